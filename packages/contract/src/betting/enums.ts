import { z } from 'zod';
import { BET_STATUSES } from './statuses';

// The status lists live in statuses.ts (no zod), so a client can read them without the schemas.
export {
  BET_STATUSES,
  EXCLUDED_BET_STATUSES,
  OPEN_BET_STATUSES,
  SETTLED_BET_STATUSES,
} from './statuses';
export const betStatusSchema = z.enum(BET_STATUSES);
export type BetStatus = z.infer<typeof betStatusSchema>;

/**
 * Bet results (spec section 4):
 * - `no_results`: not settled yet;
 * - `win_entire`, `lose_entire`: won or lost in full;
 * - `refund_entire`: every selection void (stake back), or the bet was cancelled;
 * - `refund_half_win_other`: a quarter line — half the stake refunded, the other half won;
 * - `refund_half_lose_other`: a quarter line — half refunded, the other half lost;
 * - `canceled`: cancelled by the operator (stake refunded);
 * - `cashed_out`: cashed out in full.
 * A combo or system with mixed legs takes `win_entire` when it pays more than its stake,
 * `refund_entire` when it pays exactly the stake back and `lose_entire` when it pays less;
 * half results name a single whose line settled half.
 */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;
export const betResultSchema = z.enum(BET_RESULTS);
export type BetResult = z.infer<typeof betResultSchema>;

/** Result filter of the history (spec section 4): all, win, lose, refund. */
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export const betResultFilterSchema = z.enum(BET_RESULT_FILTERS);

/** Bet filter of the history (spec section 4): all, open, settled. */
export const BET_FILTERS = ['all', 'open', 'settled'] as const;
export const betFilterSchema = z.enum(BET_FILTERS);

/** Kinds of bet. A multi-single is several `single` bets in one request. */
export const BET_TYPES = ['single', 'combo', 'system', 'custom'] as const;
export const betTypeSchema = z.enum(BET_TYPES);
export type BetTypeWire = z.infer<typeof betTypeSchema>;

/**
 * A selection's state inside a placed bet: `open` until its market settles, then the feed's
 * outcome result (`win`, `lose`, `void`, `half_win`, `half_lose`), or `cancelled` when its market
 * was cancelled (counted as void).
 */
export const SELECTION_STATUSES = [
  'open',
  'win',
  'lose',
  'void',
  'half_win',
  'half_lose',
  'cancelled',
] as const;
export const selectionStatusSchema = z.enum(SELECTION_STATUSES);
export type SelectionStatus = z.infer<typeof selectionStatusSchema>;

/** Bonus types of spec section 9 a bet can carry. */
export const BET_BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
] as const;
export const betBonusTypeSchema = z.enum(BET_BONUS_TYPES);
