import { z } from 'zod';
import { PROVIDERS, SPORT_TYPES } from './codes';

// The plain lists live in codes.ts (no zod), so a client can read them without the schemas.
export { MARKET_STATUS, PROVIDERS, SPORT_TYPES } from './codes';
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;

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
