// Jackpot calls (spec section 7 "Jackpots" and "Betting" POST /jackpots; decision 0029). The
// pools are public (visitors see them); a player's own hits and marking them seen need sign-in.
import { z } from 'zod';
import { betRequestSchema } from '../betting/bet';
import { boolParam, idParam, idPathParams, idSchema, limitParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema } from '../platform/headers';
import { jackpotHitSchema, jackpotHitStatusSchema, jackpotSchema } from './jackpot-shapes';

/**
 * POST /jackpots (betting base): the bets of a slip, to learn which jackpots each would take
 * part in if placed now. The stake may be 0 while the player has not typed one yet (no jackpot
 * then qualifies).
 */
export const qualifyingJackpotsRequest = z.object({
  bets: z
    .array(
      betRequestSchema.extend({
        stake: z.object({
          value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
          currency: currencyCodeSchema,
        }),
      }),
    )
    .min(1)
    .max(50),
});
export type QualifyingJackpotsRequest = z.input<typeof qualifyingJackpotsRequest>;

/** Per request bet, in order: the jackpots it qualifies for (spec: ticket bet `jackpots`). */
export const qualifyingJackpotsResponse = z.object({
  data: z.array(z.object({ jackpots: z.array(z.object({ id: z.string() })) })),
});
export type QualifyingJackpotsResponse = z.infer<typeof qualifyingJackpotsResponse>;

export const jackpotsResponse = z.object({ data: z.array(jackpotSchema) });
export const jackpotResponse = z.object({ data: jackpotSchema });

/**
 * GET /jackpot-hits: newest first. `for_user` and `unseen` need sign-in: `for_user` keeps the
 * player's own hits, `unseen` the player's hits not yet seen (it implies `for_user`).
 */
export const jackpotHitsQuery = z.object({
  jackpot_id: idParam.optional(),
  limit: limitParam(10),
  status: jackpotHitStatusSchema.optional(),
  for_user: boolParam.optional(),
  unseen: boolParam.optional(),
});
export const jackpotHitsResponse = z.object({ data: z.array(jackpotHitSchema) });
export type JackpotHitsResponse = z.infer<typeof jackpotHitsResponse>;

/** Marks the player's hits seen (the hit popup was dismissed); others' hits are ignored. */
export const markJackpotHitsSeenRequest = z.object({
  ids: z.array(idSchema).min(1).max(100),
});
export const markJackpotHitsSeenResponse = z.object({
  /** The ids that were the player's and not seen before. */
  data: z.object({ ids: z.array(z.string()) }),
});

/** On `API_BASES.sportsbook`. */
export const jackpotEndpoints = {
  getJackpots: defineEndpoint({
    method: 'GET',
    path: '/jackpots',
    summary: 'Active jackpots with their levels and pools (public)',
    response: jackpotsResponse,
  }),
  getJackpot: defineEndpoint({
    method: 'GET',
    path: '/jackpots/:id',
    summary: 'One jackpot with its levels and pools (public; 404 not_found when unknown)',
    params: idPathParams,
    response: jackpotResponse,
  }),
  getJackpotHits: defineEndpoint({
    method: 'GET',
    path: '/jackpot-hits',
    summary:
      'Jackpot hits, newest first (limit default 10); for_user and unseen need sign-in (401)',
    query: jackpotHitsQuery,
    response: jackpotHitsResponse,
  }),
  markJackpotHitsSeen: defineEndpoint({
    method: 'POST',
    path: '/jackpot-hits/mark-as-seen',
    summary: "Mark the signed-in player's jackpot hits seen (only those not seen yet)",
    body: markJackpotHitsSeenRequest,
    response: markJackpotHitsSeenResponse,
  }),
};

/** On `API_BASES.betting` (`/api/sportsbook/v3`). */
export const jackpotBettingEndpoints = {
  getQualifyingJackpots: defineEndpoint({
    method: 'POST',
    path: '/jackpots',
    summary: 'The jackpots each bet of a slip would take part in if placed now',
    body: qualifyingJackpotsRequest,
    response: qualifyingJackpotsResponse,
  }),
};
