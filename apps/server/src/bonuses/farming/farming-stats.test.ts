import { NO_EVENT_CONDITIONS } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { FarmingCampaignRow, PlayerBonusRow } from './farming-repository';
import { configOf, farmingStatsOf } from './farming-service';

const campaign = (overrides: Partial<FarmingCampaignRow> = {}): FarmingCampaignRow => ({
  id: 1,
  type: 'tournament',
  name: 'Race',
  status: 'active',
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: null,
  endedAt: null,
  triggerKey: null,
  requiresActivation: false,
  eventConditions: NO_EVENT_CONDITIONS,
  config: {
    min_stake: { EUR: 100 },
    points_per_unit: 1,
    points_for_freebet: 25,
    freebet_type: 'freebet_all_win',
    freebet_amounts: { EUR: 500 },
    currency: 'EUR',
    initial_pool: 10_000,
    pool_share: 0.1,
    prize_shares: [1],
  },
  poolAmount: 10_000n,
  ...overrides,
});

const record = (overrides: Partial<PlayerBonusRow> = {}): PlayerBonusRow => ({
  id: 1,
  campaignId: 1,
  playerId: 7,
  state: 'active',
  timesUsed: 0,
  currency: 'EUR',
  betsCount: 3,
  stakeSum: 3001n,
  points: 30,
  availablePoints: 5,
  potentialPoints: 45,
  farmedAmount: 3000n,
  farmedFreebetsCount: 1,
  farmedEventIds: [],
  farmedAt: null,
  ...overrides,
});

describe('farming stats on the wire', () => {
  it('reports the player’s counts and what available and potential points would be worth', () => {
    expect(farmingStatsOf(campaign(), record(), 'EUR')).toEqual({
      avg_stake: 1000,
      bets_count: 3,
      points: 30,
      available_points: 5,
      potential_points: 45,
      // 50 points: two freebets of €5.
      potential_freebet_amount: 1000,
      initial_pool: 10_000,
      currency: 'EUR',
    });
  });

  it('reports zeros before the player farmed, and no initial pool outside tournaments', () => {
    const hunting = campaign({ type: 'hunting' });
    expect(farmingStatsOf(hunting, null, 'EUR')).toMatchObject({
      bets_count: 0,
      avg_stake: 0,
      potential_freebet_amount: 0,
      initial_pool: null,
      currency: 'EUR',
    });
  });

  it('ignores a stored config its kind’s schema refuses', () => {
    const broken = campaign({ config: { points_per_unit: 'many' } });
    expect(configOf(broken)).toBeNull();
    expect(farmingStatsOf(broken, record(), 'EUR')).toBeNull();
  });
});
