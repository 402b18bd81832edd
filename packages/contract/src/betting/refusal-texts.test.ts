import { describe, expect, it } from 'vitest';
import { BET_ERROR_MESSAGE } from './errors';
import {
  REFUSAL_LOCALES,
  REFUSAL_MESSAGE_KEYS,
  formatRefusalAmount,
  refusalLocale,
  refusalText,
} from './refusal-texts';

describe('refusal texts', () => {
  it('has a text for every message key a betting refusal sends, in every locale', () => {
    for (const key of Object.values(BET_ERROR_MESSAGE)) {
      expect(REFUSAL_MESSAGE_KEYS).toContain(key);
      for (const locale of REFUSAL_LOCALES.filter((l) => l !== 'en')) {
        expect(refusalText(key, locale), `${key} in ${locale}`).not.toBe(refusalText(key, 'en'));
      }
    }
  });

  it('keeps the placeholders of the English text in every locale', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of REFUSAL_MESSAGE_KEYS) {
      for (const locale of REFUSAL_LOCALES) {
        expect(names(refusalText(key, locale)), `${key} in ${locale}`).toEqual(
          names(refusalText(key, 'en')),
        );
      }
    }
  });

  it('picks the payload locale, then Accept-Language, then English', () => {
    expect(refusalLocale('de', 'en')).toBe('de');
    expect(refusalLocale(undefined, 'de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(refusalLocale(undefined, 'it-IT,de;q=0.5')).toBe('de');
    expect(refusalLocale('fr', undefined)).toBe('fr');
    expect(refusalLocale('it', undefined)).toBe('en');
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

  it('answers Brazilian Portuguese for any Portuguese and exact locales in any case', () => {
    expect(refusalLocale('pt-br', undefined)).toBe('pt-BR');
    expect(refusalLocale(undefined, 'pt-PT,pt;q=0.9')).toBe('pt-BR');
    expect(refusalLocale(undefined, 'ar-SA')).toBe('ar');
  });

  it('writes amounts with Arabic digits in Arabic', () => {
    const amount = formatRefusalAmount(5000, 'EUR', 100, 'ar');
    expect(amount).toContain('٥٠٫٠٠');
    expect(refusalText('error.place_bets.min_stake_fiat', 'ar', { amount })).toContain(amount);
  });

  it('answers the default text for a key it does not know', () => {
    expect(refusalText('error.unknown', 'en')).toBe(
      'Your bet could not be placed. Please try again.',
    );
  });
});
