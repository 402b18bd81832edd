import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import { boolParam, limitParam, listResponse, pageParam } from '../common';
import { providerSchema, sportTypeSchema } from './enums';

/** Sport (spec section 3): id, urn_id, key, name, priority, type, provider. */
export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: sportTypeSchema,
  provider: providerSchema,
});
export type SportWire = z.infer<typeof sportSchema>;
export type Sport = Camelize<SportWire>;
export const toSport = (wire: SportWire): Sport => camelize(wire);

/** The sport fields embedded in categories, leagues and matches. */
export const sportRefSchema = sportSchema.pick({ id: true, key: true, name: true, type: true });

/** GET /sports */
export const getSportsQuery = z.object({
  sport_type: sportTypeSchema.optional(),
  provider: providerSchema.optional(),
  has_matches: boolParam.optional(),
  page: pageParam,
  limit: limitParam(500),
});
export const getSportsResponse = listResponse(sportSchema);
