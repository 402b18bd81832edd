import { describe, expect, it } from 'vitest';
import {
  bonusListVersions,
  clearBonusToasts,
  currentBonusToasts,
  refreshBonusLists,
  showBonusToast,
} from './bonus-store';
import { toCard } from './model/bonus-cards';
import { aComboboost, aFreebet } from './testing/bonus-factories';

describe('bonus store', () => {
  it('refreshes hunting and tournament together, other kinds alone', () => {
    const before = bonusListVersions();
    refreshBonusLists(['tournament']);
    const after = bonusListVersions();
    expect(after.hunting).toBe(before.hunting + 1);
    expect(after.tournament).toBe(before.tournament + 1);
    expect(after.freebet).toBe(before.freebet);
    refreshBonusLists(['freebet']);
    expect(bonusListVersions().freebet).toBe(before.freebet + 1);
    expect(bonusListVersions().hunting).toBe(after.hunting);
  });

  it('keeps one toast card per bonus kind, the newest, and clears them all on sign-out', () => {
    showBonusToast(toCard(aFreebet()));
    showBonusToast(toCard(aComboboost()));
    showBonusToast(toCard(aFreebet({ id: '99' })));
    expect(currentBonusToasts().map((toast) => [toast.kind, toast.ref.id])).toEqual([
      ['comboboost', '1'],
      ['freebet', '99'],
    ]);
    clearBonusToasts();
    expect(currentBonusToasts()).toEqual([]);
  });
});
