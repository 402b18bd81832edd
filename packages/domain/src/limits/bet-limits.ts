import type { TicketBet } from '../bet-slip/types';
import type { MinorUnits } from '../money/money';
import type { DecimalOdds } from '../odds/odds';
import { compareOdds, isValidWireOdds, oddsFromScaledExact, oddsToScaled } from '../odds/odds';
import { betOdds, betProfit, betTotalStake } from '../potential-win/potential-win';

/** What happens at a limit: reject gives an error, accept a warning the player can bet through. */
export type LimitAction = 'reject' | 'accept';

export interface AmountLimit {
  /** In minor units of the currency it is keyed by. */
  readonly amount: MinorUnits;
  readonly action: LimitAction;
}

/** Limits per currency code, in separate maps for fiat and crypto currencies. */
export interface CurrencyLimits {
  readonly fiat: Readonly<Record<string, AmountLimit>>;
  readonly crypto: Readonly<Record<string, AmountLimit>>;
}

/** Spec section 3 "Bet limits (client)". A null limit is not configured. */
export interface BetLimits {
  readonly selectionLimit: number | null;
  readonly oddsLimit: { readonly value: DecimalOdds; readonly action: LimitAction } | null;
  readonly maxStakeLimit: CurrencyLimits | null;
  readonly payoutLimit: CurrencyLimits | null;
}

/**
 * The odds limit a player has unless the operator sets another (action reject): odds at or above
 * 1000 are refused. It lies far above `ODDS_CAP` (40), so no single price the cap lets through is
 * ever refused by it; only long combos reach it.
 */
export const DEFAULT_ODDS_LIMIT = 1000;

/**
 * An odds limit from the wire (settings' `odds_limit.value`). A limit is not a price: it is kept
 * as configured, never capped like a selection's price (`oddsFromWire` would turn the default
 * 1000 into 40 and then refuse every price at the cap). Throws a RangeError below 1, as
 * `oddsFromWire`.
 */
export function oddsLimitFromWire(value: number): DecimalOdds {
  if (!isValidWireOdds(value)) throw new RangeError(`An odds limit must be ≥ 1, got ${value}`);
  return oddsFromScaledExact(oddsToScaled(value));
}

/** Bet limit kinds (spec section 9). */
export type BetLimitKind = 'max_selections' | 'max_odds' | 'max_stake' | 'max_payout';

export const BET_LIMIT_CODE = {
  selectionLimitExceeded: 'error.validation.bet_limits.selection_limit_exceeded',
  oddsLimitExceeded: 'error.validation.bet_limits.odds_limit_exceeded',
  oddsLimitWarning: 'warning.validation.bet_limits.odds_limit_exceeded',
  maxStakeLimitExceeded: 'error.validation.bet_limits.max_stake_limit_exceeded',
  payoutLimitExceeded: 'error.validation.bet_limits.payout_limit_exceeded',
  payoutLimitWarning: 'warning.validation.bet_limits.payout_limit_exceeded',
} as const;

export type Severity = 'error' | 'warning';

export type BetLimitViolation =
  | {
      readonly ok: false;
      readonly kind: 'max_selections';
      readonly severity: 'error';
      readonly code: typeof BET_LIMIT_CODE.selectionLimitExceeded;
      readonly limit: number;
    }
  | {
      readonly ok: false;
      readonly kind: 'max_odds';
      readonly severity: Severity;
      readonly code:
        typeof BET_LIMIT_CODE.oddsLimitExceeded | typeof BET_LIMIT_CODE.oddsLimitWarning;
      readonly limit: DecimalOdds;
    }
  | {
      readonly ok: false;
      readonly kind: 'max_stake';
      readonly severity: 'error';
      readonly code: typeof BET_LIMIT_CODE.maxStakeLimitExceeded;
      readonly limit: MinorUnits;
      readonly currency: string;
    }
  | {
      readonly ok: false;
      readonly kind: 'max_payout';
      readonly severity: Severity;
      readonly code:
        typeof BET_LIMIT_CODE.payoutLimitExceeded | typeof BET_LIMIT_CODE.payoutLimitWarning;
      readonly currency: string;
      readonly amount: MinorUnits;
    };

export type BetLimitsResult = { readonly ok: true } | BetLimitViolation;

function severityOf(action: LimitAction): Severity {
  return action === 'reject' ? 'error' : 'warning';
}

/** The limit for a currency code, from the fiat map or else the crypto map. */
export function limitForCurrency(
  limits: CurrencyLimits | null,
  currency: string,
): AmountLimit | undefined {
  return limits?.fiat[currency] ?? limits?.crypto[currency];
}

/**
 * Checks the slip against the bet limits in the spec's order and reports the first one reached
 * (section 5). Every bound is reached "at or above" its value:
 * 1. selections on the slip ≥ selection limit → error;
 * 2. a bet's odds ≥ odds limit (each single of a multi-single on its own; a combo's combined
 *    odds; a system's best combination) → error if the action is reject, warning if accept;
 * 3. a bet's total stake ≥ the max stake for its currency → error whatever the action;
 * 4. a bet's profit (gross return minus total stake) ≥ the payout limit for its currency → error
 *    or warning by the action.
 * Example: selection limit 20 refuses a 20-selection slip; odds limit 100 (accept) warns at 100.00.
 */
export function checkBetLimits(bets: readonly TicketBet[], limits: BetLimits): BetLimitsResult {
  const selectionCount = bets.reduce((count, bet) => count + bet.selections.length, 0);
  if (limits.selectionLimit !== null && selectionCount >= limits.selectionLimit) {
    return {
      ok: false,
      kind: 'max_selections',
      severity: 'error',
      code: BET_LIMIT_CODE.selectionLimitExceeded,
      limit: limits.selectionLimit,
    };
  }
  const oddsLimit = limits.oddsLimit;
  if (oddsLimit !== null && bets.some((bet) => compareOdds(betOdds(bet), oddsLimit.value) >= 0)) {
    const severity = severityOf(oddsLimit.action);
    return {
      ok: false,
      kind: 'max_odds',
      severity,
      code:
        severity === 'error' ? BET_LIMIT_CODE.oddsLimitExceeded : BET_LIMIT_CODE.oddsLimitWarning,
      limit: oddsLimit.value,
    };
  }
  for (const bet of bets) {
    const maxStake = limitForCurrency(limits.maxStakeLimit, bet.currency);
    if (maxStake !== undefined && betTotalStake(bet) >= maxStake.amount) {
      return {
        ok: false,
        kind: 'max_stake',
        severity: 'error',
        code: BET_LIMIT_CODE.maxStakeLimitExceeded,
        limit: maxStake.amount,
        currency: bet.currency,
      };
    }
  }
  for (const bet of bets) {
    const payout = limitForCurrency(limits.payoutLimit, bet.currency);
    if (payout !== undefined && betProfit(bet) >= payout.amount) {
      const severity = severityOf(payout.action);
      return {
        ok: false,
        kind: 'max_payout',
        severity,
        code:
          severity === 'error'
            ? BET_LIMIT_CODE.payoutLimitExceeded
            : BET_LIMIT_CODE.payoutLimitWarning,
        currency: bet.currency,
        amount: payout.amount,
      };
    }
  }
  return { ok: true };
}
