// Comboboost offers: which running comboboost a bet gets now (the domain's rule against each
// campaign the player may use) and the campaign's wire shape. Used by the slip's
// applicable-bonus call and by placement, so the slip is offered exactly what placement accepts.
import {
  type BonusStatus,
  type ComboboostWire,
  comboboostConfigSchema,
} from '@sportsbook/contract';
import {
  type BetType,
  type DecimalOdds,
  type MatchPlacement,
  comboboostMiss,
  comboboostOdds,
} from '@sportsbook/domain';
import type { CampaignRow, MatchPlacementRow, PlayerBonusRecord } from './bet-bonus-repository';
import { type PlayerContext, campaignIneligibility } from './campaign-eligibility';

/** A bet as the bonus rules read it: its type, stake and, per selection, price and match. */
export interface BetFacts {
  /** The bet's index in its request. */
  index: number;
  betType: BetType;
  currency: string;
  /** Minor units (0 on the slip before a stake is typed). */
  stake: number;
  /** The bet's odds at the current prices (a combo's product, unboosted). */
  odds: number;
  selections: readonly {
    odds: DecimalOdds;
    matchId: number;
    /** The match's status now (0 prematch, 1 live, …). */
    matchStatus: number;
    match: MatchPlacement;
  }[];
}

/** Where a match sits in the catalog, as event conditions compare it (ids as text). */
export function matchPlacementOf(
  matchId: number,
  row: MatchPlacementRow | undefined,
): MatchPlacement {
  return {
    sportType: row?.sportType ?? '',
    sportId: row ? String(row.sportId) : '',
    categoryId: row ? String(row.categoryId) : '',
    tournamentId: row ? String(row.tournamentId) : '',
    eventId: String(matchId),
  };
}

/** The comboboost rule of a campaign row (its config parsed by the kind's schema). */
export function comboboostRuleOf(campaign: CampaignRow) {
  const config = comboboostConfigSchema.parse(campaign.config);
  return {
    minOdds: config.min_odds,
    ranges: config.ranges,
    eventConditions: campaign.eventConditions,
  };
}

export interface ComboboostMatch {
  campaign: CampaignRow;
  record: PlayerBonusRecord | undefined;
  bonusOdds: DecimalOdds;
}

/**
 * The comboboost the bet gets now: of the campaigns the player may use whose rule the bet
 * meets, the one with the highest bonus odds (the lowest id on a tie, so the answer is stable).
 */
export function bestComboboost(
  campaigns: readonly CampaignRow[],
  records: ReadonlyMap<number, PlayerBonusRecord>,
  player: PlayerContext,
  bet: BetFacts,
  now: Date,
): ComboboostMatch | null {
  let best: ComboboostMatch | null = null;
  for (const campaign of campaigns) {
    if (campaign.type !== 'comboboost') continue;
    const record = records.get(campaign.id);
    if (campaignIneligibility(campaign, record, player, now) !== null) continue;
    const odds = comboboostOdds(comboboostRuleOf(campaign), bet);
    if (odds === null) continue;
    if (best === null || odds > best.bonusOdds) best = { campaign, record, bonusOdds: odds };
  }
  return best;
}

/** Why a named comboboost does not apply to the bet now (null: it applies). */
export function comboboostRefusal(
  campaign: CampaignRow | undefined,
  record: PlayerBonusRecord | undefined,
  player: PlayerContext,
  bet: BetFacts,
  now: Date,
): string | null {
  if (!campaign || campaign.type !== 'comboboost') return 'not_found';
  const ineligible = campaignIneligibility(campaign, record, player, now);
  if (ineligible !== null) return ineligible;
  return comboboostMiss(comboboostRuleOf(campaign), bet);
}

/** The bonus status of the player's record (spec section 4), from the campaign and the record. */
function computedStatus(campaign: CampaignRow, record: PlayerBonusRecord, now: Date): BonusStatus {
  if (campaign.status !== 'active') return 'deactivated';
  if (
    campaign.endedAt !== null ||
    (campaign.validTo !== null && campaign.validTo <= now) ||
    (record.expiredAt !== null && record.expiredAt <= now)
  ) {
    return 'expired';
  }
  if (campaign.usesCount !== null && record.timesUsed >= campaign.usesCount) return 'bonus_over';
  return record.state;
}

/** The campaign's wire shape for this player (`user_status` from their eligibility now). */
export function toComboboostWire(
  campaign: CampaignRow,
  record: PlayerBonusRecord | undefined,
  player: PlayerContext,
  now: Date,
): ComboboostWire {
  const rule = comboboostRuleOf(campaign);
  const eligible = campaignIneligibility(campaign, record, player, now) === null;
  return {
    id: String(campaign.id),
    type: 'comboboost',
    name: campaign.name,
    description: campaign.description,
    status: campaign.status,
    user_status: !eligible ? 'not_available' : record?.state === 'active' ? 'active' : 'available',
    valid_from: campaign.validFrom.toISOString(),
    valid_to: campaign.validTo?.toISOString() ?? null,
    only_verified: campaign.onlyVerified,
    country_codes: campaign.countryCodes,
    event_conditions: {
      sport_type: [...campaign.eventConditions.sport_type],
      sport: [...campaign.eventConditions.sport],
      category: [...campaign.eventConditions.category],
      tournament: [...campaign.eventConditions.tournament],
      event: [...campaign.eventConditions.event],
    },
    uses_count: campaign.usesCount,
    banners: { desktop: campaign.bannerDesktop, mobile: campaign.bannerMobile },
    issued: record
      ? {
          times_used: record.timesUsed,
          activated_at: record.activatedAt?.toISOString() ?? null,
          expired_at: record.expiredAt?.toISOString() ?? null,
          seen: record.seen,
          computed_status: computedStatus(campaign, record, now),
        }
      : null,
    min_odds: rule.minOdds,
    ranges: rule.ranges.map((range) => ({ ...range })),
    trigger_key: campaign.triggerKey,
  };
}
