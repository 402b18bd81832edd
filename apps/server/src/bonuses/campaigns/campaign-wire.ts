// Campaign rows → wire shapes of each kind (bonus-shapes.ts), with the status the player sees.
// Rows never leave the server: every answer goes through here.
import {
  CAMPAIGN_CONFIG_SCHEMAS,
  type CampaignBonusWire,
  type ComboboostWire,
  type FarmingStats,
  type FreebetCampaignWire,
  type HuntingTournamentWire,
  type HuntingWire,
  type IssuedBonus,
  type LootboxWire,
  type OperatorCampaignWire,
  type TournamentConfig,
  comboboostConfigSchema,
  freebetConfigSchema,
  huntingConfigSchema,
  lootboxConfigSchema,
  tournamentConfigSchema,
} from '@sportsbook/contract';
import {
  type CampaignBonusStatus,
  type PlayerFacts,
  bonusStatus,
  promotionStatus,
  userBonusStatus,
} from '@sportsbook/domain';
import type { CampaignRow, PlayerBonusRow } from './campaign-repository';
import { campaignFacts } from './campaign-status';

/** The freebet variants a freebet campaign issues. */
export const FREEBET_CAMPAIGN_TYPES = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
] as const;
export type FreebetCampaignType = (typeof FREEBET_CAMPAIGN_TYPES)[number];
export const isFreebetCampaign = (
  row: Pick<CampaignRow, 'type'>,
): row is CampaignRow & { type: FreebetCampaignType } =>
  (FREEBET_CAMPAIGN_TYPES as readonly string[]).includes(row.type);

/** Who is looking: a player (with a record or none) or a visitor (the promotions page). */
export type Viewer =
  | { kind: 'player'; facts: PlayerFacts; currency: string | null; record: PlayerBonusRow | null }
  | { kind: 'visitor' };

export function statusFor(row: CampaignRow, viewer: Viewer, now: Date): CampaignBonusStatus {
  if (viewer.kind === 'visitor') return promotionStatus(campaignFacts(row), now);
  const record = viewer.record;
  return bonusStatus(
    campaignFacts(row),
    record === null
      ? null
      : { state: record.state, timesUsed: record.timesUsed, expiredAt: record.expiredAt },
    viewer.facts,
    now,
  );
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function issuedOf(record: PlayerBonusRow | null, status: CampaignBonusStatus): IssuedBonus | null {
  if (record === null) return null;
  return {
    times_used: record.timesUsed,
    activated_at: iso(record.activatedAt),
    expired_at: iso(record.expiredAt),
    seen: record.seen,
    computed_status: status,
  };
}

function base(row: CampaignRow, viewer: Viewer, now: Date) {
  const status = statusFor(row, viewer, now);
  const record = viewer.kind === 'player' ? viewer.record : null;
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    status: row.status,
    user_status: userBonusStatus(status),
    valid_from: row.validFrom.toISOString(),
    valid_to: iso(row.validTo),
    only_verified: row.onlyVerified,
    country_codes: row.countryCodes,
    event_conditions: row.eventConditions as ComboboostWire['event_conditions'],
    uses_count: row.usesCount,
    banners: { desktop: row.bannerDesktop, mobile: row.bannerMobile },
    issued: issuedOf(record, status),
  };
}

/** The first currency of an amounts map that the player holds, else the map's first. */
function currencyOf(amounts: Record<string, number>, preferred: string | null): string {
  if (preferred !== null && preferred in amounts) return preferred;
  return Object.keys(amounts)[0] ?? 'EUR';
}

function farmingOf(
  record: PlayerBonusRow | null,
  config: { points_for_freebet?: number; freebet_amounts: Record<string, number> },
  preferredCurrency: string | null,
  initialPool: number | null,
  poolCurrency: string | null,
): FarmingStats | null {
  if (record === null) return null;
  const currency =
    record.currency ?? poolCurrency ?? currencyOf(config.freebet_amounts, preferredCurrency);
  const freebetAmount = config.freebet_amounts[currency] ?? 0;
  const pointsPerFreebet = config.points_for_freebet ?? 0;
  // What the points held and those of open bets would turn into, whole freebets only.
  const potentialFreebets =
    pointsPerFreebet > 0
      ? Math.floor((record.availablePoints + record.potentialPoints) / pointsPerFreebet)
      : 0;
  return {
    avg_stake: record.betsCount > 0 ? Number(record.stakeSum / BigInt(record.betsCount)) : 0,
    bets_count: record.betsCount,
    points: record.points,
    available_points: record.availablePoints,
    potential_points: record.potentialPoints,
    potential_freebet_amount: potentialFreebets * freebetAmount,
    initial_pool: initialPool,
    currency,
  };
}

