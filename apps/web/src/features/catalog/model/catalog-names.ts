// Names of sports, countries and periods in the page's language. The feed names them in English
// (as providers do by default); the message files name what the feed's vocabulary holds (sports
// by key, non-country categories by slug, periods by key), countries come from the locale's
// region names by ISO code, and anything new falls back to the feed's own name. English keeps
// the feed's names: they are the source.
import type messages from '../../../../messages/en.json';

export type CatalogNameTables = (typeof messages)['catalog']['names'];

/** The language the feed names things in. */
const FEED_LANGUAGE = 'en';

export interface CatalogNames {
  sport(sport: { key: string; name: string }): string;
  category(category: { slug: string; countryCode: string | null; name: string }): string;
  period(period: { periodKey: string; periodName: string }): string;
}

const regionNamesCache = new Map<string, Intl.DisplayNames | null>();
function regionNames(locale: string): Intl.DisplayNames | null {
  if (!regionNamesCache.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNamesCache.set(locale, names);
  }
  return regionNamesCache.get(locale) ?? null;
}

const lookup = (table: Record<string, string>, key: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

export function catalogNames(tables: CatalogNameTables, locale: string): CatalogNames {
  const feedLanguage = locale.split('-')[0] === FEED_LANGUAGE;
  return {
    sport: (sport) =>
      feedLanguage ? sport.name : (lookup(tables.sports, sport.key) ?? sport.name),
    category(category) {
      if (feedLanguage) return category.name;
      const named = lookup(tables.categories, category.slug);
      if (named) return named;
      const code = category.countryCode;
      if (code && /^[A-Z]{2}$/.test(code)) return regionNames(locale)?.of(code) ?? category.name;
      return category.name;
    },
    period: (period) =>
      feedLanguage
        ? period.periodName
        : (lookup(tables.periods, period.periodKey) ?? period.periodName),
  };
}
