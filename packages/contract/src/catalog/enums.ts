import { z } from 'zod';

export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;

export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const;
export const sportTypeSchema = z.enum(SPORT_TYPES);
export type SportType = z.infer<typeof sportTypeSchema>;

/** Match status codes (spec section 4): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
export const matchStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

/** Market status codes (spec section 4): allowed 1, suspended -1, not allowed 0, and -2, -3, -4. */
export const MARKET_STATUS = {
  allowed: 1,
  suspended: -1,
  notAllowed: 0,
  deactivated: -2,
  settled: -3,
  cancelled: -4,
} as const;
export const marketStatusSchema = z.union([
  z.literal(1),
  z.literal(-1),
  z.literal(0),
  z.literal(-2),
  z.literal(-3),
  z.literal(-4),
]);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** Kinds of event: a match, or an outright (stage, season, simple tournament). */
export const EVENT_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

/** Level states of a league (tournament). */
export const TOURNAMENT_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;
export const tournamentStateSchema = z.enum(TOURNAMENT_STATES);
export type TournamentState = z.infer<typeof tournamentStateSchema>;

export const MATCH_SORTS = ['start_time', 'priority', 'popularity'] as const;
