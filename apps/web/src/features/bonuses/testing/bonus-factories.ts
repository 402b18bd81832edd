// Test bonuses in the camelized client form, with overrides.
import type { AnyBonus } from '../api/bonuses-api';

type Campaign = Extract<AnyBonus, { userStatus: unknown }>;
type Freebet = Exclude<AnyBonus, { userStatus: unknown }>;

const base = {
  id: '1',
  name: 'Weekend boost',
  description: 'More for your combos.',
  status: 'active' as const,
  userStatus: 'available' as const,
  validFrom: '2026-11-01T00:00:00Z',
  validTo: '2026-12-31T23:00:00Z',
  onlyVerified: false,
  countryCodes: [],
  eventConditions: { sportType: [], sport: [], category: [], tournament: [], event: [] },
  usesCount: null,
  banners: { desktop: null, mobile: null },
  issued: null,
};

export function aComboboost(overrides: Partial<Extract<Campaign, { type: 'comboboost' }>> = {}) {
  return {
    ...base,
    type: 'comboboost' as const,
    minOdds: 1.3,
    ranges: [
      { minCount: 5, maxCount: null, bonusOdds: 1.25 },
      { minCount: 2, maxCount: 4, bonusOdds: 1.1 },
    ],
    triggerKey: null,
    ...overrides,
  } satisfies Campaign;
}

export function aHunting(overrides: Partial<Extract<Campaign, { type: 'hunting' }>> = {}) {
  return {
    ...base,
    id: '7',
    name: 'Goal hunt',
    type: 'hunting' as const,
    minOdds: 1.5,
    farming: {
      avgStake: 1000,
      betsCount: 3,
      points: 250,
      availablePoints: 250,
      potentialPoints: 40,
      potentialFreebetAmount: 500,
      initialPool: null,
      currency: 'EUR',
      pointsForFreebet: 100,
    },
    ...overrides,
  } satisfies Campaign;
}

export function aLootbox(overrides: Partial<Extract<Campaign, { type: 'lootbox' }>> = {}) {
  const farming = aHunting().farming;
  return {
    ...base,
    id: '9',
    name: 'Match box',
    type: 'lootbox' as const,
    minOdds: 1.5,
    farming: farming === null ? null : { ...farming, pointsForFreebet: 3 },
    farmOncePerEvent: true,
    farmingFreebetType: 'freebet_only_win' as const,
    showInPromotion: true,
    farmedEventIds: [],
    usedInBets: [],
    freebetsToBoost: [],
    ...overrides,
  } satisfies Campaign;
}

export function aFreebet(overrides: Partial<Freebet> = {}): Freebet {
  return {
    id: '42',
    type: 'freebet_only_win',
    name: null,
    campaignId: null,
    boostMultiplier: null,
    boostData: null,
    minOdds: null,
    maxOdds: null,
    usesCount: 1,
    matchStatus: null,
    selectionCountFrom: 1,
    selectionCountTo: null,
    issued: {
      isActive: true,
      seen: false,
      currency: 'EUR',
      amount: 1000,
      timesUsed: 0,
      activatedAt: '2026-11-20T10:00:00Z',
      expiredAt: null,
      createdAt: '2026-11-20T10:00:00Z',
      computedStatus: 'active',
    },
    ...overrides,
  };
}

export const issued = (overrides: Partial<NonNullable<Campaign['issued']>> = {}) => ({
  timesUsed: 0,
  activatedAt: null,
  expiredAt: null,
  seen: false,
  computedStatus: 'available' as const,
  ...overrides,
});

export function aFreebetCampaign(
  overrides: Partial<Extract<Campaign, { amounts: unknown }>> = {},
): Campaign {
  return {
    ...base,
    id: '3',
    name: 'Welcome freebet',
    type: 'freebet_all_win',
    amounts: { EUR: 1000 },
    minOdds: 1.5,
    maxOdds: null,
    promoCodeOnly: true,
    progress: null,
    ...overrides,
  };
}
