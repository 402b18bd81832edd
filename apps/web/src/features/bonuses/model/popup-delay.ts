// When the unseen-bonus popup opens (spec sections 4 and 9): after a default delay, so a player
// who just arrived sees the page first; at once when a jackpot hit popup is pending, which then
// follows 1 s later (the jackpots front end's rule) instead of the two queuing a delay apart.

/** The default delay (decision 0031): long enough to see the page, short enough to notice. */
export const BONUS_POPUP_DELAY_MS = 4000;

export function bonusPopupDelay(jackpotHitPending: boolean): number {
  return jackpotHitPending ? 0 : BONUS_POPUP_DELAY_MS;
}
