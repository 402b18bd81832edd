import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import { cache } from 'react';
import { type Locale, isLocale } from '../../i18n/locales';
import { type CatalogNameTables, type CatalogNames, catalogNames } from './model/catalog-names';

/**
 * The request's catalog names (server components; metadata passes the page's locale). Built
 * once per request and locale: every row of a list asks for them.
 */
export const getCatalogNames = cache(async (pageLocale?: Locale): Promise<CatalogNames> => {
  const requested = pageLocale ?? (await getLocale());
  const locale = isLocale(requested) ? requested : undefined;
  const messages = await getMessages(locale ? { locale } : undefined);
  const tables = (messages as { catalog: { names: CatalogNameTables } }).catalog.names;
  return catalogNames(tables, locale ?? requested);
});
