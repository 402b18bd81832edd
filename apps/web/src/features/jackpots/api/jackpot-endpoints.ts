// The jackpot calls as the jackpots contract defines them (decision 0029), until main carries
// `packages/contract/src/jackpots/endpoints.ts`; then these give way to its imports.
import {
  defineEndpoint,
  jackpotHitSchema,
  jackpotHitStatusSchema,
  jackpotSchema,
} from '@sportsbook/contract';
import { z } from 'zod';

export const jackpotEndpoints = {
  getJackpots: defineEndpoint({
    method: 'GET',
    path: '/jackpots',
    summary: 'Active jackpots with their levels and pools (public)',
    response: z.object({ data: z.array(jackpotSchema) }),
  }),
  getJackpotHits: defineEndpoint({
    method: 'GET',
    path: '/jackpot-hits',
    summary: 'Jackpot hits, newest first',
    query: z.object({
      jackpot_id: z.string().optional(),
      limit: z.number().int().optional(),
      status: jackpotHitStatusSchema.optional(),
      for_user: z.boolean().optional(),
      unseen: z.boolean().optional(),
    }),
    response: z.object({ data: z.array(jackpotHitSchema) }),
  }),
  markJackpotHitsSeen: defineEndpoint({
    method: 'POST',
    path: '/jackpot-hits/mark-as-seen',
    summary: "Mark the signed-in player's jackpot hits seen",
    body: z.object({ ids: z.array(z.string()).min(1).max(100) }),
    response: z.object({ data: z.object({ ids: z.array(z.string()) }) }),
  }),
};
