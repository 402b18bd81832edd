import { z } from 'zod';
import { itemResponse, textParam } from '../common';
import { placedBetSchema } from './bet';

const betId = z.string().regex(/^\d{1,18}$/, 'must be a bet id');
const positiveMinorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * POST /bets/cashout (spec section 7): cash out at the offer the player saw. `to_cashout` is that
 * offer (the bet's `to_cashout`); the call is refused with 130 when the offer is different now,
 * 131 when none is offered (a market suspended). `amount` asks for a partial cash-out: that much
 * of the offer is paid now (0 < amount < to_cashout) and the stake is reduced in proportion —
 * the bet stays open with `stake × (1 − amount / to_cashout)`, floored to the minor unit.
 */
export const cashoutRequest = z.object({
  bet_id: betId,
  to_cashout: positiveMinorUnits,
  amount: positiveMinorUnits.optional(),
  locale: textParam(10).optional(),
});
export type CashoutRequest = z.input<typeof cashoutRequest>;
export const cashoutResponse = itemResponse(placedBetSchema);

/**
 * POST /bets/auto-cashout: cash out in full, automatically, as soon as the offer reaches
 * `target` (checked whenever prices move); `target: null` removes the rule. The target must be
 * above the current offer (else the player would cash out by hand).
 */
export const autoCashoutRequest = z.object({
  bet_id: betId,
  target: positiveMinorUnits.nullable(),
});
export const autoCashoutResponse = itemResponse(placedBetSchema);
