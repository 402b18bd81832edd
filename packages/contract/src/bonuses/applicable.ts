// The slip's applicable-bonus call: which bonuses each bet of a slip may use now.
import { z } from 'zod';
import { betRequestSchema } from '../betting/bet';
import { defineEndpoint } from '../endpoint';
import { currencyCodeSchema, minorUnitsSchema } from '../platform/headers';
import { comboboostSchema } from './bonus-shapes';
import { freebetSchema } from './freebets';

/** The bets of a slip; the stake is not compared (choosing a freebet sets it), so 0 is accepted. */
export const applicableBetsSchema = z
  .array(
    betRequestSchema.extend({
      stake: z.object({
        value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        currency: currencyCodeSchema,
      }),
    }),
  )
  .min(1)
  .max(50);

/** POST /bonuses (betting base): the bets of a slip, to learn which bonuses each may use. */
export const applicableBonusesRequest = z.object({ bets: applicableBetsSchema });
export type ApplicableBonusesRequest = z.input<typeof applicableBonusesRequest>;

/**
 * The comboboost a bet gets now: the campaign's wire shape plus `bonus_odds`, the boost of the
 * range the bet's selection count falls in (send it back as `bonus.odds` when placing).
 */
export const applicableComboboostSchema = comboboostSchema.extend({ bonus_odds: z.number() });
export type ApplicableComboboostWire = z.infer<typeof applicableComboboostSchema>;

/**
 * A hunting, tournament or lootbox campaign a bet would farm for, and what it would farm:
 * `points` (hunting and tournament points, lootbox progress), `farmed_amount` (the stake that
 * counts towards a tournament's leaderboard, minor units of `currency`).
 */
const farmingOffer = <T extends 'hunting' | 'tournament' | 'lootbox'>(type: T) =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.literal(type),
    points: z.number(),
    farmed_amount: minorUnitsSchema,
    currency: z.string(),
  });
export const applicableHuntingSchema = farmingOffer('hunting');
export const applicableTournamentSchema = farmingOffer('tournament');
export const applicableLootboxSchema = farmingOffer('lootbox');
export type ApplicableFarmingWire =
  | z.infer<typeof applicableHuntingSchema>
  | z.infer<typeof applicableTournamentSchema>
  | z.infer<typeof applicableLootboxSchema>;

/** Per request bet, in order: the bonuses it may use now (null: none of that kind). */
export const applicableBonusesResponse = z.object({
  data: z.array(
    z.object({
      freebet: z.array(freebetSchema),
      comboboost: applicableComboboostSchema.nullable(),
      hunting: applicableHuntingSchema.nullable(),
      lootbox: applicableLootboxSchema.nullable(),
      tournament: applicableTournamentSchema.nullable(),
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
