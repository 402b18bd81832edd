// Refetch times and delays of spec section 9 for jackpots.

/** The jackpot widget reads the pools this often. */
export const JACKPOTS_REFETCH_MS = 15_000;
/** The player's jackpot hits are read this often (and on `bonus_issued` of type jackpot). */
export const JACKPOT_HITS_REFETCH_MS = 60_000;
/** The hit popup opens this long after an unseen hit is detected. */
export const JACKPOT_HIT_POPUP_DELAY_MS = 1_000;
