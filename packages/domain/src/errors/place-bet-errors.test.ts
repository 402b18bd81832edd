import { describe, expect, it } from 'vitest';
import { betErrorsOf, isMessageKey, isWrongOddsError, mapPlaceBetError } from './place-bet-errors';

describe('place-bet error mapping', () => {
  it.each([
    [101, 'error.place_bets.invalid_odds'],
    [120, 'error.place_bets.invalid_odds_custom_bet'],
    [114, 'error.platform.pve_player_bet_forbidden'],
    [118, 'error.place_bets.municipality_not_found'],
    ['101', 'error.place_bets.invalid_odds'],
  ])('maps code %s to %s', (code, key) => {
    expect(mapPlaceBetError({ code }).messageKey).toBe(key);
  });

  it('shows the response own message key for other codes', () => {
    expect(
      mapPlaceBetError({ code: 130, message: 'error.place_bets.market_closed' }).messageKey,
    ).toBe('error.place_bets.market_closed');
  });

  it('prefers the known code over the response message key', () => {
    expect(mapPlaceBetError({ code: 114, message: 'error.other.key' }).messageKey).toBe(
      'error.platform.pve_player_bet_forbidden',
    );
  });

  it('falls back to the default key', () => {
    expect(mapPlaceBetError({ code: 999 }).messageKey).toBe('error.place_bets.default');
    expect(mapPlaceBetError({ code: 999, message: 'Something broke' }).messageKey).toBe(
      'error.place_bets.default',
    );
    expect(mapPlaceBetError(null)).toEqual({
      code: null,
      messageKey: 'error.place_bets.default',
      isWrongOdds: false,
      details: null,
      betErrors: [],
    });
  });

  it('tells message keys from free text', () => {
    expect(isMessageKey('error.place_bets.default')).toBe(true);
    expect(isMessageKey('Odds changed.')).toBe(false);
    expect(isMessageKey('error')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });

  describe('wrong odds', () => {
    it('is recognised by the invalid-odds codes', () => {
      expect(isWrongOddsError({ code: 101 })).toBe(true);
      expect(isWrongOddsError({ code: 120 })).toBe(true);
      expect(isWrongOddsError({ code: 114 })).toBe(false);
    });

    it.each([
      'error.risk_validation.odds_different_than_bookmaker',
      'error.risk_validation.odds_higher_than_bookmaker',
      'error.risk_validation.odds_too_low',
      'error.risk_validation.odds_higher_than_bookmaker_current',
    ])('is recognised by the risk-validation key %s', (key) => {
      expect(isWrongOddsError({ code: 300, message: key })).toBe(true);
      expect(
        isWrongOddsError({ code: 300, data: { errors_by_bet: { 1: { message: key } } } }),
      ).toBe(true);
    });

    it('is not recognised from other keys', () => {
      expect(isWrongOddsError({ code: 300, message: 'error.risk_validation.limit' })).toBe(false);
    });
  });

  it('reads per-bet errors keyed by bet or listed in order', () => {
    const byKey = {
      data: { errors_by_bet: { 2: { localized_message: 'Stake too high' }, 3: null } },
    };
    expect(betErrorsOf(byKey)).toEqual([
      { bet: '2', localizedMessage: 'Stake too high', messageKey: null },
    ]);
    const listed = {
      data: {
        errors_by_bet: [
          null,
          { localized_message: 'Quota cambiata', message: 'error.risk_validation.odds_too_low' },
        ],
      },
    };
    expect(betErrorsOf(listed)).toEqual([
      {
        bet: '1',
        localizedMessage: 'Quota cambiata',
        messageKey: 'error.risk_validation.odds_too_low',
      },
    ]);
  });

  it('keeps the details of the response', () => {
    const mapped = mapPlaceBetError({ code: 118, data: { details: { municipality: 'X' } } });
    expect(mapped).toMatchObject({ code: 118, details: { municipality: 'X' }, isWrongOdds: false });
  });
});
