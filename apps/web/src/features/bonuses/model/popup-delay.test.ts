import { describe, expect, it } from 'vitest';
import { BONUS_POPUP_DELAY_MS, bonusPopupDelay } from './popup-delay';

describe('unseen bonus popup delay', () => {
  it('waits the default delay so the page shows first', () => {
    expect(bonusPopupDelay(false)).toBe(BONUS_POPUP_DELAY_MS);
    expect(BONUS_POPUP_DELAY_MS).toBeGreaterThan(0);
  });

  it('opens at once when a jackpot hit popup is pending', () => {
    expect(bonusPopupDelay(true)).toBe(0);
  });
});
