// Names of sports, countries, periods, markets and outcomes in the page's language. The feed
// names them in English (as providers do by default); the message files name what the feed's
// vocabulary holds (sports by key, non-country categories by slug, periods by key, market and
// outcome names by their English wording with the teams and the line taken out), countries come
// from the locale's region names by ISO code, and anything new falls back to the feed's own
// name. English keeps the feed's names: they are the source.
import type messages from '../../../../messages/en.json';

export type CatalogNameTables = (typeof messages)['catalog']['names'];

/** The language the feed names things in. */
const FEED_LANGUAGE = 'en';

export interface CatalogNames {
  sport(sport: { key: string; name: string }): string;
  category(category: { slug: string; countryCode: string | null; name: string }): string;
  period(period: { periodKey: string; periodName: string }): string;
  /** A market's or an outcome's name; `teams` are the match's home and away names (if any). */
  market(name: string, teams: readonly (string | null)[]): string;
}

/** A line in a name: `2.5`, `-0.25`, `+1.5`, `0:1`, `3` (not the 1 of `1st` or `1X2`). */
const LINE = /(?<![\w.:])[+-]?\d+(?:[.:]\d+)?(?![\w.:])/g;

/**
 * The wording of a feed name with the teams and the line as placeholders, and its message key:
 * `Celta Vigo or draw` → `{home} or draw`, key `home-or-draw`; `Over 2.5` → `Over {n}`.
 * Null when the name holds more than one line (nothing in the vocabulary does).
 */
export function marketWording(
  name: string,
  teams: readonly (string | null)[],
): { key: string; values: Record<string, string> } | null {
  const values: Record<string, string> = {};
  let wording = name;
  const [home, away] = teams;
  // The longer team name first, so one that contains the other is not cut.
  const sides = (
    [
      ['home', home],
      ['away', away],
    ] as const
  )
    .filter((side): side is readonly ['home' | 'away', string] => Boolean(side[1]))
    .sort((a, b) => b[1].length - a[1].length);
  for (const [side, team] of sides) {
    if (wording.includes(team)) {
      wording = wording.split(team).join(`{${side}}`);
      values[side] = team;
    }
  }
  const lines = wording.match(LINE) ?? [];
  if (lines.length > 1) return null;
  if (lines[0] !== undefined) {
    wording = wording.replace(LINE, '{n}');
    values.n = lines[0];
  }
  const key = wording
    .replaceAll('{home}', 'home')
    .replaceAll('{away}', 'away')
    .replaceAll('{n}', 'n')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { key, values };
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
    market(name, teams) {
      if (feedLanguage) return name;
      const wording = marketWording(name, teams);
      const template = wording && lookup(tables.markets, wording.key);
      if (!wording || !template) return name;
      return template.replace(
        /\{(home|away|n)\}/g,
        (_, slot: string) => wording.values[slot] ?? '',
      );
    },
  };
}

/** A market with its name and its outcomes' names in the page's language. */
export function localizeMarket<M extends { name: string; outcomes: readonly { name: string }[] }>(
  names: CatalogNames,
  market: M,
  teams: readonly (string | null)[],
): M {
  return {
    ...market,
    name: names.market(market.name, teams),
    outcomes: market.outcomes.map((outcome) => ({
      ...outcome,
      name: names.market(outcome.name, teams),
    })),
  };
}
