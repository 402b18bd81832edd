// The slip's applicable-bonus call: which bonuses each bet of a slip may use now.
import { z } from 'zod';
import { betRequestSchema } from '../betting/bet';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema } from '../platform/headers';
import { freebetSchema } from './freebets';

/**
 * POST /bonuses (betting base): the bets of a slip, to learn which bonuses each may use. The
 * stakes are not compared (choosing a freebet sets the stake), so 0 is accepted.
 */
export const applicableBonusesRequest = z.object({
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
export type ApplicableBonusesRequest = z.input<typeof applicableBonusesRequest>;

/**
 * Per request bet, in order: the bonuses it may use now. Only freebets are issued by this
 * backend; the other kinds are always null (their programmes are not offered yet).
 */
export const applicableBonusesResponse = z.object({
  data: z.array(
    z.object({
      freebet: z.array(freebetSchema),
      comboboost: z.null(),
      hunting: z.null(),
      lootbox: z.null(),
      tournament: z.null(),
    }),
  ),
});
export type ApplicableBonusesResponse = z.infer<typeof applicableBonusesResponse>;

/** On `API_BASES.betting` (`/api/sportsbook/v3`, spec section 7 "Betting"); sign-in required. */
export const bonusBettingEndpoints = {
  getApplicableBonuses: defineEndpoint({
    method: 'POST',
    path: '/bonuses',
    summary: 'The bonuses each bet of a slip may use now',
    body: applicableBonusesRequest,
    response: applicableBonusesResponse,
  }),
};
