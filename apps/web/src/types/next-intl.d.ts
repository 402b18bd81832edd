import type messages from '../../messages/en.json';
import type { Locale } from '../i18n/locales';

// Typed message keys and locales for next-intl (`t('header.live')` is checked at compile time).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
