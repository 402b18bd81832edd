import { PROVIDERS, type Provider, SPORT_TYPES, type SportType } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { SiteHost } from './site-host';
import { siteRuntimeSettings } from './site-runtime-settings';
import { SiteSettingsData } from './site-settings-data';
import { type SiteSettings, getSiteSettings } from './site-settings.server';

export { getSiteSettings, type SiteSettings };

/** The terms page of the operator's site, outside the /sports prefix (spec section 2). */
const TERMS_HREF = '/terms-and-conditions';

/**
 * The layout's one hook for site settings (decision 0043): the theme and the settings JSON as
 * server HTML, and the runtime (reminders, terms, user group, preloaders) only when one is on.
 */
export async function SiteChrome({ settings }: { settings: SiteSettings }) {
  const runtime = siteRuntimeSettings(settings);
  const t = runtime ? await getTranslations('site-settings') : null;
  return (
    <>
      <SiteSettingsData settings={settings} />
      {runtime && t ? (
        <SiteHost
          settings={runtime}
          termsHref={TERMS_HREF}
          texts={{
            redirecting: t('redirecting'),
            termsTitle: t('terms-title'),
            // The version goes in on the client, where the server's answer names it.
            termsBody: t.raw('terms-body') as string,
            termsLink: t('terms-link'),
            termsAccept: t('terms-accept'),
            termsSignOut: t('terms-sign-out'),
            termsError: t('terms-error'),
          }}
        />
      ) : null}
    </>
  );
}

/** camelized keys of the settings answer → the contract's sport types. */
const CAMEL_SPORT_TYPES: Record<string, SportType> = Object.fromEntries(
  SPORT_TYPES.map((type) => [type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), type]),
);

/** The live-event filter of custom_sport_type_providers (spec sections 4 and 6), when it is on. */
export function sportTypeProviderFlags(settings: SiteSettings): {
  providersBySportType?: Partial<Record<SportType, readonly Provider[]>>;
} {
  if (!settings.customSportTypeProviders) return {};
  const byType: Partial<Record<SportType, readonly Provider[]>> = {};
  for (const [key, providers] of Object.entries(settings.sportTypeProviders)) {
    const type = CAMEL_SPORT_TYPES[key];
    if (type) byType[type] = PROVIDERS.filter((p: Provider) => providers.includes(p));
  }
  return { providersBySportType: byType };
}
