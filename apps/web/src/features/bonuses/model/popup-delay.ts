// When the unseen-bonus popup opens (spec sections 4 and 9): after a default delay, so a player
// who just arrived sees the page first; at once when a jackpot hit popup is pending, which then
// follows 1 s later (the jackpots front end's rule) instead of the two queuing a delay apart.

/** The default delay (decision 0031): long enough to see the page, short enough to notice. */
export const BONUS_POPUP_DELAY_MS = 4000;

export function bonusPopupDelay(jackpotHitPending: boolean): number {
  return jackpotHitPending ? 0 : BONUS_POPUP_DELAY_MS;
}

export interface PopupSchedule {
  /** Whether a jackpot hit popup is pending now. */
  jackpotHitPending(): boolean;
  /** Calls back when that flag changes; answers how to stop listening. */
  onJackpotHitPending(listener: () => void): () => void;
  open(): void;
  /**
   * How long the player is still at work on the slip (0: not at all); the popup waits that long
   * and asks again, so it never opens over a stake being typed or a bet being placed.
   */
  busyForMs?(): number;
}

/**
 * Opens the popup after its delay, or at once when a jackpot hit popup becomes pending before
 * the delay is over, either way once the slip is left alone; once only. Answers how to cancel
 * (sign-out, leaving the page).
 */
export function schedulePopup(schedule: PopupSchedule): () => void {
  let done = false;
  let stop = () => {};
  const cancel = () => {
    done = true;
    clearTimeout(timer);
    stop();
  };
  const open = () => {
    if (done) return;
    const busy = schedule.busyForMs?.() ?? 0;
    if (busy > 0) {
      clearTimeout(timer);
      timer = setTimeout(open, busy);
      return;
    }
    cancel();
    schedule.open();
  };
  let timer = setTimeout(open, bonusPopupDelay(schedule.jackpotHitPending()));
  stop = schedule.onJackpotHitPending(() => {
    if (schedule.jackpotHitPending()) open();
  });
  return cancel;
}
