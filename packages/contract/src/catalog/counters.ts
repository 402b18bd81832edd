import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import { textParam } from '../common';
import { matchStatusSchema, sportTypeSchema } from './enums';

export const COUNTER_KINDS = ['live', 'sports', 'categories', 'tournaments'] as const;

/** POST /counters: which counters to compute, with optional narrowing filters. */
export const countersRequest = z
  .object({
    filters: z.array(z.enum(COUNTER_KINDS)).min(1).max(4),
    sport_type: sportTypeSchema.optional(),
    sport_key: textParam(64).optional(),
    match_status: matchStatusSchema.optional(),
  })
  .strict();

const countSchema = z.object({
  matches: z.number().int().nonnegative(),
  outrights: z.number().int().nonnegative(),
});

/** Each requested kind is present; `live` counts in-play matches. */
export const countersResponse = z.object({
  data: z.object({
    live: countSchema.optional(),
    sports: z
      .array(countSchema.extend({ id: z.number().int(), key: z.string(), live: z.number().int() }))
      .optional(),
    categories: z
      .array(countSchema.extend({ id: z.number().int(), live: z.number().int() }))
      .optional(),
    tournaments: z
      .array(countSchema.extend({ id: z.number().int(), live: z.number().int() }))
      .optional(),
  }),
});
export type CountersWire = z.infer<typeof countersResponse>['data'];
export type Counters = Camelize<CountersWire>;
export const toCounters = (wire: CountersWire): Counters => camelize(wire);
