import { describe, expect, it } from 'vitest';
import { STAKE_PRESETS_MAX, checkStakePresets } from './stake-presets';

describe('checkStakePresets', () => {
  it('keeps presets a player typed, smallest first', () => {
    expect(checkStakePresets([1000, 200, 500], 1_000_000)).toEqual({
      ok: true,
      stakes: [200, 500, 1000],
    });
  });

  it('refuses no presets and more than fit one row of buttons', () => {
    expect(checkStakePresets([], null)).toMatchObject({ code: 'error.settings.stakes.count' });
    const many = Array.from({ length: STAKE_PRESETS_MAX + 1 }, (_, i) => (i + 1) * 100);
    expect(checkStakePresets(many, null)).toMatchObject({
      ok: false,
      code: 'error.settings.stakes.count',
      limit: STAKE_PRESETS_MAX,
    });
    expect(checkStakePresets(many.slice(1), null).ok).toBe(true);
  });

  it('refuses a preset of nothing, a negative one and a fraction of a cent', () => {
    for (const bad of [0, -100, 1.5]) {
      expect(checkStakePresets([100, bad], null)).toMatchObject({
        code: 'error.settings.stakes.not_positive',
        index: 1,
      });
    }
  });

  it('refuses a preset the server would refuse as a stake (at the max stake or above)', () => {
    expect(checkStakePresets([999_999], 1_000_000).ok).toBe(true);
    expect(checkStakePresets([100, 1_000_000], 1_000_000)).toMatchObject({
      code: 'error.settings.stakes.above_max_stake',
      index: 1,
      limit: 1_000_000,
    });
  });

  it('refuses the same amount twice', () => {
    expect(checkStakePresets([500, 100, 500], null)).toMatchObject({
      code: 'error.settings.stakes.duplicate',
      index: 2,
    });
  });
});
