import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BONUS_POPUP_DELAY_MS, bonusPopupDelay, schedulePopup } from './popup-delay';

describe('unseen bonus popup delay', () => {
  it('waits the default delay so the page shows first', () => {
    expect(bonusPopupDelay(false)).toBe(BONUS_POPUP_DELAY_MS);
    expect(BONUS_POPUP_DELAY_MS).toBeGreaterThan(0);
  });

  it('opens at once when a jackpot hit popup is pending', () => {
    expect(bonusPopupDelay(true)).toBe(0);
  });
});

describe('scheduling the unseen bonus popup', () => {
  function setup(pending = false, busyForMs?: () => number) {
    let flag = pending;
    const listeners = new Set<() => void>();
    const open = vi.fn();
    const cancel = schedulePopup({
      jackpotHitPending: () => flag,
      onJackpotHitPending: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      open,
      busyForMs,
    });
    const setPending = (value: boolean) => {
      flag = value;
      listeners.forEach((listener) => listener());
    };
    return { open, cancel, setPending, listeners };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once the default delay is over, and only once', () => {
    const { open, setPending } = setup();
    vi.advanceTimersByTime(BONUS_POPUP_DELAY_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    setPending(true);
    vi.advanceTimersByTime(BONUS_POPUP_DELAY_MS);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when a jackpot hit is pending from the start', () => {
    const { open } = setup(true);
    vi.advanceTimersByTime(0);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when a jackpot hit becomes pending during the delay', () => {
    const { open, setPending, listeners } = setup();
    vi.advanceTimersByTime(1000);
    setPending(false);
    expect(open).not.toHaveBeenCalled();
    setPending(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('never opens once cancelled (sign-out)', () => {
    const { open, cancel, setPending } = setup();
    cancel();
    setPending(true);
    vi.advanceTimersByTime(BONUS_POPUP_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
  });

  it('waits while the player is at work on the slip, then opens', () => {
    let busyUntil = Date.now() + BONUS_POPUP_DELAY_MS + 2500;
    const { open, setPending } = setup(false, () => Math.max(0, busyUntil - Date.now()));
    vi.advanceTimersByTime(BONUS_POPUP_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
    // A jackpot hit does not open it over the slip either.
    setPending(true);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    // The player pressed again: the wait starts over.
    busyUntil = Date.now() + 3000;
    vi.advanceTimersByTime(500);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2499);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
