// The simulated odds feed's output: plain data, no database. The feed runner persists it and,
// later, publishes its changes to the realtime hub. Ids are provider URNs; the database assigns
// numeric ids.
import type {
  EventType,
  MarketStatus,
  MatchStatus,
  Provider,
  SportType,
  TournamentState,
} from '@sportsbook/contract';
import type { MatchEventWire } from '@sportsbook/contract';
import type { z } from 'zod';
import type { statisticsSchema } from '@sportsbook/contract';

export type FeedStatistics = z.infer<typeof statisticsSchema>;

export interface FeedSport {
  urnId: string;
  key: string;
  name: string;
  type: SportType;
  provider: Provider;
  priority: number;
}

export interface FeedCategory {
  slug: string;
  sportKey: string;
  name: string;
  countryCode: string | null;
  priority: number;
}

export interface FeedTournament {
  urnId: string;
  slug: string;
  name: string;
  sportKey: string;
  categorySlug: string;
  priority: number;
  isTop: boolean;
  state: TournamentState;
}

export interface FeedCompetitor {
  urnId: string;
  name: string;
  abbreviation: string;
  /** Path of a logo served by the server (e.g. a generated SVG badge), or null. */
  logo: string | null;
}

/** Outcome result once a market is settled; half results come from quarter lines. */
export type OutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export interface FeedOutcome {
  id: string;
  name: string;
  active: boolean;
  /** Decimal odds, at most 3 decimals (usually 2), at least 1.01. */
  odds: number;
  /** Set when the market is settled. */
  result?: OutcomeResult;
}

export interface FeedMarket {
  matchUrnId: string;
  /** Market type id, e.g. 1 = 1X2, 18 = total. */
  marketId: number;
  /** e.g. `total=2.5`, `hcp=-1.25`; empty string when the market has no line. */
  specifier: string;
  name: string;
  status: MarketStatus;
  outcomes: FeedOutcome[];
  groups: string[];
  priority: number;
  mostBalanced: boolean;
  nextBetStop: string | null;
  customBetGroups: string[];
  provider: Provider;
}

export interface FeedMatch {
  urnId: string;
  slug: string;
  type: EventType;
  /** "Home vs Away" for matches; the outright's title otherwise. */
  name: string;
  tournamentUrnId: string;
  home: FeedCompetitor | null;
  away: FeedCompetitor | null;
  stadium: string | null;
  city: string | null;
  status: MatchStatus;
  stage: string | null;
  startTime: Date;
  endDate: Date | null;
  statistics: FeedStatistics | null;
  hasVideo: boolean;
  provider: Provider;
  isProviderStatsAvailable: boolean;
  bettable: boolean;
  /** Popularity weight used for sorting and "top" picks. */
  popularity: number;
}

/** Everything the feed knows at one instant. */
export interface FeedSnapshot {
  sports: FeedSport[];
  categories: FeedCategory[];
  tournaments: FeedTournament[];
  competitors: FeedCompetitor[];
  matches: FeedMatch[];
  markets: FeedMarket[];
  providers: Record<Provider, 'active' | 'inactive'>;
}

/** What changed between two instants; only changed or new items are listed. */
export interface FeedChanges {
  at: Date;
  matches: FeedMatch[];
  markets: FeedMarket[];
  /** Matches whose status code changed (a subset of `matches`). */
  statusChanged: string[];
  providers: Partial<Record<Provider, 'active' | 'inactive'>>;
  /** Newly generated fixtures and outrights (rolling seven-day window). */
  tournaments: FeedTournament[];
  competitors: FeedCompetitor[];
  /** Match events recorded in this step, per match, in order (decision 0047). */
  events?: FeedMatchEvents[];
}

/** The events one match recorded in one step. */
export interface FeedMatchEvents {
  matchUrnId: string;
  events: MatchEventWire[];
}
