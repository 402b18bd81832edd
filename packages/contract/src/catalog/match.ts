import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import {
  boolParam,
  idListParam,
  idParam,
  instantParam,
  itemResponse,
  limitParam,
  listResponse,
  pageParam,
  textParam,
} from '../common';
import {
  MATCH_SORTS,
  eventTypeSchema,
  matchStatusSchema,
  providerSchema,
  sportTypeSchema,
} from './enums';
import { marketSchema } from './market';
import { tournamentRefSchema } from './tournament';

export const competitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string().nullable(),
});

const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

export const periodScoreSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  period_key: z.string(),
  period_name: z.string(),
  number: z.number().int(),
  type: z.string(),
});

/** Match clock (spec section 3). Times are `mm:ss` text; `clock_updated_at` is UTC ISO. */
export const clockSchema = z.object({
  match_time: z.string().nullable(),
  stoppage_time: z.string().nullable(),
  stoppage_time_announced: z.string().nullable(),
  remaining_time: z.string().nullable(),
  remaining_time_in_period: z.string().nullable(),
  stopped: z.boolean(),
  clock_updated_at: z.string(),
});

export const statisticsSchema = z.object({
  clock: clockSchema.nullable(),
  total_score: scoreSchema,
  game_score: scoreSchema.nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  period_score: z.array(periodScoreSchema),
  max_period_number: z.number().int(),
});

/**
 * Match or outright (spec section 3). Outrights (`type` other than `match`) carry `name` and
 * `end_date`, and no home/away competitors.
 */
export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: eventTypeSchema,
  name: z.string(),
  tournament: tournamentRefSchema,
  competitors: z.object({ home: competitorSchema, away: competitorSchema }).nullable(),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: matchStatusSchema,
  stage: z.string().nullable(),
  start_time: z.string(),
  end_date: z.string().nullable(),
  statistics: statisticsSchema.nullable(),
  available_markets: z.number().int().nonnegative(),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable(),
  top_markets: z.array(marketSchema),
  has_video: z.boolean(),
  provider: providerSchema,
  is_provider_stats_available: z.boolean(),
  bettable: z.boolean(),
});
export type MatchWire = z.infer<typeof matchSchema>;
export type Match = Camelize<MatchWire>;
export const toMatch = (wire: MatchWire): Match => camelize(wire);

const listOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(200)
    .transform((text) => text.split(','))
    .pipe(z.array(item).min(1));

/** GET /matches: every parameter of spec section 7. `id` takes a comma-separated list. */
export const getMatchesQuery = z
  .object({
    id: idListParam.optional(),
    type: listOf(eventTypeSchema).optional(),
    slug: textParam(160).optional(),
    sport_key: textParam(64).optional(),
    sport_type: sportTypeSchema.optional(),
    category_id: idParam.optional(),
    tournament_id: idParam.optional(),
    match_status: listOf(
      z.string().regex(/^\d$/).transform(Number).pipe(matchStatusSchema),
    ).optional(),
    sort_by: z.enum(MATCH_SORTS).default('start_time'),
    start_from: instantParam.optional(),
    start_to: instantParam.optional(),
    bettable: boolParam.optional(),
    max_per_sport: idParam.pipe(z.number().max(500)).optional(),
    page: pageParam,
    limit: limitParam(50),
    favourite: boolParam.optional(),
    has_video: boolParam.optional(),
  })
  .refine((q) => !q.start_from || !q.start_to || q.start_from <= q.start_to, {
    path: ['start_to'],
    message: 'must not be before start_from',
  });
export const getMatchesResponse = listResponse(matchSchema);

/** GET /matches/{id} */
export const getMatchResponse = itemResponse(matchSchema);

/** GET /matches/lookup: market counts for a list of match ids (spec section 7). */
export const lookupMatchesQuery = z.object({
  ids: idListParam,
  type: listOf(eventTypeSchema).optional(),
  locale: textParam(10).optional(),
});
export const lookupMatchesResponse = z.object({
  data: z.array(
    z.object({ match_id: z.number().int(), available_markets_count: z.number().int() }),
  ),
});
