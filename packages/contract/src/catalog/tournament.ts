import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import {
  boolParam,
  idParam,
  itemResponse,
  limitParam,
  listResponse,
  pageParam,
  textParam,
} from '../common';
import { sportTypeSchema, tournamentStateSchema } from './enums';
import { categoryRefSchema } from './category';
import { sportRefSchema } from './sport';

/**
 * League (tournament), spec section 3: id, urn_id, slug, name, priority, category, sport, the
 * counts of main and secondary market outcomes, and its level state.
 */
export const tournamentSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  state: tournamentStateSchema,
  is_top: z.boolean(),
  category: categoryRefSchema,
  sport: sportRefSchema,
  main_market_outcomes_count: z.number().int().nonnegative(),
  secondary_market_outcomes_count: z.number().int().nonnegative(),
});
export type TournamentWire = z.infer<typeof tournamentSchema>;
export type Tournament = Camelize<TournamentWire>;
export const toTournament = (wire: TournamentWire): Tournament => camelize(wire);

export const tournamentRefSchema = tournamentSchema.pick({
  id: true,
  urn_id: true,
  slug: true,
  name: true,
  category: true,
  sport: true,
});

/** GET /tournaments */
export const getTournamentsQuery = z.object({
  sport_key: textParam(64).optional(),
  sport_type: sportTypeSchema.optional(),
  category_id: idParam.optional(),
  slug: textParam(128).optional(),
  is_top: boolParam.optional(),
  state: tournamentStateSchema.optional(),
  page: pageParam,
  limit: limitParam(500),
});
export const getTournamentsResponse = listResponse(tournamentSchema);

/** GET /tournaments/{id} */
export const getTournamentResponse = itemResponse(tournamentSchema);
