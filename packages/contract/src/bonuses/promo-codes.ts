// Promo codes: the player's claim (`POST /bonuses/promo-code`) and the code as the operator
// creates and lists it. A code stands for one campaign; each player may claim it once.
import { z } from 'zod';
import { instantParam, plainText } from '../common';
import { campaignTypeSchema } from './bonus-shapes';

/** Letters, digits, `-` and `_`, 3 to 40 long; compared without case (stored upper-case). */
export const promoCodeTextSchema = plainText(
  z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
).transform((code) => code.toUpperCase());

export const claimPromoCodeRequest = z.object({ code: promoCodeTextSchema });
export type ClaimPromoCodeRequest = z.input<typeof claimPromoCodeRequest>;

/**
 * What a claim issued: a freebet campaign's code gives a freebet (`freebet_id`), any other kind
 * the player's record of the campaign (its bonus is then in that kind's list).
 */
export const claimPromoCodeResponse = z.object({
  data: z.object({
    campaign_id: z.string(),
    type: campaignTypeSchema,
    name: z.string(),
    freebet_id: z.string().nullable(),
  }),
});
export type ClaimPromoCodeResponse = z.infer<typeof claimPromoCodeResponse>;

/** A promo code as the operator API shows it. */
export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  campaign_id: z.number().int(),
  /** Claims allowed over all players; null: no cap. */
  max_claims: z.number().int().nullable(),
  claims: z.number().int(),
  valid_to: z.string().nullable(),
  created_at: z.string(),
});
export type PromoCodeWire = z.infer<typeof promoCodeSchema>;

export const createPromoCodeRequest = z.object({
  code: promoCodeTextSchema,
  campaign_id: z.number().int().min(1).max(2_147_483_647),
  max_claims: z.number().int().min(1).max(10_000_000).nullable().default(null),
  valid_to: instantParam.nullable().default(null),
});
export type CreatePromoCodeRequest = z.input<typeof createPromoCodeRequest>;
