import { z } from 'zod';
import { type Camelize, camelize } from '../case';
import { idParam, limitParam, listResponse, pageParam, textParam } from '../common';
import { marketStatusSchema, providerSchema } from './enums';

/**
 * Decimal odds on the wire: a JSON number with at most three decimals, at least 1.001.
 * Clients turn it into exact scaled decimals (packages/domain) before any arithmetic.
 */
export const oddsSchema = z.number().min(1).max(100_000);

/** Outcome (spec section 3): id, name, active, odds. */
export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  odds: oddsSchema,
});
export type OutcomeWire = z.infer<typeof outcomeSchema>;
export type Outcome = Camelize<OutcomeWire>;

/**
 * Market (spec section 3). `id` is the market type (e.g. 18 = total goals); together with
 * `specifier` (e.g. `total=2.5`) it names one line of a match.
 */
export const marketSchema = z.object({
  match_urn_id: z.string(),
  id: z.number().int(),
  name: z.string(),
  status: marketStatusSchema,
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  // Compact list answers (`markets=main`) leave these out when they hold the default.
  most_balanced: z.boolean().optional().default(false),
  next_bet_stop: z.string().nullable().optional().default(null),
  custom_bet_groups: z.array(z.string()).optional().default([]),
  provider: providerSchema,
});
export type MarketWire = z.infer<typeof marketSchema>;
export type Market = Camelize<MarketWire>;
export const toMarket = (wire: MarketWire): Market => camelize(wire);

/** GET /matches/{id}/markets */
export const getMatchMarketsQuery = z.object({
  group_key: textParam(64).optional(),
  market_id: idParam.optional(),
  page: pageParam,
  limit: limitParam(500),
});
export const getMatchMarketsResponse = listResponse(marketSchema);

// The plain list lives in codes.ts (no zod), so a client can read it without the schemas.
export { MARKET_GROUPS } from './codes';
