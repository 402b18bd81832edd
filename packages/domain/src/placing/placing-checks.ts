import type { TicketBet } from '../bet-slip/types';
import { isFreebetBonusType } from '../bet-slip/types';
import type { Refusal } from '../core/result';
import { refuse } from '../core/result';
import type { Currency, MinorUnits, MinStakeOverrides } from '../money/money';
import { minStakeFor } from '../money/money';

export const PLACING_ERROR = {
  noBets: 'error.place_bets.no_bets',
  sameMatchSelections: 'error.validation.same_match_selections',
  stakeNotPositive: 'error.place_bets.stake_not_positive',
  unknownCurrency: 'error.place_bets.unknown_currency',
  minStakeFiat: 'error.place_bets.min_stake_fiat',
  minStakeCrypto: 'error.place_bets.min_stake_crypto',
} as const;

export type PlacingCheckResult =
  | { readonly ok: true }
  | Refusal<typeof PLACING_ERROR.noBets>
  | Refusal<
      typeof PLACING_ERROR.sameMatchSelections,
      { readonly betIndex: number; readonly selectionIds: readonly string[] }
    >
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
 * The selections of a combo or system that share their match with another of its selections,
 * in slip order: a combo of Arsenal–Chelsea "1", Arsenal–Chelsea "over 2.5" and Madrid–Barcelona
 * "X" names the first two. One match's outcomes depend on each other, so multiplying their prices
 * misprices the bet; only a custom (bet builder) bet, priced as a whole, holds several selections
 * of one match. Singles hold one selection each and never conflict.
 */
export function sameMatchSelectionIds(bet: TicketBet): string[] {
  if (bet.betType !== 'combo' && bet.betType !== 'system') return [];
  const perMatch = new Map<string, number>();
  for (const selection of bet.selections) {
    perMatch.set(selection.matchId, (perMatch.get(selection.matchId) ?? 0) + 1);
  }
  return bet.selections
    .filter((selection) => (perMatch.get(selection.matchId) ?? 0) > 1)
    .map((selection) => selection.id);
}

/**
 * The first bet of a slip holding two selections of one match where that is not allowed
 * (`sameMatchSelectionIds`), or null. The slip marks these selections and the server refuses them.
 */
export function findSameMatchConflict(
  bets: readonly TicketBet[],
): { readonly betIndex: number; readonly selectionIds: readonly string[] } | null {
  for (const [betIndex, bet] of bets.entries()) {
    const selectionIds = sameMatchSelectionIds(bet);
    if (selectionIds.length > 0) return { betIndex, selectionIds };
  }
  return null;
}

/**
 * Whether a slip can be sent (spec section 5, placing rules). Refused when there are no bets,
 * when a combo or system holds two selections of one match (naming them), when a stake is not above zero, or when a stake is below the fiat or crypto minimum of its
 * currency (€0.10, 1 µBTC by default). Every bet is checked on its own: each single of a
 * multi-single, and a system by its stake per combination (a €0.05 2/3 is refused even though it
 * costs €0.15). A freebet's stake is set by the bonus and is not held to the minimum.
 */
export function checkBetsPlaceable(
  bets: readonly TicketBet[],
  context: PlacingContext,
): PlacingCheckResult {
  if (bets.length === 0) return refuse(PLACING_ERROR.noBets);
  const conflict = findSameMatchConflict(bets);
  if (conflict !== null) return refuse(PLACING_ERROR.sameMatchSelections, conflict);
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
