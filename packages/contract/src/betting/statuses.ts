// Bet status lists as plain values, without zod: the slip's My bets reads them on every page
// that prefetches the slip, and importing them must not build the contract's schemas (decision
// 0066). enums.ts builds the schema from these.

/**
 * Bet statuses (spec section 4) and what they mean in the reference backend:
 * - `waiting_results`: accepted, money taken, waiting for its selections' results (an open bet);
 * - `ready_to_process`: every selection has a result, the payout is being credited;
 * - `done`: settled (see `result`);
 * - `cashed_out`: fully cashed out (result `cashed_out`);
 * - `cashout_in_progress`: a cash-out is being processed;
 * - `cancelled`: voided by the operator, stake refunded (result `canceled`);
 * - `submitted`, `rejected`, `withdrawn`: never kept by this backend — an in-play bet waits its
 *   acceptance delay inside the placement call, and is refused with an error instead of being
 *   stored as rejected. Listed because other backends speaking this contract use them.
 */
export const BET_STATUSES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const;
type BetStatus = (typeof BET_STATUSES)[number];

/** Statuses of an open bet (the "open" filter of the history). */
export const OPEN_BET_STATUSES = [
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
  'submitted',
] as const satisfies readonly BetStatus[];

/** Statuses of a settled bet (the "settled" filter of the history). */
export const SETTLED_BET_STATUSES = [
  'done',
  'cashed_out',
  'cancelled',
] as const satisfies readonly BetStatus[];

/** Statuses the history leaves out unless asked for by name (spec: "all minus an excluded set"). */
export const EXCLUDED_BET_STATUSES = [
  'rejected',
  'withdrawn',
] as const satisfies readonly BetStatus[];
