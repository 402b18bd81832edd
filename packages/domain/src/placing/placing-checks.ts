import type { TicketBet } from '../bet-slip/types';
import { isFreebetBonusType } from '../bet-slip/types';
import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import type { Currency, MinorUnits, MinStakeOverrides } from '../money/money';
import { minStakeFor } from '../money/money';
import { ticketTotalStake } from '../potential-win/potential-win';

export const PLACING_ERROR = {
  noBets: 'error.place_bets.no_bets',
  stakeNotPositive: 'error.place_bets.stake_not_positive',
  unknownCurrency: 'error.place_bets.unknown_currency',
  minStakeFiat: 'error.place_bets.min_stake_fiat',
  minStakeCrypto: 'error.place_bets.min_stake_crypto',
} as const;

export type PlacingCheckResult =
  | { readonly ok: true }
  | Refusal<typeof PLACING_ERROR.noBets>
  | Refusal<typeof PLACING_ERROR.stakeNotPositive, { readonly betIndex: number }>
  | Refusal<typeof PLACING_ERROR.unknownCurrency, { readonly currency: string }>
  | Refusal<
      typeof PLACING_ERROR.minStakeFiat | typeof PLACING_ERROR.minStakeCrypto,
      { readonly betIndex: number; readonly minStake: MinorUnits; readonly currency: string }
    >;

export interface PlacingContext {
  /** The currencies by code (the client user's currenciesByCode). */
  readonly currencies: Readonly<Record<string, Currency>>;
  /** Minimum stakes configured per currency, overriding the defaults of `minStakeFor`. */
  readonly minStakes?: MinStakeOverrides;
}

/**
 * Whether a slip can be sent (spec section 5, placing rules). Refused when there are no bets,
 * when a stake is not above zero, or when a stake is below the fiat or crypto minimum of its
 * currency (€0.10, 1 µBTC by default). Every bet is checked on its own: each single of a
 * multi-single, and a system by its stake per combination (a €0.05 2/3 is refused even though it
 * costs €0.15). A freebet's stake is set by the bonus and is not held to the minimum.
 */
export function checkBetsPlaceable(
  bets: readonly TicketBet[],
  context: PlacingContext,
): PlacingCheckResult {
  if (bets.length === 0) return refuse(PLACING_ERROR.noBets);
  const notPositive = bets.findIndex((bet) => bet.stake <= 0);
  if (notPositive >= 0) return refuse(PLACING_ERROR.stakeNotPositive, { betIndex: notPositive });
  for (const [betIndex, bet] of bets.entries()) {
    const currency = context.currencies[bet.currency];
    if (currency === undefined) {
      return refuse(PLACING_ERROR.unknownCurrency, { currency: bet.currency });
    }
    if (bet.bonus !== null && isFreebetBonusType(bet.bonus.type)) continue;
    const minStake = minStakeFor(currency, context.minStakes);
    if (bet.stake < minStake) {
      return refuse(currency.fiat ? PLACING_ERROR.minStakeFiat : PLACING_ERROR.minStakeCrypto, {
        betIndex,
        minStake,
        currency: currency.code,
      });
    }
  }
  return { ok: true };
}

/**
 * Whether a bet set is valid to place: every stake above zero and the sum of stakes, leaving out
 * bets staked by a no-risk or all-win freebet, equal to the total the player was shown (a system
 * counts stake × combinations). The server checks the request's declared total with it.
 */
export function isBetSetValid(bets: readonly TicketBet[], declaredTotal: MinorUnits): boolean {
  return bets.every((bet) => bet.stake > 0) && ticketTotalStake(bets) === declaredTotal;
}