const recordOf = (viewer: Viewer) => (viewer.kind === 'player' ? viewer.record : null);
const preferredCurrency = (viewer: Viewer) => (viewer.kind === 'player' ? viewer.currency : null);

export function toComboboostWire(row: CampaignRow, viewer: Viewer, now: Date): ComboboostWire {
  const config = comboboostConfigSchema.parse(row.config);
  return {
    ...base(row, viewer, now),
    type: 'comboboost',
    min_odds: config.min_odds,
    ranges: config.ranges,
    trigger_key: row.triggerKey,
  };
}

export function toHuntingWire(row: CampaignRow, viewer: Viewer, now: Date): HuntingWire {
  const config = huntingConfigSchema.parse(row.config);
  return {
    ...base(row, viewer, now),
    type: 'hunting',
    min_odds: config.min_odds,
    farming: farmingOf(recordOf(viewer), config, preferredCurrency(viewer), null, null),
  };
}

export function toTournamentWire(
  row: CampaignRow,
  viewer: Viewer,
  now: Date,
): HuntingTournamentWire {
  const config: TournamentConfig = tournamentConfigSchema.parse(row.config);
  return {
    ...base(row, viewer, now),
    type: 'tournament',
    min_odds: config.min_odds,
    farming: farmingOf(
      recordOf(viewer),
      config,
      preferredCurrency(viewer),
      config.initial_pool,
      config.currency,
    ),
    pool_amount: Number(row.poolAmount),
  };
}

export function toLootboxWire(row: CampaignRow, viewer: Viewer, now: Date): LootboxWire {
  const config = lootboxConfigSchema.parse(row.config);
  const record = recordOf(viewer);
  return {
    ...base(row, viewer, now),
    type: 'lootbox',
    min_odds: config.min_odds,
    farming: farmingOf(record, config, preferredCurrency(viewer), null, null),
    farm_once_per_event: config.farm_once_per_event,
    farming_freebet_type: config.farming_freebet_type,
    show_in_promotion: config.show_in_promotion,
    farmed_event_ids: record?.farmedEventIds ?? [],
    used_in_bets: [],
    freebets_to_boost: [],
  };
}

export function toFreebetCampaignWire(
  row: CampaignRow & { type: FreebetCampaignType },
  viewer: Viewer,
  now: Date,
): FreebetCampaignWire {
  const config = freebetConfigSchema.parse(row.config);
  return {
    ...base(row, viewer, now),
    type: row.type,
    amounts: config.amounts,
    min_odds: config.min_odds,
    max_odds: config.max_odds,
    promo_code_only: row.triggerKey === 'promo_code',
    progress: config.progress?.ranges ?? null,
  };
}

/** A campaign of a list kind (comboboost, hunting, tournament, lootbox) on the wire. */
export function toCampaignBonusWire(
  row: CampaignRow,
  viewer: Viewer,
  now: Date,
): CampaignBonusWire | null {
  switch (row.type) {
    case 'comboboost':
      return toComboboostWire(row, viewer, now);
    case 'hunting':
      return toHuntingWire(row, viewer, now);
    case 'tournament':
      return toTournamentWire(row, viewer, now);
    case 'lootbox':
      return toLootboxWire(row, viewer, now);
    default:
      return null;
  }
}

export function toOperatorCampaignWire(row: CampaignRow): OperatorCampaignWire {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    terms: row.terms,
    status: row.status,
    valid_from: row.validFrom.toISOString(),
    valid_to: iso(row.validTo),
    only_verified: row.onlyVerified,
    country_codes: row.countryCodes,
    event_conditions: row.eventConditions as OperatorCampaignWire['event_conditions'],
    trigger_key: row.triggerKey,
    uses_count: row.usesCount,
    requires_activation: row.requiresActivation,
    banners: { desktop: row.bannerDesktop, mobile: row.bannerMobile },
    config: row.config,
    pool_amount: Number(row.poolAmount),
    created_at: row.createdAt.toISOString(),
    ended_at: iso(row.endedAt),
  };
}

/** The stored config of a campaign, parsed by its kind's schema (defaults filled). */
export function parsedConfig(type: CampaignRow['type'], config: unknown): Record<string, unknown> {
  return CAMPAIGN_CONFIG_SCHEMAS[type].parse(config) as Record<string, unknown>;
}
