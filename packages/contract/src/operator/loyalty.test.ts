import { describe, expect, it } from 'vitest';
import { putOperatorLoyaltyLevelRequest } from './loyalty';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the operator loyalty level body', () => {
  it('takes an open-ended level and refuses a max below its min', () => {
    expect(putOperatorLoyaltyLevelRequest.parse({ name: 'Top', min: 10 })).toEqual({
      name: 'Top',
      min: 10,
      max: null,
      unlock_campaign_id: null,
    });
    expect(
      pathsOf(putOperatorLoyaltyLevelRequest.safeParse({ name: 'Top', min: 10, max: 9 })),
    ).toEqual(['max']);
  });
});
