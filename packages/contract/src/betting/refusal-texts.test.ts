import { describe, expect, it } from 'vitest';
import { BET_ERROR_MESSAGE } from './errors';
import {
  REFUSAL_MESSAGE_KEYS,
  formatRefusalAmount,
  refusalLocale,
  refusalText,
} from './refusal-texts';

describe('refusal texts', () => {
  it('has a text for every message key a betting refusal sends, in both locales', () => {
    for (const key of Object.values(BET_ERROR_MESSAGE)) {
      expect(REFUSAL_MESSAGE_KEYS).toContain(key);
      expect(refusalText(key, 'de')).not.toBe(refusalText(key, 'en'));
    }
  });

  it('picks the payload locale, then Accept-Language, then English', () => {
    expect(refusalLocale('de', 'en')).toBe('de');
    expect(refusalLocale(undefined, 'de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(refusalLocale(undefined, 'fr-FR,de;q=0.5')).toBe('de');
    expect(refusalLocale('fr', undefined)).toBe('en');
    expect(refusalLocale(undefined, undefined)).toBe('en');
  });

  it('fills the limit values, amounts with their currency', () => {
    const amount = formatRefusalAmount(5000, 'EUR', 100, 'en');
    expect(amount).toBe('€50.00');
    expect(
      refusalText('error.validation.bet_limits.max_stake_limit_exceeded', 'en', { amount }),
    ).toBe('The stake must stay below €50.00.');
    const betrag = formatRefusalAmount(5000, 'EUR', 100, 'de');
    expect(
      refusalText('error.validation.bet_limits.max_stake_limit_exceeded', 'de', {
        amount: betrag,
      }),
    ).toBe(`Der Einsatz muss unter ${betrag} bleiben.`);
    expect(betrag).toMatch(/^50,00\s€$/);
    expect(formatRefusalAmount(150, 'USDT', 100, 'en')).toBe('1.50 USDT');
  });

  it('answers the default text for a key it does not know', () => {
    expect(refusalText('error.unknown', 'en')).toBe(
      'Your bet could not be placed. Please try again.',
    );
  });
});
