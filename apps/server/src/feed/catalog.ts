// The static catalogue derived from the reference data: sports, categories, tournaments with
// URNs and slugs, and competitors with URNs. None of it depends on the seed, so URNs (and logo
// paths) are stable across restarts and seeds.
import type { Provider } from '@sportsbook/contract';
import type { FeedCategory, FeedCompetitor, FeedSport, FeedTournament } from './feed-model';
import { hashKeys } from './prng';
import {
  CATEGORIES,
  LEAGUES,
  type LeagueDef,
  SPORTS,
  type SportDef,
  TEAMS,
  type TeamRow,
} from './reference-data';
import { abbreviate, kebab } from './slug';

export const URN_PREFIX: Record<Provider, string> = {
  betradar: 'sr',
  oddin: 'od',
  betconstruct: 'bc',
};

export interface CompetitorInfo {
  competitor: FeedCompetitor;
  sportKey: string;
  name: string;
  rating: number;
  /** Rating scaled to 0..1 within the sport (for popularity). */
  strength: number;
  stadium: string | null;
  city: string | null;
}

export interface LeagueInfo {
  def: LeagueDef;
  /** 1-based position in the league list; part of every match URN of the league. */
  no: number;
  prefix: string;
  sport: SportDef;
  tournament: FeedTournament;
  competitors: CompetitorInfo[];
}

export const LOGO_BASE = '/api/sportsbook/logos/';

/** Logo path served for a competitor: `/api/sportsbook/logos/sr-competitor-12345.svg`. */
export function logoPath(urnId: string): string {
  return `${LOGO_BASE}${kebab(urnId)}.svg`;
}

export interface Catalog {
  sports: FeedSport[];
  categories: FeedCategory[];
  leagues: LeagueInfo[];
  competitors: Map<string, CompetitorInfo>;
  /** Competitor by sport key and name. */
  competitorOf(sportKey: string, name: string): CompetitorInfo;
}

function buildCatalog(): Catalog {
  const sports: FeedSport[] = SPORTS.map((s) => ({
    urnId: s.urnId,
    key: s.key,
    name: s.name,
    type: s.type,
    provider: s.provider,
    priority: s.priority,
  }));
  const categories: FeedCategory[] = CATEGORIES.map((c) => ({
    slug: c.slug,
    sportKey: c.sportKey,
    name: c.name,
    countryCode: c.countryCode,
    priority: c.priority,
  }));
  const ratingRange = new Map<string, [number, number]>();
  for (const [sportKey, table] of Object.entries(TEAMS)) {
    const ratings = [...table.values()].map((row) => row[1]);
    ratingRange.set(sportKey, [Math.min(...ratings), Math.max(...ratings)]);
  }
  const competitors = new Map<string, CompetitorInfo>();
  const byName = new Map<string, CompetitorInfo>();
  const usedNumbers = new Set<string>();
  const competitorFor = (sportKey: string, row: TeamRow, prefix: string): CompetitorInfo => {
    const key = `${sportKey}:${row[0]}`;
    const known = byName.get(key);
    if (known) return known;
    // A URN number from the name (stable when lists change), probing past any collision.
    let number = 10_000 + (hashKeys('competitor', key) % 990_000);
    while (usedNumbers.has(`${prefix}:${number}`)) number += 1;
    usedNumbers.add(`${prefix}:${number}`);
    const urnId = `${prefix}:competitor:${number}`;
    const [min, max] = ratingRange.get(sportKey) ?? [0, 1];
    const info: CompetitorInfo = {
      competitor: {
        urnId,
        name: row[0],
        abbreviation: row[4] ?? abbreviate(row[0]),
        logo: logoPath(urnId),
      },
      sportKey,
      name: row[0],
      rating: row[1],
      strength: max > min ? (row[1] - min) / (max - min) : 0.5,
      stadium: row[2] ?? null,
      city: row[3] ?? null,
    };
    byName.set(key, info);
    competitors.set(urnId, info);
    return info;
  };
  const slugs = new Set<string>();
  const leagues: LeagueInfo[] = LEAGUES.map((def, i) => {
    const sport = SPORTS.find((s) => s.key === def.sportKey);
    if (!sport) throw new Error(`league ${def.name}: unknown sport ${def.sportKey}`);
    const category = CATEGORIES.find(
      (c) => c.sportKey === def.sportKey && c.slug === def.categorySlug,
    );
    if (!category) throw new Error(`league ${def.name}: unknown category ${def.categorySlug}`);
    const prefix = URN_PREFIX[def.provider];
    const slug = kebab(`${def.categorySlug}-${def.name}`);
    if (slugs.has(`${def.sportKey}/${slug}`)) throw new Error(`duplicate tournament slug ${slug}`);
    slugs.add(`${def.sportKey}/${slug}`);
    const tournament: FeedTournament = {
      urnId: `${prefix}:tournament:${def.tournamentNumber}`,
      slug,
      name: def.name,
      sportKey: def.sportKey,
      categorySlug: def.categorySlug,
      priority: def.priority,
      isTop: def.isTop,
      state: 'active',
    };
    const table = TEAMS[def.sportKey];
    const teamRows = def.teams.map((name) => {
      const row = table?.get(name);
      if (!row) throw new Error(`league ${def.name}: unknown team ${name}`);
      return row;
    });
    return {
      def,
      no: i + 1,
      prefix,
      sport,
      tournament,
      competitors: teamRows.map((row) => competitorFor(def.sportKey, row, prefix)),
    };
  });
  return {
    sports,
    categories,
    leagues,
    competitors,
    competitorOf(sportKey, name) {
      const info = byName.get(`${sportKey}:${name}`);
      if (!info) throw new Error(`unknown competitor ${sportKey}:${name}`);
      return info;
    },
  };
}

let cached: Catalog | null = null;

/** The catalogue (built once; it is the same for every feed instance). */
export function catalog(): Catalog {
  return (cached ??= buildCatalog());
}
