import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import { MobilePanel } from '../../components/layout/mobile-panel';
import { TabbarView } from '../../components/layout/tabbar-view';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { env } from '../../config/env';
import {
  HeaderAccountLoader,
  LanguageSwitchLoader,
} from '../../features/account/components/header-account-loader';
import {
  HeaderAccountPlaceholder,
  LanguageSwitchPlaceholder,
} from '../../features/account/components/header-placeholders';
import { CookieBanner } from '../../features/consent/cookie-banner';
import { consentAskedOnServer } from '../../features/consent/consent.server';
import { PromotionsMenuLink } from '../../features/bonuses/promotions-menu-link';
import { FavouritesMenuLink } from '../../features/favourites/favourites-menu-link';
import { FavouriteStars } from '../../features/favourites/favourite-stars';
import { BrowseLinks } from '../../features/schedule/components/browse-links';
import { ProductLinesMenu } from '../../features/product-lines/product-lines-menu';
import { PanelSearchSlot } from '../../features/search/components/header-search-slot';
import { BetSlipPanel } from '../../features/bet-slip/components/bet-slip-panel';
import { BetSlipCount } from '../../features/bet-slip/components/bet-slip-count';
import { OddsAnnouncer } from '../../features/catalog/components/odds-announcer';
import { realtimeFlags } from '../../features/catalog/live/realtime-flags';
import { RealtimeHost } from '../../features/catalog/live/realtime-host';
import { OutcomeButtons } from '../../features/catalog/live/outcome-buttons';
import { SportsNav } from '../../features/catalog/components/sports-nav';
import { ErrorReporting } from '../../features/error-reporting/error-reporting';
import { errorReportingConfig } from '../../features/error-reporting/error-reporting-config.server';
import { BlockedNotice } from '../../features/geo/blocked-notice';
import { ProtectionHost } from '../../features/responsible-gambling/protection-host';
import { getGeo } from '../../features/geo/geo.server';
import { HeaderOddsFormat, PanelOddsFormat } from '../../features/settings/header-odds-format';
import {
  SiteChrome,
  getSiteSettings,
  sportTypeProviderFlags,
} from '../../features/site-settings/site-chrome';
import { localeDirection, localizePath } from '../../i18n/locales';
import { routing } from '../../i18n/routing';
import { readOddsFormat } from '../../lib/format/odds-format.server';
import { getLocalizedHref } from '../../lib/i18n/href.server';
import { requestPath } from '../../lib/request-path.server';
import { decimalSeparator } from '../../lib/format/odds';
import { siteSeoMetadata } from '../../lib/seo/seo-defaults.server';
import { ClientIntlProvider } from '../../lib/i18n/client-intl';
import { pickDocumentMessages } from '../../lib/i18n/client-messages';
import { renderedZone } from '../../lib/time/time-zone';
import '../globals.css';
import {
  AccountModalHost,
  Alerts,
  BonusHost,
  EmbedDetect,
  JackpotHitHost,
  NavigationProgress,
  NotificationBellSlot,
  Tabbar,
  TimeZoneSync,
} from './layout-islands';

