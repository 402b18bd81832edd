// Match statistics and the match tracker (spec sections 3 and 7, issue 19; decision 0047):
// `GET /matches/{id}/{statistics type}` and the `match_events` realtime event. The feed records
// each match's events (goals, cards, corners, shots, attack phases, points, baskets, runs,
// kills, rounds, maps, breaks); the summary counts them, the timeline lists them.
import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import { boolParam, idParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { MATCH_PAUSES, statisticsSchema } from '../catalog/match';
import { matchStatusSchema } from '../catalog/enums';
import { MATCH_EVENT_TYPES } from './event-types';

// The plain lists live in event-types.ts (no zod), so a client can read them without the schemas.
export { MATCH_EVENT_TYPES, MATCH_KEY_EVENT_TYPES } from './event-types';
export const matchEventTypeSchema = z.enum(MATCH_EVENT_TYPES);

export type MatchEventType = z.infer<typeof matchEventTypeSchema>;

export const matchPauseSchema = z.enum(MATCH_PAUSES);
export type MatchPause = z.infer<typeof matchPauseSchema>;

export const matchSideSchema = z.enum(['home', 'away']);

/** One recorded event; `id` grows by one along the match's timeline. */
export const matchEventSchema = z.object({
  id: z.number().int().positive(),
  type: matchEventTypeSchema,
  side: matchSideSchema.nullable(),
  /** UTC ISO instant the event happened. */
  at: z.string(),
  /** The match clock (`67:12`) for sports that have one, else null. */
  match_time: z.string().nullable(),
  /** Number of the period (half, quarter, set, innings, map) it happened in. */
  period: z.number().int().nullable(),
  /** Points of a basket, runs of an over or a boundary, the round or kill count; else null. */
  value: z.number().int().nullable(),
  /** The total score after the event (sets in tennis, maps in e-sports). */
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  /** A break's kind (`break` events only). */
  pause: matchPauseSchema.nullable(),
});
export type MatchEventWire = z.infer<typeof matchEventSchema>;
export type MatchEvent = Camelize<MatchEventWire>;

/** The statistics types of `GET /matches/{id}/{type}`. */
export const MATCH_STATISTICS_TYPES = ['summary', 'timeline', 'form'] as const;
export const matchStatisticsTypeSchema = z.enum(MATCH_STATISTICS_TYPES);
export type MatchStatisticsType = z.infer<typeof matchStatisticsTypeSchema>;

export const matchStatisticsParams = z.object({ id: idParam, type: matchStatisticsTypeSchema });

/**
 * `after`: only events with a higher id (a client catching up); `key`: only the key events
 * (`MATCH_KEY_EVENT_TYPES`, a whole match's timeline); `limit`: the newest n of what is left.
 */
const countText = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number);
export const matchStatisticsQuery = z.object({
  after: countText.pipe(z.number().int().min(0)).optional(),
  key: boolParam.optional(),
  limit: countText.pipe(z.number().int().min(1).max(1000)).optional(),
});
export type MatchStatisticsQuery = z.output<typeof matchStatisticsQuery>;

/** Keys of the summary's lines, in display order; a sport shows the ones it records. */
export const MATCH_STAT_KEYS = [
  'possession',
  'attacks',
  'dangerous_attacks',
  'shots_on_target',
  'shots_off_target',
  'corners',
  'free_kicks',
  'yellow_cards',
  'red_cards',
  'penalties',
  'baskets_3',
  'baskets_2',
  'free_throws',
  'timeouts',
  'points_won',
  'breaks_of_serve',
  'fours',
  'sixes',
  'wickets',
  'kills',
  'rounds',
] as const;
export const matchStatKeySchema = z.enum(MATCH_STAT_KEYS);
export type MatchStatKey = z.infer<typeof matchStatKeySchema>;

const sideCount = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });

/** The tracker's state: what is happening now (the last phase event, or a break). */
export const matchPhaseSchema = z.object({
  type: matchEventTypeSchema,
  side: matchSideSchema.nullable(),
  at: z.string(),
});

export const matchSummarySchema = z.object({
  match_id: z.number().int(),
  sport_key: z.string(),
  status: matchStatusSchema,
  /** The match's statistics (clock, score, period scores) as the catalog shows them. */
  statistics: statisticsSchema.nullable(),
  /** Counted lines; possession is a percentage (home + away = 100). */
  lines: z.array(
    z.object({ key: matchStatKeySchema, home: z.number().int(), away: z.number().int() }),
  ),
  phase: matchPhaseSchema.nullable(),
  /** The latest events, newest first (at most 5). */
  latest: z.array(matchEventSchema),
  /** Id of the last recorded event (0: none yet): a client asks the timeline `after` it. */
  last_event_id: z.number().int().min(0),
  goals: sideCount.optional(),
});

export const matchTimelineSchema = z.object({
  match_id: z.number().int(),
  events: z.array(matchEventSchema),
  last_event_id: z.number().int().min(0),
});

export const FORM_RESULTS = ['win', 'draw', 'loss'] as const;
export const formEntrySchema = z.object({
  match_id: z.number().int(),
  start_time: z.string(),
  opponent: z.string(),
  home: z.boolean(),
  score: z.object({ for: z.number().int(), against: z.number().int() }),
  result: z.enum(FORM_RESULTS),
});

/** Recent finished matches of each side (newest first) and their meetings with each other. */
export const matchFormSchema = z.object({
  match_id: z.number().int(),
  home: z.array(formEntrySchema),
  away: z.array(formEntrySchema),
  head_to_head: z.array(formEntrySchema),
});

/** One answer shape per statistics type, tagged with the type. */
export const matchStatisticsResponse = z.object({
  data: z.discriminatedUnion('type', [
    z.object({ type: z.literal('summary'), summary: matchSummarySchema }),
    z.object({ type: z.literal('timeline'), timeline: matchTimelineSchema }),
    z.object({ type: z.literal('form'), form: matchFormSchema }),
  ]),
});
export type MatchStatisticsResponse = z.infer<typeof matchStatisticsResponse>;
export type MatchSummary = Camelize<z.infer<typeof matchSummarySchema>>;
export type MatchTimeline = Camelize<z.infer<typeof matchTimelineSchema>>;
export type MatchForm = Camelize<z.infer<typeof matchFormSchema>>;
export const toMatchEvent = (wire: MatchEventWire): MatchEvent => camelize(wire);

/** `match_events` on `match:<id>`: the events recorded since the last publication. */
export const matchEventsData = z.object({
  match_id: z.number().int(),
  events: z.array(matchEventSchema).min(1),
});

export const matchStatsEndpoints = {
  getMatchStatistics: defineEndpoint({
    method: 'GET',
    path: '/matches/:id/:type',
    summary: 'Statistics of a match: summary, timeline of events, or form and head-to-head',
    params: matchStatisticsParams,
    query: matchStatisticsQuery,
    response: matchStatisticsResponse,
  }),
};
