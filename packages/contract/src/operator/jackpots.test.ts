import { describe, expect, it } from 'vitest';
import { createOperatorJackpotRequest } from './jackpots';

const level = {
  code: 'mini',
  name: 'Mini',
  seed_amount: 100,
  contribution_weight: 1,
  must_hit_by: 1000,
};
const jackpot = { code: 'j', name: 'J', currency: 'EUR', contribution_bps: 100, levels: [level] };

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the operator jackpot body', () => {
  it('takes a jackpot with defaults for the optional settings', () => {
    expect(createOperatorJackpotRequest.parse(jackpot)).toMatchObject({
      min_stake: 0,
      min_odds: null,
      bet_types: [],
    });
  });

  it('refuses a cap not above the seed amount, naming the level field', () => {
    const result = createOperatorJackpotRequest.safeParse({
      ...jackpot,
      levels: [{ ...level, must_hit_by: 100 }],
    });
    expect(pathsOf(result)).toEqual(['levels.0.must_hit_by']);
  });

  it('refuses two levels with one code, and levels that take nothing', () => {
    expect(
      pathsOf(createOperatorJackpotRequest.safeParse({ ...jackpot, levels: [level, level] })),
    ).toEqual(['levels']);
    expect(
      pathsOf(
        createOperatorJackpotRequest.safeParse({
          ...jackpot,
          levels: [{ ...level, contribution_weight: 0 }],
        }),
      ),
    ).toEqual(['levels']);
  });

  it('refuses a share outside 1 to 10,000 basis points and codes with capitals', () => {
    expect(
      pathsOf(createOperatorJackpotRequest.safeParse({ ...jackpot, contribution_bps: 0 })),
    ).toEqual(['contribution_bps']);
    expect(pathsOf(createOperatorJackpotRequest.safeParse({ ...jackpot, code: 'Big' }))).toEqual([
      'code',
    ]);
  });
});