const MENU_ID = 'side-menu';
const BET_SLIP_ID = 'bet-slip-panel';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({
  params,
}: Pick<LocaleLayoutProps, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'meta',
  });
  return {
    ...(await siteSeoMetadata(locale)),
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${t('site-name')}`, default: t('site-name') },
    description: t('description'),
    applicationName: t('site-name'),
  };
}

export const viewport: Viewport = {
  themeColor: '#0f1923',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [
    geo,
    askConsent,
    messages,
    timeZone,
    header,
    tabbar,
    betSlip,
    sidebar,
    oddsFormat,
    site,
    href,
    path,
  ] = await Promise.all([
    getGeo(),
    consentAskedOnServer(),
    getMessages(),
    getTimeZone(),
    getTranslations('header'),
    getTranslations('tabbar'),
    getTranslations('bet-slip'),
    getTranslations('sidebar'),
    readOddsFormat(),
    getSiteSettings(),
    getLocalizedHref(),
    requestPath(),
  ]);

  if (geo?.blocked) {
    // Not available in the visitor's country: the blocked page instead of the site.
    return (
      <html lang={locale} dir={env.RTL_LAYOUT ? localeDirection(locale) : 'ltr'}>
        <body>
          <main id="main" className="mx-auto max-w-3xl px-3 py-10">
            <BlockedNotice country={geo.country} locale={locale} />
          </main>
        </body>
      </html>
    );
  }

  const tabbarProps = {
    menuId: MENU_ID,
    betSlipId: BET_SLIP_ID,
    betSlipBadge: <BetSlipCount />,
    hrefs: { home: href('/'), live: href('/live'), esports: href('/cybersport') },
    labels: {
      label: tabbar('label'),
      home: tabbar('home'),
      live: tabbar('live'),
      esports: tabbar('esports'),
      betSlip: tabbar('bet-slip'),
      menu: tabbar('menu'),
    },
  };

  return (
    <html lang={locale} dir={env.RTL_LAYOUT ? localeDirection(locale) : 'ltr'}>
      <body>
        <ErrorReporting config={errorReportingConfig(env)} />
        <ClientIntlProvider
          value={{
            locale,
            localeInUrl: env.LOCALE_IN_URL,
            homePath: localizePath(locale, '/', { localeInUrl: env.LOCALE_IN_URL }),
            messages: pickDocumentMessages(messages),
            oddsFormat,
            decimalSeparator: decimalSeparator(locale),
          }}
        >
          <ProtectionHost
            flags={{
              responsibleGambling: site.responsibleGambling,
              activityTracking: site.activityTracking,
            }}
          >
            <SiteChrome settings={site} />
            <Suspense fallback={null}>
              <NavigationProgress label={messages.progress.label} />
            </Suspense>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-accent px-3 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
            >
              {header('skip-link')}
            </a>
            {/* Where the slip stands beside the list (wide layouts), keyboard users can jump to it
              without tabbing through every price; narrower layouts open it from the tab bar. */}
            <a
              href={`#${BET_SLIP_ID}`}
              className="sr-only z-50 rounded-md bg-accent px-3 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:start-2 focus:top-2 max-lg:hidden"
            >
              {header('skip-to-slip')}
            </a>
            {/* Early in the document, so a first visit paints it with the first frame (often the
              largest text on a phone, so it decides LCP); it is fixed at the bottom. */}
            <CookieBanner askedOnServer={askConsent} />
            <SiteHeader
              logoUrl={site.themeLogoUrl}
              betSlipId={BET_SLIP_ID}
              betSlipBadge={<BetSlipCount />}
              account={
                <>
                  <LanguageSwitchLoader
                    pressName="language"
                    placeholder={<LanguageSwitchPlaceholder pressName="language" />}
                  />
                  <NotificationBellSlot />
                  <HeaderOddsFormat />
                  <HeaderAccountLoader
                    signIn={site.signInEnabled}
                    signUp={site.signUpEnabled}
                    placeholder={
                      <HeaderAccountPlaceholder
                        signIn={site.signInEnabled}
                        signUp={site.signUpEnabled}
                      />
                    }
                  />
                </>
              }
            />
            <div className="mx-auto max-w-[1920px] pt-3 desk:grid desk:grid-cols-[14.5rem_minmax(0,1fr)] desk:gap-4 desk:px-4 lg:grid-cols-[15rem_minmax(0,1fr)_20rem] xl:grid-cols-[16rem_minmax(0,1fr)_22rem]">
              <MobilePanel
                panel="menu"
                id={MENU_ID}
                className="fixed inset-x-0 top-14 bottom-14 z-30 hidden overflow-y-auto overscroll-contain bg-canvas p-3 outline-none data-[open=true]:block desk:sticky desk:top-[4.25rem] desk:bottom-auto desk:z-auto desk:block desk:max-h-[calc(100dvh-5rem)] desk:self-start desk:p-0 desk:pb-4"
              >
                <PanelSearchSlot />
                <PromotionsMenuLink />
                <FavouritesMenuLink />
                <BrowseLinks />
                <ProductLinesMenu />
                <PanelOddsFormat />
                <aside aria-label={sidebar('label')}>
                  <Suspense fallback={<div className="h-[32rem]" aria-hidden="true" />}>
                    <SportsNav />
                  </Suspense>
                </aside>
              </MobilePanel>
              <main id="main" tabIndex={-1} className="min-w-0 px-2 pb-6 desk:px-0 desk:pb-10">
                {children}
              </main>
              <MobilePanel
                panel="bet-slip"
                id={BET_SLIP_ID}
                className="fixed inset-x-0 top-14 bottom-14 z-30 hidden overflow-y-auto overscroll-contain bg-canvas p-3 outline-none data-[open=true]:block desk:start-auto desk:bottom-0 desk:w-[22rem] desk:border-s desk:border-line desk:shadow-2xl lg:sticky lg:top-[4.25rem] lg:z-auto lg:block lg:w-auto lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
              >
                <aside aria-label={betSlip('label')}>
                  <BetSlipPanel
                    flags={{
                      freebetProgressBar: site.freebetProgressBar,
                      jackpots: site.jackpots,
                    }}
                  />
                </aside>
              </MobilePanel>
            </div>
            <SiteFooter saferGambling={site.responsibleGambling} />
            <Tabbar
              {...tabbarProps}
              placeholder={<TabbarView {...tabbarProps} pathname={path} open={null} />}
            />
            <OddsAnnouncer />
            <OutcomeButtons />
            <RealtimeHost
              locale={locale}
              url={env.REALTIME_URL ?? null}
              flags={{ ...realtimeFlags(env), ...sportTypeProviderFlags(site) }}
            />
            <AccountModalHost />
            <BonusHost />
            {site.jackpots ? <JackpotHitHost /> : null}
            <Alerts dismissLabel={messages.account.alerts.dismiss} />
            <TimeZoneSync rendered={renderedZone(timeZone)} />
            <FavouriteStars />
            {env.EMBED_HOST_ORIGINS.length > 0 ? (
              <EmbedDetect hostOrigins={env.EMBED_HOST_ORIGINS} />
            ) : null}
          </ProtectionHost>
        </ClientIntlProvider>
      </body>
    </html>
  );
}
