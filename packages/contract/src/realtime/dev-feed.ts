// Operator corrections of the simulated feed, for development and tests (served only while the
// server's dev tools are on): a market's price moved, or a market settled. They go through the
// feed runner's own write path, so the catalog, the realtime events and bet settlement follow
// exactly as after a feed tick. A corrected market stops following the simulation.
import { z } from 'zod';
import { wireOddsSchema } from '../betting/bet';
import { idSchema, textParam } from '../common';
import { defineEndpoint } from '../endpoint';

const marketRef = {
  /** The match's id in the catalog (`match.id`). */
  match_id: idSchema,
  market_id: idSchema,
  specifier: textParam(100).default(''),
};

export const devMovePriceRequest = z.object({
  ...marketRef,
  outcome_id: textParam(100).min(1),
  odds: wireOddsSchema,
});
export const devSettleMarketRequest = z.object({
  ...marketRef,
  /** This outcome wins; every other outcome of the market loses. */
  winning_outcome_id: textParam(100).min(1),
});
export const devMarketResponse = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  status: z.number().int(),
  outcomes: z.array(
    z.object({
      id: z.string(),
      odds: z.number(),
      result: z.enum(['win', 'lose', 'void', 'half_win', 'half_lose']).nullable(),
    }),
  ),
});
export type DevMarketWire = z.infer<typeof devMarketResponse>;

/** Dev tools on `API_BASES.platform`. 404 when the feed does not offer the market. */
export const devFeedEndpoints = {
  movePrice: defineEndpoint({
    method: 'POST',
    path: '/dev/feed/prices',
    summary: "Development: move one outcome's price through the feed",
    body: devMovePriceRequest,
    response: devMarketResponse,
  }),
  settleMarket: defineEndpoint({
    method: 'POST',
    path: '/dev/feed/results',
    summary: 'Development: settle one market through the feed (one outcome wins)',
    body: devSettleMarketRequest,
    response: devMarketResponse,
  }),
};
