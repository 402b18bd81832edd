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
import { farmingStatsOf } from '../farming/farming-service';

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

/** The viewer's farming stats of a farming campaign; null until the player takes part. */
function farmingOf(row: CampaignRow, viewer: Viewer): FarmingStats | null {
  const record = recordOf(viewer);
  if (record === null) return null;
  return farmingStatsOf(
    { type: row.type as 'hunting' | 'tournament' | 'lootbox', config: row.config },
    record,
    preferredCurrency(viewer) ?? 'EUR',
  );
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
    farming: farmingOf(row, viewer),
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
    farming: farmingOf(row, viewer),
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
    farming: farmingOf(row, viewer),
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
    translations: row.translations,
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
