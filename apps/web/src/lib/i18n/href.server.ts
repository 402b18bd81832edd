import 'server-only';
import { getLocale } from 'next-intl/server';
import { env } from '../../config/env';
import { localizePath } from '../../i18n/locales';

/** Server-side twin of `useLocalizedHref`: `/live` → `/de/live` in a German request. */
export async function getLocalizedHref(): Promise<(path: string) => string> {
  const locale = await getLocale();
  return (path) => localizePath(locale, path, { localeInUrl: env.LOCALE_IN_URL });
}
