import { describe, expect, it } from 'vitest';
import { outcomeKey } from '../live/outcome-store';
import { parseOutcomeKey } from './bet-event';

describe('outcome keys', () => {
  it('reads back a main market outcome', () => {
    expect(parseOutcomeKey(outcomeKey(7, 1, '', '1'))).toEqual({
      matchId: 7,
      marketId: 1,
      specifier: '',
      outcomeId: '1',
    });
  });

  it('keeps the colons of a European handicap line in the specifier', () => {
    expect(parseOutcomeKey(outcomeKey(7, 14, 'hcp=0:1', '1711'))).toEqual({
      matchId: 7,
      marketId: 14,
      specifier: 'hcp=0:1',
      outcomeId: '1711',
    });
  });

  it('keeps the colons of an outright competitor in the outcome id', () => {
    expect(parseOutcomeKey(outcomeKey(9, 40, '', 'sr:competitor:42'))).toEqual({
      matchId: 9,
      marketId: 40,
      specifier: '',
      outcomeId: 'sr:competitor:42',
    });
  });

  it('refuses what is not a key', () => {
    expect(parseOutcomeKey('nonsense')).toBeNull();
    expect(parseOutcomeKey('1:2:total=2.5:')).toBeNull();
  });
});
