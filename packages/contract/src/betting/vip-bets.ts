// VIP bets (decision 0039): a stake above the player's max stake sent for a trader's review. The
// stake is held while the trader decides; the trader accepts, rejects or counter-offers a lower
// stake or other odds, which the player confirms or declines in time. Player calls live on the
// betting base, the trader's on the operator API.
import { z } from 'zod';
import { idPathParams, idSchema, itemResponse, textParam } from '../common';
import { defineEndpoint } from '../endpoint';
import { minorUnitsSchema } from '../platform/headers';
import { betErrorResponse } from './errors';
import { betMoneySchema, betRequestSchema, placeBetsMetaSchema, wireOddsSchema } from './bet';

export const VIP_BET_STATES = [
  'pending',
  'countered',
  'accepted',
  'rejected',
  'declined',
  'expired',
] as const;
export const vipBetStateSchema = z.enum(VIP_BET_STATES);
export type VipBetStateWire = z.infer<typeof vipBetStateSchema>;

export const vipBetSelectionSchema = z.object({
  match_id: z.number().int(),
  match_name: z.string(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  odds: z.number(),
});

/** A trader's counter-offer: what the bet becomes if the player confirms before `expires_at`. */
export const vipCounterOfferSchema = z.object({
  stake: minorUnitsSchema,
  odds: z.number(),
  potential_win: minorUnitsSchema,
  expires_at: z.string(),
});

/**
 * A VIP bet request. Amounts are minor units of `stake.currency`; `stake` is what was asked for
 * (and held); `expires_at` is when the current state lapses (review or counter-offer), null once
 * decided; `bet_id` is the placed bet once accepted.
 */
export const vipBetSchema = z.object({
  id: z.string(),
  status: vipBetStateSchema,
  type: z.enum(['single', 'combo']),
  stake: betMoneySchema,
  currency: z.string(),
  odds: z.number(),
  potential_win: minorUnitsSchema,
  selections: z.array(vipBetSelectionSchema),
  counter_offer: vipCounterOfferSchema.nullable(),
  expires_at: z.string().nullable(),
  bet_id: z.string().nullable(),
  is_vip: z.literal(true),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type VipBetWire = z.infer<typeof vipBetSchema>;

/** The trader's view adds who asked. */
export const operatorVipBetSchema = vipBetSchema.extend({ player_id: z.number().int() });
export type OperatorVipBetWire = z.infer<typeof operatorVipBetSchema>;

/** POST /bets/vip: one bet, as in a placement (Idempotency-Key header as POST /bets). */
export const vipBetRequest = z.object({
  meta: placeBetsMetaSchema,
  bet: betRequestSchema,
  locale: textParam(10).optional(),
});
export type VipBetRequest = z.input<typeof vipBetRequest>;

export const vipBetParams = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'must be a VIP bet id'),
});

export const vipBetResponse = itemResponse(vipBetSchema);
export const vipBetsResponse = z.object({ data: z.array(vipBetSchema) });

export const vipBettingEndpoints = {
  requestVipBet: defineEndpoint({
    method: 'POST',
    path: '/bets/vip',
    summary:
      'Send a bet whose stake is above the max stake for a trader’s review; the stake is held (refusals: betErrorResponse, 422 vip_not_eligible with the reason)',
    body: vipBetRequest,
    response: vipBetResponse,
    refusal: betErrorResponse,
  }),
  getVipBets: defineEndpoint({
    method: 'GET',
    path: '/bets/vip',
    summary: 'The player’s VIP bets under review, counter-offered or accepted (newest first)',
    response: vipBetsResponse,
  }),
  confirmVipCounterOffer: defineEndpoint({
    method: 'POST',
    path: '/bets/vip/:id/confirm',
    summary: 'Take the trader’s counter-offer: the bet is placed at its stake and odds',
    params: vipBetParams,
    response: vipBetResponse,
  }),
  declineVipCounterOffer: defineEndpoint({
    method: 'POST',
    path: '/bets/vip/:id/decline',
    summary: 'Decline the trader’s counter-offer: the held stake is released',
    params: vipBetParams,
    response: vipBetResponse,
  }),
};

export const operatorVipBetsQuery = z.object({
  status: vipBetStateSchema.optional(),
  player_id: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a player id')
    .transform(Number)
    .pipe(idSchema)
    .optional(),
});

export const operatorVipCounterOfferRequest = z
  .object({
    /** The stake the trader takes: at most the requested one. */
    stake: z
      .number()
      .int('must be whole minor units')
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .optional(),
    /** Other odds (a single only). */
    odds: wireOddsSchema.optional(),
  })
  .refine((body) => body.stake !== undefined || body.odds !== undefined, {
    message: 'give a stake, odds or both',
    path: ['stake'],
  });

export const operatorVipRejectRequest = z.object({ reason: textParam(500).optional() });

export const operatorVipBetResponse = itemResponse(operatorVipBetSchema);

export const operatorVipBetEndpoints = {
  listVipBets: defineEndpoint({
    method: 'GET',
    path: '/vip-bets',
    summary: 'VIP bets, oldest first: by default those awaiting the trader (pending)',
    query: operatorVipBetsQuery,
    response: z.object({ data: z.array(operatorVipBetSchema) }),
  }),
  acceptVipBet: defineEndpoint({
    method: 'POST',
    path: '/vip-bets/:id/accept',
    summary: 'Accept a pending VIP bet as asked: it becomes an open bet (409 once decided)',
    params: idPathParams,
    response: operatorVipBetResponse,
  }),
  rejectVipBet: defineEndpoint({
    method: 'POST',
    path: '/vip-bets/:id/reject',
    summary: 'Reject a pending or counter-offered VIP bet: the held stake is released',
    params: idPathParams,
    body: operatorVipRejectRequest,
    response: operatorVipBetResponse,
  }),
  counterOfferVipBet: defineEndpoint({
    method: 'POST',
    path: '/vip-bets/:id/counter-offer',
    summary:
      'Offer a lower stake and/or other odds (a single) that the player confirms within two minutes',
    params: idPathParams,
    body: operatorVipCounterOfferRequest,
    response: operatorVipBetResponse,
  }),
};
