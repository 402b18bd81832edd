import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '@sportsbook/domain';
import { z } from 'zod';
import { boolParam } from '../common';
import { matchStatusSchema, sportTypeSchema } from './enums';
import { competitorSchema, matchSchema } from './match';
import { sportRefSchema } from './sport';
import { tournamentSchema } from './tournament';

/** GET /search; the query's length rule (3 to 50 characters, trimmed) is the domain's. */
export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_TEXT_MIN)
    .max(SEARCH_TEXT_MAX)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'),
  sport_type: sportTypeSchema.optional(),
  match_status: z.string().regex(/^\d$/).transform(Number).pipe(matchStatusSchema).optional(),
  only_events_name: boolParam.optional(),
});

/**
 * A team (competitor) found by name, with the event a player would open for it: its live match,
 * else its next one. Teams without a live or upcoming match are left out (nothing to bet on).
 */
export const searchTeamSchema = competitorSchema.extend({
  sport: sportRefSchema,
  next_match: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    status: matchStatusSchema,
    start_time: z.string(),
  }),
});
export type SearchTeamWire = z.infer<typeof searchTeamSchema>;

export const searchResponse = z.object({
  data: z.object({
    matches: z.array(matchSchema),
    tournaments: z.array(tournamentSchema),
    teams: z.array(searchTeamSchema),
  }),
});
