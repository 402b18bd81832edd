import { z } from 'zod';
import { minorUnitsSchema } from '../platform/headers';
import { placedBetSchema } from './bet';

// Realtime events of the betting calls, published on the player's `userChannel(id)` as
// `{ type, data }` (spec section 4 "Realtime updates").

export const BETTING_EVENT = {
  betChanged: 'bet_changed',
  betCashoutChanged: 'bet_cashout_changed',
  balanceChanged: 'balance_changed',
} as const;

/** bet_changed: a bet of the player was placed, settled, cashed out or changed; replace it. */
export const betChangedEvent = z.object({
  type: z.literal(BETTING_EVENT.betChanged),
  data: placedBetSchema,
});

/** bet_cashout_changed: the cash-out offer of an open bet moved (null: not offered now). */
export const betCashoutChangedEvent = z.object({
  type: z.literal(BETTING_EVENT.betCashoutChanged),
  data: z.object({ bet_id: z.string(), to_cashout: minorUnitsSchema.nullable() }),
});

/** balance_changed: the balance of one currency after a bet, a payout or a cash-out. */
export const balanceChangedEvent = z.object({
  type: z.literal(BETTING_EVENT.balanceChanged),
  data: z.object({ currency: z.string(), available_to_bet_with_locked_cents: minorUnitsSchema }),
});
