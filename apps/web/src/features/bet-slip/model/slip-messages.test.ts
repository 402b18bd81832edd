import { describe, expect, it } from 'vitest';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import {
  PLACE_BET_MESSAGE_KEY,
  BET_LIMIT_CODE,
  PLACING_ERROR,
  BET_SLIP_ERROR,
} from '@sportsbook/domain';
import { messageForCode } from './slip-messages';

const codes = [
  ...Object.values(PLACE_BET_MESSAGE_KEY),
  ...Object.values(BET_LIMIT_CODE),
  ...Object.values(PLACING_ERROR),
  ...Object.values(BET_SLIP_ERROR),
];

describe('bet slip messages', () => {
  it('translates every place-bet, limit, placing and slip code in English and German', () => {
    for (const messages of [en, de]) {
      for (const code of codes) {
        expect(messageForCode(messages['bet-slip'].codes, code), code).not.toBe(code);
      }
    }
  });

  it('maps code 101 to the invalid-odds text and fills values', () => {
    expect(messageForCode(en['bet-slip'].codes, 'error.place_bets.invalid_odds')).toMatch(/odds/i);
    expect(
      messageForCode(en['bet-slip'].codes, 'error.validation.bet_limits.max_stake_limit_exceeded', {
        amount: '€100.00',
      }),
    ).toBe('The stake must stay below €100.00.');
  });

  it('falls back to the default text for an unknown key', () => {
    expect(messageForCode(en['bet-slip'].codes, 'error.something.else')).toBe(
      en['bet-slip'].codes.error.place_bets.default,
    );
  });
});
