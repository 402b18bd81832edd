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

  it('starts with the visible label and price, then names the team to win', () => {
    const kind = outcomeNameKind('Arsenal', ['Arsenal', 'Chelsea'], true);
    expect(
      outcomeAccessibleName(
        { kind, label: '1', name: 'Arsenal', market: '1X2', oddsText: '2.10', state: 'open' },
        templates,
      ),
    ).toBe('1 2.10, Arsenal to win');
  });

  it('names the draw plainly and other markets with their market, never twice', () => {
    const draw = outcomeNameKind('Draw', ['Arsenal', 'Chelsea'], true);
    expect(
      outcomeAccessibleName(
        { kind: draw, label: 'X', name: 'Draw', market: '1X2', oddsText: '3.40', state: 'open' },
        templates,
      ),
    ).toBe('X 3.40, Draw');
    expect(
      outcomeAccessibleName(
        { kind: draw, label: 'Draw', name: 'Draw', market: '1X2', oddsText: '3.40', state: 'open' },
        templates,
      ),
    ).toBe('Draw 3.40');
    expect(
      outcomeAccessibleName(
        {
          kind: outcomeNameKind('Over 2.5', ['Arsenal', 'Chelsea'], false),
          label: 'Over 2.5',
          name: 'Over 2.5',
          market: 'Total goals',
          oddsText: '1.90',
          state: 'open',
        },
        templates,
      ),
    ).toBe('Over 2.5 1.90, Total goals');
  });

  it('says when an outcome cannot be backed', () => {
    expect(
      outcomeAccessibleName(
        {
          kind: 'win',
          label: '1',
          name: 'Arsenal',
          market: '1X2',
          oddsText: '2.10',
          state: 'suspended',
        },
        templates,
      ),
    ).toBe('1, Arsenal to win, suspended');
    expect(
      outcomeAccessibleName(
        {
          kind: 'in-market',
          label: 'Yes',
          name: 'Yes',
          market: 'Both teams to score',
          oddsText: '1.80',
          state: 'inactive',
        },
        templates,
      ),
    ).toBe('Yes 1.80, Both teams to score, not available');
  });
});
