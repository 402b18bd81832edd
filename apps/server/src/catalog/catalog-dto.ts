// Records → wire shapes of the contract (snake_case). The only place that knows both.
import type {
  CategoryWire,
  MarketWire,
  MatchWire,
  SearchTeamWire,
  SportWire,
  TournamentWire,
  matchSchema,
} from '@sportsbook/contract';
import type { z } from 'zod';
import type {
  CategoryRecord,
  CategoryRefRecord,
  CompetitorRecord,
  MarketRecord,
  MatchRecord,
  SportRecord,
  SportRefRecord,
  TeamSearchRecord,
  TournamentRecord,
  TournamentRefRecord,
} from './catalog-repository';

export const toSportWire = (sport: SportRecord): SportWire => ({
  id: sport.id,
  urn_id: sport.urnId,
  key: sport.key,
  name: sport.name,
  priority: sport.priority,
  type: sport.type,
  provider: sport.provider,
});

const toSportRef = (sport: SportRefRecord) => ({
  id: sport.id,
  key: sport.key,
  name: sport.name,
  type: sport.type,
});

const toCategoryRef = (category: CategoryRefRecord) => ({
  id: category.id,
  slug: category.slug,
  name: category.name,
  country_code: category.countryCode,
});

export const toCategoryWire = (category: CategoryRecord): CategoryWire => ({
  ...toCategoryRef(category),
  priority: category.priority,
  sport: toSportRef(category.sport),
});

const toTournamentRef = (tournament: TournamentRefRecord): MatchWire['tournament'] => ({
  id: tournament.id,
  urn_id: tournament.urnId,
  slug: tournament.slug,
  name: tournament.name,
  category: toCategoryRef(tournament.category),
  sport: toSportRef(tournament.sport),
});

export const toTournamentWire = (
  tournament: TournamentRecord,
  outcomeCounts: { main: number; secondary: number },
): TournamentWire => ({
  ...toTournamentRef(tournament),
  priority: tournament.priority,
  state: tournament.state,
  is_top: tournament.isTop,
  main_market_outcomes_count: outcomeCounts.main,
  secondary_market_outcomes_count: outcomeCounts.secondary,
});

/** Odds leave the database as exact decimal text and go on the wire as a JSON number. */
const toOdds = (text: string): number => Number(text);

export const toMarketWire = (market: MarketRecord): MarketWire => ({
  match_urn_id: market.matchUrnId,
  id: market.marketTypeId,
  name: market.name,
  status: market.status,
  specifier: market.specifier,
  outcomes: market.outcomes.map((outcome) => ({
    id: outcome.outcomeId,
    name: outcome.name,
    active: outcome.active,
    odds: toOdds(outcome.odds),
  })),
  market_groups: market.groups,
  priority: market.priority,
  most_balanced: market.mostBalanced,
  next_bet_stop: market.nextBetStop,
  custom_bet_groups: market.customBetGroups,
  provider: market.provider,
});

const toCompetitor = (competitor: CompetitorRecord) => ({
  id: competitor.id,
  name: competitor.name,
  abbreviation: competitor.abbreviation,
  logo: competitor.logo,
});

export interface MatchMarkets {
  available: number;
  main: MarketRecord | null;
  secondary: MarketRecord | null;
  top: MarketRecord[];
}

export const toMatchWire = (match: MatchRecord, featured: MatchMarkets): MatchWire => ({
  id: match.id,
  urn_id: match.urnId,
  slug: match.slug,
  type: match.type,
  name: match.name,
  tournament: toTournamentRef(match.tournament),
  competitors:
    match.home && match.away
      ? { home: toCompetitor(match.home), away: toCompetitor(match.away) }
      : null,
  stadium: match.stadium,
  city: match.city,
  status: match.status,
  stage: match.stage,
  start_time: match.startTime.toISOString(),
  end_date: match.endDate ? match.endDate.toISOString() : null,
  statistics: match.statistics,
  available_markets: featured.available,
  main_market: featured.main ? toMarketWire(featured.main) : null,
  secondary_market: featured.secondary ? toMarketWire(featured.secondary) : null,
  top_markets: featured.top.map(toMarketWire),
  has_video: match.hasVideo,
  provider: match.provider,
  is_provider_stats_available: match.isProviderStatsAvailable,
  bettable: match.bettable,
});

/** A compact list item as sent: fields holding their default may be absent. */
export type CompactMatchWire = z.input<typeof matchSchema>;

const MATCH_DEFAULTS = [
  'stadium',
  'city',
  'stage',
  'end_date',
  'statistics',
  'secondary_market',
  'top_markets',
  'has_video',
  'is_provider_stats_available',
] as const;
const STATISTICS_DEFAULTS = ['game_score', 'current_server'] as const;
const CLOCK_DEFAULTS = [
  'match_time',
  'stoppage_time',
  'stoppage_time_announced',
  'remaining_time',
  'remaining_time_in_period',
] as const;
const MARKET_DEFAULTS = ['most_balanced', 'next_bet_stop', 'custom_bet_groups'] as const;

const isDefault = (value: unknown) =>
  value === null || value === false || (Array.isArray(value) && value.length === 0);

/** Copy of `record` without the listed keys whose value is their default (null, false, []). */
function withoutDefaults<T extends object>(record: T, keys: readonly string[]): Partial<T> {
  const copy = { ...record } as Record<string, unknown>;
  for (const key of keys) if (isDefault(copy[key])) delete copy[key];
  return copy as Partial<T>;
}

/**
 * The compact list item (`GET /matches?markets=main`): the main market only, and every field
 * the contract marks optional-with-default left out when it holds that default. Parsing it
 * with the contract's schema gives back the full shape.
 */
/** The compact list form of a full match answer: defaults left out, only the main market. */
export function compactMatchWire(wire: MatchWire): CompactMatchWire {
  const statistics = wire.statistics && {
    ...withoutDefaults(wire.statistics, STATISTICS_DEFAULTS),
    clock: wire.statistics.clock && withoutDefaults(wire.statistics.clock, CLOCK_DEFAULTS),
  };
  return {
    ...withoutDefaults(wire, MATCH_DEFAULTS),
    ...(statistics ? { statistics } : {}),
    main_market: wire.main_market && withoutDefaults(wire.main_market, MARKET_DEFAULTS),
  } as CompactMatchWire;
}

export const toTeamWire = (team: TeamSearchRecord): SearchTeamWire => ({
  id: team.id,
  name: team.name,
  abbreviation: team.abbreviation,
  logo: team.logo,
  sport: team.sport,
  next_match: {
    id: team.nextMatch.id,
    slug: team.nextMatch.slug,
    name: team.nextMatch.name,
    status: team.nextMatch.status,
    start_time: team.nextMatch.startTime.toISOString(),
  },
});
