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

// Fields written `.optional().default(x)` may be left out of compact list answers
// (`markets=main`) when they hold their default (null, false or an empty list): readers get the
// default back when they parse the answer, so the parsed shape is the same for every answer.
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
  match_time: z.string().nullable().optional().default(null),
  stoppage_time: z.string().nullable().optional().default(null),
  stoppage_time_announced: z.string().nullable().optional().default(null),
  remaining_time: z.string().nullable().optional().default(null),
  remaining_time_in_period: z.string().nullable().optional().default(null),
  stopped: z.boolean(),
  clock_updated_at: z.string(),
});

/** Why a live match's clock stands: shown instead of a stopped clock (decision 0047). */
export const MATCH_PAUSES = ['half_time', 'period_break', 'delay'] as const;

export const statisticsSchema = z.object({
  clock: clockSchema.nullable(),
  total_score: scoreSchema,
  game_score: scoreSchema.nullable().optional().default(null),
  current_server: z.enum(['home', 'away']).nullable().optional().default(null),
  period_score: z.array(periodScoreSchema),
  max_period_number: z.number().int(),
  /** Why the clock stands (half-time, a break between periods, a delay); null while it runs. */
  pause: z.enum(MATCH_PAUSES).nullable().optional(),
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
  stadium: z.string().nullable().optional().default(null),
  city: z.string().nullable().optional().default(null),
  status: matchStatusSchema,
  stage: z.string().nullable().optional().default(null),
  start_time: z.string(),
  end_date: z.string().nullable().optional().default(null),
  statistics: statisticsSchema.nullable().optional().default(null),
  available_markets: z.number().int().nonnegative(),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable().optional().default(null),
  top_markets: z.array(marketSchema).optional().default([]),
  has_video: z.boolean().optional().default(false),
  provider: providerSchema,
  is_provider_stats_available: z.boolean().optional().default(false),
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

const MINUTES = { m: 1, h: 60, d: 1440 } as const;
/** Longest `start_within` window: 30 days. */
export const START_WITHIN_MAX_MINUTES = 30 * 1440;

/** A window length such as `90m`, `6h` or `2d`, in minutes. */
const durationParam = z
  .string()
  .regex(/^\d{1,5}[mhd]$/, 'must be a duration such as 90m, 6h or 2d')
  .transform((text) => Number(text.slice(0, -1)) * MINUTES[text.at(-1) as keyof typeof MINUTES])
  .pipe(z.number().int().min(1).max(START_WITHIN_MAX_MINUTES));

/**
 * How much market data each event of a list carries: `featured` (main, secondary and top
 * markets, every field) or `main` (the compact list answer: the main market only, and fields
 * holding their default left out, see the note on `matchSchema`).
 */
export const MATCH_LIST_MARKETS = ['featured', 'main'] as const;

/**
 * GET /matches: every parameter of spec section 7. `id` takes a comma-separated list.
 * `start_within` (`6h`) is the spec's start-within window: events starting from `start_from`
 * (or now) until that much later; it replaces `start_to`.
 */
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
    start_within: durationParam.optional(),
    markets: z.enum(MATCH_LIST_MARKETS).default('featured'),
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
  })
  .refine((q) => q.start_within === undefined || q.start_to === undefined, {
    path: ['start_within'],
    message: 'give either start_to or start_within, not both',
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
