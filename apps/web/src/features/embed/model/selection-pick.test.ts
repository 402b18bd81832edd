import { describe, expect, it } from 'vitest';
import type { BetEvent } from '../../catalog/outcomes';
import { pickOf } from './selection-pick';

const event = { id: 7, nameA: 'Arsenal', nameB: 'Chelsea' } as BetEvent;
const markets = [
  {
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [
      { id: '1', name: 'Arsenal', active: true, odds: 2.1 },
      { id: '2', name: 'Chelsea', active: true, odds: 3.4 },
    ],
  },
  {
    id: 18,
    name: 'Total',
    status: 0,
    specifier: 'total=2.5',
    outcomes: [{ id: '12', name: 'Over 2.5', active: true, odds: 1.9 }],
  },
];
const open = (status: number) => status === 1;

describe('a host selection as a slip pick', () => {
  it('keys the outcome as the odds buttons do, with its price and names', () => {
    expect(
      pickOf({ matchId: 7, marketId: 1, specifier: '', outcomeId: '2' }, event, markets, open),
    ).toEqual({
      key: '7:1::2',
      odds: 3.4,
      active: true,
      suspended: false,
      name: 'Chelsea',
      market: '1x2',
      event,
    });
  });

  it('marks an outcome of a suspended market suspended, and finds lines by specifier', () => {
    const pick = pickOf(
      { matchId: 7, marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
      event,
      markets,
      open,
    );
    expect(pick?.key).toBe('7:18:total=2.5:12');
    expect(pick?.suspended).toBe(true);
  });

  it('finds nothing for an outcome the match does not have', () => {
    expect(
      pickOf(
        { matchId: 7, marketId: 18, specifier: 'total=3.5', outcomeId: '12' },
        event,
        markets,
        open,
      ),
    ).toBeNull();
    expect(
      pickOf({ matchId: 7, marketId: 1, specifier: '', outcomeId: '9' }, event, markets, open),
    ).toBeNull();
  });
});
