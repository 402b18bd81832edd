import { localizePath } from '../../i18n/locales';
import { useClientIntl } from './client-intl';

// Apart from the client locale context, so the locale routing tables come only with the islands
// that build links on the client, not with every module that reads the locale (decision 0069).

/** Turns `/live` into the current locale's path (`/de/live`); Next adds the `/sports` base. */
export function useLocalizedHref(): (path: string) => string {
  const { locale, localeInUrl } = useClientIntl();
  return (path) => localizePath(locale, path, { localeInUrl });
}
