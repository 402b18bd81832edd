import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import { idParam, itemResponse, limitParam, listResponse, pageParam, textParam } from '../common';
import { sportTypeSchema } from './enums';
import { sportRefSchema } from './sport';

/** Category (spec section 3): id, slug, name, priority, country_code and the sport fields. */
export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportRefSchema,
});
export type CategoryWire = z.infer<typeof categorySchema>;
export type Category = Camelize<CategoryWire>;
export const toCategory = (wire: CategoryWire): Category => camelize(wire);

export const categoryRefSchema = categorySchema.pick({
  id: true,
  slug: true,
  name: true,
  country_code: true,
});

/** GET /categories */
export const getCategoriesQuery = z.object({
  sport_key: textParam(64).optional(),
  sport_id: idParam.optional(),
  sport_type: sportTypeSchema.optional(),
  slug: textParam(128).optional(),
  page: pageParam,
  limit: limitParam(500),
});
export const getCategoriesResponse = listResponse(categorySchema);

/** GET /categories/{id} */
export const getCategoryResponse = itemResponse(categorySchema);
