// Farming's SQL: the live farming campaigns, each bet's part in them (`farming_bets`), the
// players' running totals (`player_bonuses`), the freebets farming issues and tournament prizes.
// The rules are the domain's (packages/domain/src/bonus/); this file only reads and writes.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import { readMatchPlacements } from '../match-placements';
import {
  type CampaignTypeColumn,
  type FreebetType,
  type PlayerBonusState,
  type StoredEventConditions,
  bets,
  bonusCampaigns,
  currencies,
  farmingBets,
  freebets,
  playerBonuses,
  players,
  tournamentPrizes,
} from '../../db/schema';

export const FARMING_TYPES = ['hunting', 'tournament', 'lootbox'] as const;
export type FarmingType = (typeof FARMING_TYPES)[number];

export interface FarmingCampaignRow {
  id: number;
  type: FarmingType;
  name: string;
  status: 'active' | 'inactive';
  validFrom: Date;
  validTo: Date | null;
  endedAt: Date | null;
  triggerKey: string | null;
  requiresActivation: boolean;
  eventConditions: StoredEventConditions;
  config: Record<string, unknown>;
  poolAmount: bigint;
}

export interface PlayerBonusRow {
  id: number;
  campaignId: number;
  playerId: number;
  state: PlayerBonusState;
  timesUsed: number;
  currency: string | null;
  betsCount: number;
  stakeSum: bigint;
  points: number;
  availablePoints: number;
  potentialPoints: number;
  farmedAmount: bigint;
  farmedFreebetsCount: number;
  farmedEventIds: number[];
  farmedAt: Date | null;
}

/** What an event condition compares: a match's sport type, sport, category and league. */
export interface MatchFacts {
  matchId: number;
  sportType: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
}

export interface NewFarmingBet {
  betId: number;
  campaignId: number;
  playerId: number;
  currency: string;
  stake: bigint;
  potentialPoints: number;
  eventIds: number[];
  chosen: 'bonus' | 'auto';
  poolShare: bigint;
  placedAt: Date;
}

export type OpenFarmingBet = NewFarmingBet;

export interface FarmedFreebet {
  playerId: number;
  campaignId: number;
  name: string;
  type: FreebetType;
  currency: string;
  amount: bigint;
  expiredAt: Date;
  createdAt: Date;
}

const campaignColumns = {
  id: bonusCampaigns.id,
  type: bonusCampaigns.type,
  name: bonusCampaigns.name,
  status: bonusCampaigns.status,
  validFrom: bonusCampaigns.validFrom,
  validTo: bonusCampaigns.validTo,
  endedAt: bonusCampaigns.endedAt,
  triggerKey: bonusCampaigns.triggerKey,
  requiresActivation: bonusCampaigns.requiresActivation,
  eventConditions: bonusCampaigns.eventConditions,
  config: bonusCampaigns.config,
  poolAmount: bonusCampaigns.poolAmount,
};

const playerBonusColumns = {
  id: playerBonuses.id,
  campaignId: playerBonuses.campaignId,
  playerId: playerBonuses.playerId,
  state: playerBonuses.state,
  timesUsed: playerBonuses.timesUsed,
  currency: playerBonuses.currency,
  betsCount: playerBonuses.betsCount,
  stakeSum: playerBonuses.stakeSum,
  points: playerBonuses.points,
  availablePoints: playerBonuses.availablePoints,
  potentialPoints: playerBonuses.potentialPoints,
  farmedAmount: playerBonuses.farmedAmount,
  farmedFreebetsCount: playerBonuses.farmedFreebetsCount,
  farmedEventIds: playerBonuses.farmedEventIds,
  farmedAt: playerBonuses.farmedAt,
};

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

export class FarmingRepository {
  constructor(private readonly q: DbOrTx) {}

  /** This repository's connection (inside its transaction). */
  connection(): DbOrTx {
    return this.q;
  }

  transaction<T>(work: (repository: FarmingRepository) => Promise<T>): Promise<T> {
    return (this.q as AppDb).transaction((tx) => work(new FarmingRepository(tx)));
  }

  /** Farming campaigns switched on, started, not past their end and not ended by the operator. */
  async liveCampaigns(now: Date): Promise<FarmingCampaignRow[]> {
    return (await this.q
      .select(campaignColumns)
      .from(bonusCampaigns)
      .where(
        and(
          inArray(bonusCampaigns.type, [...FARMING_TYPES]),
          eq(bonusCampaigns.status, 'active'),
          isNull(bonusCampaigns.endedAt),
          lte(bonusCampaigns.validFrom, now),
          or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
        ),
      )
      .orderBy(asc(bonusCampaigns.id))) as FarmingCampaignRow[];
  }

