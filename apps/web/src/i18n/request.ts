// Per-request next-intl configuration: locale, messages and the visitor's time zone.
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { readTimeZone } from '../lib/time/time-zone-cookie.server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: await readTimeZone(),
  };
});
