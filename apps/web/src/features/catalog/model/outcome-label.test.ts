import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { mainMarketLabels, outcomeAccessibleName, outcomeNameKind } from './outcome-label';

const templates = en.odds;

describe('outcome labels', () => {
  it('labels a three-way main market 1, X, 2 and a two-way one 1, 2', () => {
    expect(mainMarketLabels(3)).toEqual(['1', 'X', '2']);
    expect(mainMarketLabels(2)).toEqual(['1', '2']);
    expect(mainMarketLabels(20)).toBeNull();
  });

  it('names a team to win on the main market', () => {
    const kind = outcomeNameKind('Arsenal', ['Arsenal', 'Chelsea'], true);
    expect(
      outcomeAccessibleName(
        { kind, name: 'Arsenal', market: '1X2', oddsText: '2.10', state: 'open' },
        templates,
      ),
    ).toBe('Arsenal to win, odds 2.10');
  });

  it('names the draw plainly and other markets with their market', () => {
    expect(
      outcomeAccessibleName(
        {
          kind: outcomeNameKind('Draw', ['Arsenal', 'Chelsea'], true),
          name: 'Draw',
          market: '1X2',
          oddsText: '3.40',
          state: 'open',
        },
        templates,
      ),
    ).toBe('Draw, odds 3.40');
    expect(
      outcomeAccessibleName(
        {
          kind: outcomeNameKind('Over 2.5', ['Arsenal', 'Chelsea'], false),
          name: 'Over 2.5',
          market: 'Total goals',
          oddsText: '1.90',
          state: 'open',
        },
        templates,
      ),
    ).toBe('Total goals: Over 2.5, odds 1.90');
  });

  it('says when an outcome cannot be backed', () => {
    expect(
      outcomeAccessibleName(
        { kind: 'win', name: 'Arsenal', market: '1X2', oddsText: '2.10', state: 'suspended' },
        templates,
      ),
    ).toBe('Arsenal, suspended');
    expect(
      outcomeAccessibleName(
        {
          kind: 'in-market',
          name: 'Yes',
          market: 'Both teams to score',
          oddsText: '1.80',
          state: 'inactive',
        },
        templates,
      ),
    ).toBe('Both teams to score: Yes, not available');
  });
});
