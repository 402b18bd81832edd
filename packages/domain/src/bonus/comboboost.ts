// Comboboost (spec section 3): a combo of enough selections, each priced at least `minOdds` and
// on matches the campaign's event conditions admit, gets the bonus odds of the range its
// selection count falls in. The boost raises the combo's winnings (1.05 = 5 % more winnings):
// `boostedOddsScaled` of potential-win.ts is the one rule, used by the slip's potential win
// and by settlement (`settlementGross`), so what the slip shows is what settlement pays.
import type { BetType } from '../bet-slip/types';
import type { DecimalOdds } from '../odds/odds';
import { oddsToScaled } from '../odds/odds';
import {
  type EventConditionLists,
  type MatchPlacement,
  allMeetEventConditions,
} from './event-conditions';

export interface ComboboostRange {
  readonly min_count: number;
  /** null: no upper bound. */
  readonly max_count: number | null;
  readonly bonus_odds: number;
}

/** What a comboboost campaign asks of a bet. */
export interface ComboboostRule {
  /** The least price of each selection; null: any. */
  readonly minOdds: number | null;
  readonly ranges: readonly ComboboostRange[];
  readonly eventConditions: EventConditionLists;
}

/** A bet as the comboboost rule reads it: its type and, per selection, its price and match. */
export interface ComboboostBet {
  readonly betType: BetType;
  readonly selections: readonly { readonly odds: DecimalOdds; readonly match: MatchPlacement }[];
}

/** Why a bet gets no comboboost, or null when it gets one. */
export type ComboboostMiss = 'bet_type' | 'selection_count' | 'min_odds' | 'event_conditions';

/**
 * The range a selection count falls in. Ranges may overlap (an operator's mistake): the one
 * with the highest `min_count` that still admits the count wins, so a longer combo never gets
 * the boost meant for shorter ones.
 */
export function comboboostRangeFor(
  ranges: readonly ComboboostRange[],
  count: number,
): ComboboostRange | null {
  let best: ComboboostRange | null = null;
  for (const range of ranges) {
    if (count < range.min_count) continue;
    if (range.max_count !== null && count > range.max_count) continue;
    if (best === null || range.min_count > best.min_count) best = range;
  }
  return best;
}

/** Why the bet misses the comboboost, null when it qualifies (checked in this order). */
export function comboboostMiss(rule: ComboboostRule, bet: ComboboostBet): ComboboostMiss | null {
  // Only a combo is boosted: settlement boosts only combos (settlementGross).
  if (bet.betType !== 'combo') return 'bet_type';
  if (comboboostRangeFor(rule.ranges, bet.selections.length) === null) return 'selection_count';
  if (
    rule.minOdds !== null &&
    bet.selections.some((s) => oddsToScaled(s.odds) < oddsToScaled(rule.minOdds as number))
  ) {
    return 'min_odds';
  }
  if (
    !allMeetEventConditions(
      rule.eventConditions,
      bet.selections.map((s) => s.match),
    )
  ) {
    return 'event_conditions';
  }
  return null;
}

/** The bonus odds the bet gets now, or null when it does not qualify. */
export function comboboostOdds(rule: ComboboostRule, bet: ComboboostBet): DecimalOdds | null {
  if (comboboostMiss(rule, bet) !== null) return null;
  const range = comboboostRangeFor(rule.ranges, bet.selections.length);
  return range === null ? null : (range.bonus_odds as DecimalOdds);
}

/** Whether the odds a player sent are the bonus odds now (compared at wire precision). */
export function sameBonusOdds(sent: number, current: DecimalOdds): boolean {
  return oddsToScaled(sent) === oddsToScaled(current);
}
