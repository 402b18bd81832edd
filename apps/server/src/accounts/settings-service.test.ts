import { describe, expect, it } from 'vitest';
import type { AccountsRepository, SettingsRecord } from './accounts-repository';
import { SettingsService, settingsWire } from './settings-service';

const currencies = [
  { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] },
  { code: 'BTC', subunits: 100_000_000, fiat: false, subcurrencies: ['mBTC'] },
];

describe('settingsWire', () => {
  it('answers the defaults to a visitor, limits in minor units per currency', () => {
    const wire = settingsWire(currencies, null);
    expect(wire.auto_accept_odds_change).toBe('none');
    expect(wire.odds_types).toEqual({
      available: [
        'decimal',
        'fractional',
        'hongkong',
        'american',
        'indonesian',
        'malaysian',
        'percent',
      ],
      selected: 'decimal',
    });
    expect(wire.bet_limits_settings.max_stake_limit).toEqual({
      fiat: { EUR: 1_000_000 },
      crypto: { BTC: 100_000_000 },
    });
    expect(wire.updated_at).toBeNull();
    expect(wire.allow_multiple_active_user_freebets).toBe(true);
    expect(settingsWire(currencies, null, {}, false).allow_multiple_active_user_freebets).toBe(
      false,
    );
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

describe('SettingsService', () => {
  /** The settings reads and writes of the accounts repository, counting reads. */
  function storedSettings() {
    let stored: SettingsRecord | null = null;
    const reads = { settings: 0, currencies: 0, bonus: 0 };
    const repository = {
      listCurrencies: async () => {
        reads.currencies += 1;
        return currencies;
      },
      severalActiveFreebets: async () => {
        reads.bonus += 1;
        return true;
      },
      findSettings: async () => {
        reads.settings += 1;
        return stored;
      },
      saveSettings: async (_playerId: number, changes: Partial<SettingsRecord>, now: Date) => {
        stored = {
          stakes: null,
          autoAcceptOddsChange: null,
          oddsType: null,
          pushSubscription: false,
          ...stored,
          ...changes,
          updatedAt: now,
        };
      },
    };
    return { reads, repository: repository as unknown as AccountsRepository };
  }

  it("reads a player's settings once for a burst of bets and answers a saved change at once", async () => {
    const { reads, repository } = storedSettings();
    const service = new SettingsService(repository, {
      now: () => new Date('2026-11-22T10:00:00Z'),
    });
    for (let i = 0; i < 5; i += 1) await service.get(7);
    expect(reads).toEqual({ settings: 1, currencies: 1, bonus: 1 });

    await service.update(7, { auto_accept_odds_change: 'any' } as never);
    expect((await service.get(7)).auto_accept_odds_change).toBe('any');
    expect(reads).toEqual({ settings: 2, currencies: 1, bonus: 1 });
  });
});