  async campaign(id: number, lock = false): Promise<FarmingCampaignRow | null> {
    const query = this.q
      .select(campaignColumns)
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !(FARMING_TYPES as readonly CampaignTypeColumn[]).includes(row.type)) return null;
    return row as FarmingCampaignRow;
  }

  async campaignsByIds(ids: readonly number[]): Promise<FarmingCampaignRow[]> {
    if (ids.length === 0) return [];
    return (await this.q
      .select(campaignColumns)
      .from(bonusCampaigns)
      .where(inArray(bonusCampaigns.id, [...ids]))) as FarmingCampaignRow[];
  }

  async playerBonuses(playerId: number, campaignIds: readonly number[]): Promise<PlayerBonusRow[]> {
    if (campaignIds.length === 0) return [];
    return (await this.q
      .select(playerBonusColumns)
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          inArray(playerBonuses.campaignId, [...campaignIds]),
        ),
      )) as PlayerBonusRow[];
  }

  /** The player's record of a campaign, locked for this transaction. */
  async lockPlayerBonus(campaignId: number, playerId: number): Promise<PlayerBonusRow | null> {
    const [row] = await this.q
      .select(playerBonusColumns)
      .from(playerBonuses)
      .where(and(eq(playerBonuses.campaignId, campaignId), eq(playerBonuses.playerId, playerId)))
      .for('update');
    return (row as PlayerBonusRow | undefined) ?? null;
  }

  matchFacts(matchIds: readonly number[]): Promise<Map<number, MatchFacts>> {
    return readMatchPlacements(this.q, matchIds);
  }

  async subunits(): Promise<Map<string, number>> {
    const rows = await this.q
      .select({ code: currencies.code, subunits: currencies.subunits })
      .from(currencies);
    return new Map(rows.map((row) => [row.code, row.subunits]));
  }

  /**
   * Records bets' parts in campaigns; a part already recorded (a retry) is skipped, and only
   * bets still open are taken (a bet settled meanwhile farms nothing). Answers what was written.
   */
  async insertFarmingBets(rows: readonly NewFarmingBet[]): Promise<NewFarmingBet[]> {
    if (rows.length === 0) return [];
    const values = sql.join(
      rows.map(
        (r) => sql`(${r.betId}::bigint, ${r.campaignId}::int, ${r.playerId}::int, ${r.currency},
          ${r.stake.toString()}::bigint, ${r.potentialPoints}::bigint, ${JSON.stringify(r.eventIds)}::jsonb,
          ${r.chosen}, ${r.poolShare.toString()}::bigint, ${r.placedAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const result = await this.q.execute(sql`
      insert into farming_bets (bet_id, campaign_id, player_id, currency, stake, potential_points,
        event_ids, chosen, pool_share, placed_at)
      select v.* from (values ${values}) as v(bet_id, campaign_id, player_id, currency, stake,
        potential_points, event_ids, chosen, pool_share, placed_at)
      join bets b on b.id = v.bet_id and b.status = 'waiting_results'
      on conflict (bet_id, campaign_id) do nothing
      returning bet_id, campaign_id`);
    const written = new Set(
      rowsOf<{ bet_id: number | string; campaign_id: number }>(result).map(
        (r) => `${Number(r.bet_id)}|${r.campaign_id}`,
      ),
    );
    return rows.filter((r) => written.has(`${r.betId}|${r.campaignId}`));
  }

  /** The player's record of a campaign, created `active` when the player first farms it. */
  async ensurePlayerBonus(
    campaignId: number,
    playerId: number,
    currency: string,
    now: Date,
  ): Promise<void> {
    await this.q
      .insert(playerBonuses)
      .values({
        campaignId,
        playerId,
        state: 'active',
        source: 'qualified',
        currency,
        activatedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
    await this.q
      .update(playerBonuses)
      .set({
        state: 'active',
        activatedAt: sql`coalesce(${playerBonuses.activatedAt}, ${now.toISOString()}::timestamptz)`,
        currency: sql`coalesce(${playerBonuses.currency}, ${currency})`,
      })
      .where(
        and(
          eq(playerBonuses.campaignId, campaignId),
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.state, 'available'),
        ),
      );
  }

  /** A placed bet's counts: one more bet, its stake, its potential points. */
  async addPlaced(campaignId: number, playerId: number, stake: bigint, potential: number) {
    await this.q
      .update(playerBonuses)
      .set({
        betsCount: sql`${playerBonuses.betsCount} + 1`,
        stakeSum: sql`${playerBonuses.stakeSum} + ${stake.toString()}::bigint`,
        potentialPoints: sql`${playerBonuses.potentialPoints} + ${potential}`,
      })
      .where(and(eq(playerBonuses.campaignId, campaignId), eq(playerBonuses.playerId, playerId)));
  }

  /** Grows a tournament's pool; answers the pool after. */
  async growPool(campaignId: number, amount: bigint): Promise<bigint | null> {
    const [row] = await this.q
      .update(bonusCampaigns)
      .set({ poolAmount: sql`${bonusCampaigns.poolAmount} + ${amount.toString()}::bigint` })
      .where(eq(bonusCampaigns.id, campaignId))
      .returning({ poolAmount: bonusCampaigns.poolAmount });
    return row?.poolAmount ?? null;
  }

  /**
   * Gives a voided bet's share back from a tournament's pool, unless the tournament ended
   * (its prizes are the pool at its end); answers the pool after, or null when nothing moved.
   */
  async shrinkPool(campaignId: number, amount: bigint): Promise<bigint | null> {
    if (amount <= 0n) return null;
    const [row] = await this.q
      .update(bonusCampaigns)
      .set({
        poolAmount: sql`greatest(${bonusCampaigns.poolAmount} - ${amount.toString()}::bigint, 0)`,
      })
      .where(and(eq(bonusCampaigns.id, campaignId), isNull(bonusCampaigns.endedAt)))
      .returning({ poolAmount: bonusCampaigns.poolAmount });
    return row?.poolAmount ?? null;
  }

  /**
   * The stakes of bets now, each row share-locked until the transaction ends: a cash-out (which
   * locks its bet for update) waits for farming being recorded, or farming sees its stake left.
   */
  async lockBetStakes(betIds: readonly number[]): Promise<Map<number, bigint>> {
    if (betIds.length === 0) return new Map();
    const rows = await this.q
      .select({ id: bets.id, stake: bets.stake })
      .from(bets)
      .where(inArray(bets.id, [...betIds]))
      .orderBy(asc(bets.id))
      .for('share');
    return new Map(rows.map((row) => [Number(row.id), BigInt(row.stake)]));
  }

  /** The open farming parts of a bet, locked; a part is settled once (`settled_at`). */
  async openPartsOf(betId: number): Promise<OpenFarmingBet[]> {
    return (await this.q
      .select({
        betId: farmingBets.betId,
        campaignId: farmingBets.campaignId,
        playerId: farmingBets.playerId,
        currency: farmingBets.currency,
        stake: farmingBets.stake,
        potentialPoints: farmingBets.potentialPoints,
        eventIds: farmingBets.eventIds,
        chosen: farmingBets.chosen,
        poolShare: farmingBets.poolShare,
        placedAt: farmingBets.placedAt,
      })
      .from(farmingBets)
      .where(and(eq(farmingBets.betId, betId), isNull(farmingBets.settledAt)))
      .orderBy(asc(farmingBets.campaignId))
      .for('update')) as OpenFarmingBet[];
  }

  /** Marks a part settled; false when it already was (nothing must be counted again). */
  async settlePart(
    betId: number,
    campaignId: number,
    outcome: 'counted' | 'void',
    points: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.q
      .update(farmingBets)
      .set({ outcome, points, settledAt: now })
      .where(
        and(
          eq(farmingBets.betId, betId),
          eq(farmingBets.campaignId, campaignId),
          isNull(farmingBets.settledAt),
        ),
      )
      .returning({ betId: farmingBets.betId });
    return rows.length === 1;
  }

  async updatePlayerBonus(
    id: number,
    values: Partial<
      Pick<
        PlayerBonusRow,
        | 'points'
        | 'availablePoints'
        | 'potentialPoints'
        | 'farmedAmount'
        | 'farmedFreebetsCount'
        | 'farmedEventIds'
        | 'farmedAt'
        | 'timesUsed'
      >
    >,
  ): Promise<void> {
    await this.q.update(playerBonuses).set(values).where(eq(playerBonuses.id, id));
  }

  async issueFreebet(freebet: FarmedFreebet): Promise<number> {
    const [row] = await this.q
      .insert(freebets)
      .values({
        playerId: freebet.playerId,
        type: freebet.type,
        currency: freebet.currency,
        amount: freebet.amount,
        usesCount: 1,
        source: `campaign:${freebet.campaignId}`,
        campaignId: freebet.campaignId,
        name: freebet.name,
        expiredAt: freebet.expiredAt,
        createdAt: freebet.createdAt,
      })
      .returning({ id: freebets.id });
    return (row as { id: number }).id;
  }

  /** Every player on a tournament's board (farmed something), with the e-mail to mask. */
  async standings(campaignId: number) {
    return this.q
      .select({
        playerId: playerBonuses.playerId,
        email: players.email,
        farmedAmount: playerBonuses.farmedAmount,
        farmedAt: playerBonuses.farmedAt,
        farmedFreebetsCount: playerBonuses.farmedFreebetsCount,
      })
      .from(playerBonuses)
      .innerJoin(players, eq(players.id, playerBonuses.playerId))
      .where(and(eq(playerBonuses.campaignId, campaignId), gt(playerBonuses.farmedAmount, 0n)));
  }

  async prizesOf(campaignId: number) {
    return this.q
      .select({
        position: tournamentPrizes.position,
        playerId: tournamentPrizes.playerId,
        currency: tournamentPrizes.currency,
        amount: tournamentPrizes.amount,
        freebetId: tournamentPrizes.freebetId,
      })
      .from(tournamentPrizes)
      .where(eq(tournamentPrizes.campaignId, campaignId))
      .orderBy(asc(tournamentPrizes.position));
  }

  async insertPrize(prize: typeof tournamentPrizes.$inferInsert): Promise<void> {
    await this.q.insert(tournamentPrizes).values(prize);
  }

  async markEnded(campaignId: number, now: Date): Promise<void> {
    await this.q
      .update(bonusCampaigns)
      .set({ endedAt: sql`coalesce(${bonusCampaigns.endedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(bonusCampaigns.id, campaignId));
  }

  /** A freebet of the player, locked, with its campaign and boost. */
  async lockFreebet(playerId: number, id: number) {
    const [row] = await this.q
      .select({
        id: freebets.id,
        campaignId: freebets.campaignId,
        boostMultiplier: freebets.boostMultiplier,
        isActive: freebets.isActive,
        timesUsed: freebets.timesUsed,
        usesCount: freebets.usesCount,
        expiredAt: freebets.expiredAt,
      })
      .from(freebets)
      .where(and(eq(freebets.id, id), eq(freebets.playerId, playerId)))
      .for('update');
    return row ?? null;
  }

  /**
   * Spends an unused freebet the lootbox farmed for the player (not `exceptId`) as a booster:
   * the one expiring first. Null when there is none.
   */
  async spendBooster(
    playerId: number,
    campaignId: number,
    exceptId: number,
    now: Date,
  ): Promise<number | null> {
    const result = await this.q.execute(sql`
      update freebets set times_used = uses_count
      where id = (
        select id from freebets
        where player_id = ${playerId} and campaign_id = ${campaignId} and id <> ${exceptId}
          and is_active and times_used < uses_count
          and (expired_at is null or expired_at > ${now.toISOString()}::timestamptz)
        order by expired_at asc nulls last, id
        limit 1
        for update
      )
      returning id`);
    const [row] = rowsOf<{ id: number | string }>(result);
    return row ? Number(row.id) : null;
  }

  async setBoost(freebetId: number, multiplier: number): Promise<void> {
    await this.q
      .update(freebets)
      .set({ boostMultiplier: multiplier.toFixed(3) })
      .where(eq(freebets.id, freebetId));
  }

  async boostOf(freebetId: number): Promise<number | null> {
    const [row] = await this.q
      .select({ boost: freebets.boostMultiplier })
      .from(freebets)
      .where(eq(freebets.id, freebetId));
    return row?.boost == null ? null : Number(row.boost);
  }

  /** The bets that counted for a lootbox (its wire's `used_in_bets`), oldest first. */
  async countedBets(playerId: number, campaignId: number): Promise<number[]> {
    const rows = await this.q
      .select({ betId: farmingBets.betId })
      .from(farmingBets)
      .where(
        and(
          eq(farmingBets.playerId, playerId),
          eq(farmingBets.campaignId, campaignId),
          eq(farmingBets.outcome, 'counted'),
          gt(farmingBets.points, 0),
        ),
      )
      .orderBy(asc(farmingBets.settledAt), asc(farmingBets.betId));
    return rows.map((row) => row.betId);
  }

  /** The player's freebets playable now and not boosted (what a booster may boost). */
  async unboostedFreebets(playerId: number, now: Date): Promise<number[]> {
    const rows = await this.q
      .select({ id: freebets.id })
      .from(freebets)
      .where(
        and(
          eq(freebets.playerId, playerId),
          eq(freebets.isActive, true),
          isNull(freebets.boostMultiplier),
          sql`${freebets.timesUsed} < ${freebets.usesCount}`,
          or(isNull(freebets.expiredAt), gt(freebets.expiredAt, now)),
        ),
      )
      .orderBy(asc(freebets.id));
    return rows.map((row) => row.id);
  }

  /** Freebets a lootbox farmed for the player that are still playable (boosters to spend). */
  async playableFreebetsOf(playerId: number, campaignId: number, now: Date): Promise<number[]> {
    const rows = await this.q
      .select({ id: freebets.id })
      .from(freebets)
      .where(
        and(
          eq(freebets.playerId, playerId),
          eq(freebets.campaignId, campaignId),
          eq(freebets.isActive, true),
          sql`${freebets.timesUsed} < ${freebets.usesCount}`,
          or(isNull(freebets.expiredAt), gt(freebets.expiredAt, now)),
        ),
      );
    return rows.map((row) => row.id);
  }
}
