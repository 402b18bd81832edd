// SQL of the bonuses a bet takes part in by itself: live campaigns and the player's records of
// them (for the slip's applicable-bonus call and placement), the facts eligibility reads (the
// player's verification, each match's sport type, sport, category and tournament), and the
// `bet_bonuses` rows placement writes and settlement and history read.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type BetCampaignBonusType,
  type CampaignTypeColumn,
  type PlayerBonusState,
  type StoredEventConditions,
  betBonuses,
  bonusCampaigns,
  matches,
  playerBonuses,
  players,
  sports,
} from '../../db/schema';

export interface CampaignRow {
  id: number;
  type: CampaignTypeColumn;
  name: string;
  description: string;
  terms: string;
  status: 'active' | 'inactive';
  validFrom: Date;
  validTo: Date | null;
  onlyVerified: boolean;
  countryCodes: string[];
  eventConditions: StoredEventConditions;
  triggerKey: string | null;
  usesCount: number | null;
  requiresActivation: boolean;
  config: Record<string, unknown>;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  endedAt: Date | null;
}

export interface PlayerBonusRecord {
  campaignId: number;
  state: PlayerBonusState;
  timesUsed: number;
  seen: boolean;
  activatedAt: Date | null;
  expiredAt: Date | null;
}

/** The bonus a bet was placed with (a row of `bet_bonuses`). */
export interface BetBonusRow {
  betId: number;
  type: BetCampaignBonusType;
  campaignId: number;
  /** numeric(8,3) text; null but for a comboboost. */
  bonusOdds: string | null;
}

export interface MatchPlacementRow {
  matchId: number;
  sportType: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
}

const campaignColumns = {
  id: bonusCampaigns.id,
  type: bonusCampaigns.type,
  name: bonusCampaigns.name,
  description: bonusCampaigns.description,
  terms: bonusCampaigns.terms,
  status: bonusCampaigns.status,
  validFrom: bonusCampaigns.validFrom,
  validTo: bonusCampaigns.validTo,
  onlyVerified: bonusCampaigns.onlyVerified,
  countryCodes: bonusCampaigns.countryCodes,
  eventConditions: bonusCampaigns.eventConditions,
  triggerKey: bonusCampaigns.triggerKey,
  usesCount: bonusCampaigns.usesCount,
  requiresActivation: bonusCampaigns.requiresActivation,
  config: bonusCampaigns.config,
  bannerDesktop: bonusCampaigns.bannerDesktop,
  bannerMobile: bonusCampaigns.bannerMobile,
  endedAt: bonusCampaigns.endedAt,
};

export class BetBonusRepository {
  constructor(private readonly q: DbOrTx) {}

  /** Campaigns of these kinds running now: switched on, begun, not past their end, not ended. */
  async liveCampaigns(types: readonly CampaignTypeColumn[], now: Date): Promise<CampaignRow[]> {
    return (await this.q
      .select(campaignColumns)
      .from(bonusCampaigns)
      .where(
        and(
          inArray(bonusCampaigns.type, [...types]),
          eq(bonusCampaigns.status, 'active'),
          lte(bonusCampaigns.validFrom, now),
          or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
          isNull(bonusCampaigns.endedAt),
        ),
      )
      .orderBy(bonusCampaigns.id)) as CampaignRow[];
  }

  async campaigns(ids: readonly number[]): Promise<CampaignRow[]> {
    if (ids.length === 0) return [];
    return (await this.q
      .select(campaignColumns)
      .from(bonusCampaigns)
      .where(inArray(bonusCampaigns.id, [...ids]))) as CampaignRow[];
  }

  async records(playerId: number, campaignIds: readonly number[]): Promise<PlayerBonusRecord[]> {
    if (campaignIds.length === 0) return [];
    return this.q
      .select({
        campaignId: playerBonuses.campaignId,
        state: playerBonuses.state,
        timesUsed: playerBonuses.timesUsed,
        seen: playerBonuses.seen,
        activatedAt: playerBonuses.activatedAt,
        expiredAt: playerBonuses.expiredAt,
      })
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          inArray(playerBonuses.campaignId, [...campaignIds]),
        ),
      );
  }

  /** Whether the player is verified: their e-mail confirmed. */
  async isVerified(playerId: number): Promise<boolean> {
    const [row] = await this.q
      .select({ confirmedAt: players.confirmedAt })
      .from(players)
      .where(eq(players.id, playerId));
    return row?.confirmedAt != null;
  }

  async matchPlacements(matchIds: readonly number[]): Promise<Map<number, MatchPlacementRow>> {
    if (matchIds.length === 0) return new Map();
    const rows = await this.q
      .select({
        matchId: matches.id,
        sportType: sports.type,
        sportId: matches.sportId,
        categoryId: matches.categoryId,
        tournamentId: matches.tournamentId,
      })
      .from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .where(inArray(matches.id, [...new Set(matchIds)]));
    return new Map(rows.map((row) => [row.matchId, row]));
  }

  /**
   * Counts a use of the campaign by the player and records the bet's bonus, in one statement
   * run in the placement's transaction. The player's record is created on first use; the
   * update re-checks `uses_count` under the record's row lock, so of concurrent placements no
   * more than `uses_count` find a use left. False when none was left (the caller rolls back).
   */
  async use(
    bonus: BetBonusRow & { playerId: number; usesCount: number | null },
    now: Date,
  ): Promise<boolean> {
    const at = now.toISOString();
    await this.q.execute(sql`
      insert into player_bonuses (campaign_id, player_id, state, source, created_at)
      values (${bonus.campaignId}, ${bonus.playerId}, 'active', 'qualified', ${at}::timestamptz)
      on conflict (campaign_id, player_id) do nothing`);
    const result = await this.q.execute(sql`
      with used as (
        update player_bonuses set times_used = times_used + 1
        where campaign_id = ${bonus.campaignId} and player_id = ${bonus.playerId}
          and state in ('available', 'active')
          and (${bonus.usesCount}::int is null or times_used < ${bonus.usesCount}::int)
        returning campaign_id
      )
      insert into bet_bonuses (bet_id, player_id, type, campaign_id, bonus_odds, created_at)
      select ${bonus.betId}::bigint, ${bonus.playerId}, ${bonus.type}, campaign_id,
        ${bonus.bonusOdds}::numeric, ${at}::timestamptz
      from used
      returning bet_id`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    return rows.length === 1;
  }

  async bonusesOf(betIds: readonly number[]): Promise<Map<number, BetBonusRow>> {
    if (betIds.length === 0) return new Map();
    const rows = await this.q
      .select({
        betId: betBonuses.betId,
        type: betBonuses.type,
        campaignId: betBonuses.campaignId,
        bonusOdds: betBonuses.bonusOdds,
      })
      .from(betBonuses)
      .where(inArray(betBonuses.betId, [...betIds]));
    return new Map(rows.map((row) => [row.betId, row]));
  }
}
