import { describe, expect, it } from 'vitest';
import { settingsWire } from './settings-service';

const currencies = [
  { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] },
  { code: 'BTC', subunits: 100_000_000, fiat: false, subcurrencies: ['mBTC'] },
];

describe('settingsWire', () => {
  it('answers the defaults to a visitor, limits in minor units per currency', () => {
    const wire = settingsWire(currencies, null);
    expect(wire.auto_accept_odds_change).toBe('none');
    expect(wire.odds_types).toEqual({
      available: ['decimal', 'fractional', 'american'],
      selected: 'decimal',
    });
    expect(wire.bet_limits_settings.max_stake_limit).toEqual({
      fiat: { EUR: 1_000_000 },
      crypto: { BTC: 100_000_000 },
    });
    expect(wire.updated_at).toBeNull();
  });

  it('overlays stored choices', () => {
    const wire = settingsWire(currencies, {
      stakes: [200],
      autoAcceptOddsChange: 'higher',
      oddsType: 'american',
      pushSubscription: true,
      updatedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(wire).toMatchObject({
      stakes: [200],
      auto_accept_odds_change: 'higher',
      odds_types: { selected: 'american' },
      one_signal_push_notification_subscription: true,
      updated_at: '2026-11-22T10:00:00.000Z',
    });
  });
});
