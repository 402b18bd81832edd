// Campaigns, players' records of them and promo codes: the only campaign file that speaks SQL.
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../../db/client';
import {
  type CampaignTypeColumn,
  type PlayerBonusState,
  type StoredCampaignTranslations,
  bonusCampaigns,
  bonusSettings,
  phoneVerifications,
  playerAccounts,
  playerBonuses,
  players,
  promoCodeClaims,
  promoCodes,
} from '../../db/schema';
import { FreebetRepository } from '../freebet-repository';

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type NewCampaign = typeof bonusCampaigns.$inferInsert;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** What eligibility needs to know of a player, besides the request's country. */
export interface PlayerRecordFacts {
  verified: boolean;
  /** The currency of the player's active account (null: none yet). */
  currency: string | null;
}

/** Criteria of a segment (decision 0026); every given one must hold. */
export interface SegmentCriteria {
  statusIds?: string[];
  minCompPoints?: number;
  maxCompPoints?: number;
  signedUpSince?: Date;
  signedUpBefore?: Date;
  verified?: boolean;
}

const isVerified = sql<boolean>`(${players.confirmedAt} is not null or exists (
  select 1 from ${phoneVerifications}
  where ${phoneVerifications.playerId} = ${players.id} and ${phoneVerifications.verifiedAt} is not null
))`;

export class CampaignRepository {
  constructor(private readonly q: DbOrTx) {}

  /** Runs work in one transaction with a repository bound to it. */
  transaction<T>(
    work: (repository: CampaignRepository, freebets: FreebetRepository) => Promise<T>,
  ) {
    return (this.q as AppDb).transaction((tx) =>
      work(new CampaignRepository(tx), new FreebetRepository(tx)),
    );
  }

  /** The translations of these campaigns' texts, by campaign id. */
  async translationsOf(ids: readonly number[]): Promise<Map<number, StoredCampaignTranslations>> {
    if (ids.length === 0) return new Map();
    const rows = await this.q
      .select({ id: bonusCampaigns.id, translations: bonusCampaigns.translations })
      .from(bonusCampaigns)
      .where(inArray(bonusCampaigns.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.translations]));
  }

  async insertCampaign(values: NewCampaign): Promise<CampaignRow> {
    const [row] = await this.q.insert(bonusCampaigns).values(values).returning();
    return row as CampaignRow;
  }

  async campaign(id: number): Promise<CampaignRow | null> {
    const [row] = await this.q.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
    return row ?? null;
  }

  async campaignByName(type: CampaignTypeColumn, name: string): Promise<CampaignRow | null> {
    const [row] = await this.q
      .select()
      .from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.type, type), eq(bonusCampaigns.name, name)))
      .orderBy(bonusCampaigns.id)
      .limit(1);
    return row ?? null;
  }

  async listCampaigns(
    type: CampaignTypeColumn | undefined,
    page: number,
    limit: number,
  ): Promise<{ rows: CampaignRow[]; total: number }> {
    const where = type === undefined ? undefined : eq(bonusCampaigns.type, type);
    const [rows, [total]] = await Promise.all([
      this.q
        .select()
        .from(bonusCampaigns)
        .where(where)
        .orderBy(desc(bonusCampaigns.createdAt), desc(bonusCampaigns.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.q.select({ n: count() }).from(bonusCampaigns).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Campaigns of these kinds, oldest first; `live` keeps those switched on, not ended and not
   * past their end at `now`.
   */
  async campaignsOf(
    types: readonly CampaignTypeColumn[],
    live: boolean,
    now: Date,
  ): Promise<CampaignRow[]> {
    return this.q
      .select()
      .from(bonusCampaigns)
      .where(
        and(
          inArray(bonusCampaigns.type, [...types]),
          live
            ? and(
                eq(bonusCampaigns.status, 'active'),
                isNull(bonusCampaigns.endedAt),
                or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
              )
            : undefined,
        ),
      )
      .orderBy(bonusCampaigns.validFrom, bonusCampaigns.id);
  }

  async setStatus(id: number, status: 'active' | 'inactive'): Promise<CampaignRow | null> {
    const [row] = await this.q
      .update(bonusCampaigns)
      .set({ status })
      .where(eq(bonusCampaigns.id, id))
      .returning();
    return row ?? null;
  }

  /** Ends the campaign; null when it was ended before (or does not exist). */
  async endCampaign(id: number, now: Date): Promise<CampaignRow | null> {
    const [row] = await this.q
      .update(bonusCampaigns)
      .set({ endedAt: now })
      .where(and(eq(bonusCampaigns.id, id), isNull(bonusCampaigns.endedAt)))
      .returning();
    return row ?? null;
  }

  /** The player's records of these campaigns, by campaign id. */
  async recordsOf(
    playerId: number,
    campaignIds: readonly number[],
  ): Promise<Map<number, PlayerBonusRow>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.q
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          inArray(playerBonuses.campaignId, [...campaignIds]),
        ),
      );
    return new Map(rows.map((row) => [row.campaignId, row]));
  }

  /**
   * Creates the player's record of a campaign; false when the player had one (a campaign is
   * the player's once).
   */
  async insertRecord(record: {
    campaignId: number;
    playerId: number;
    state: PlayerBonusState;
    source: string;
    currency: string | null;
    now: Date;
  }): Promise<boolean> {
    const rows = await this.q
      .insert(playerBonuses)
      .values({
        campaignId: record.campaignId,
        playerId: record.playerId,
        state: record.state,
        source: record.source,
        currency: record.currency,
        activatedAt: record.state === 'active' ? record.now : null,
        createdAt: record.now,
      })
      .onConflictDoNothing({ target: [playerBonuses.campaignId, playerBonuses.playerId] })
      .returning({ id: playerBonuses.id });
    return rows.length === 1;
  }

  /**
   * Activates the player's bonus: creates the record active, or turns an `available` record
   * active. Null when the record exists in another state (already active, over, …).
   */
  async activate(
    campaignId: number,
    playerId: number,
    currency: string | null,
    now: Date,
  ): Promise<PlayerBonusRow | null> {
    const [row] = await this.q
      .insert(playerBonuses)
      .values({
        campaignId,
        playerId,
        state: 'active',
        source: 'activation',
        currency,
        seen: true,
        activatedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [playerBonuses.campaignId, playerBonuses.playerId],
        set: { state: 'active', activatedAt: now, seen: true },
        setWhere: eq(playerBonuses.state, 'available'),
      })
      .returning();
    return row ?? null;
  }

  /** Marks the player's records of these campaigns seen; how many were not seen before. */
  async markSeen(playerId: number, campaignIds: readonly number[]): Promise<number> {
    if (campaignIds.length === 0) return 0;
    const rows = await this.q
      .update(playerBonuses)
      .set({ seen: true })
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          inArray(playerBonuses.campaignId, [...campaignIds]),
          eq(playerBonuses.seen, false),
        ),
      )
      .returning({ id: playerBonuses.id });
    return rows.length;
  }

  async playerFacts(playerId: number): Promise<PlayerRecordFacts | null> {
    const [row] = await this.q
      .select({
        verified: isVerified,
        currency: sql<string | null>`(select ${playerAccounts.currency} from ${playerAccounts}
          where ${playerAccounts.playerId} = ${players.id}
          order by ${playerAccounts.active} desc, ${playerAccounts.id} limit 1)`,
      })
      .from(players)
      .where(eq(players.id, playerId));
    return row ? { verified: Boolean(row.verified), currency: row.currency } : null;
  }

  /** Which of these ids name players. */
  async existingPlayers(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.q
      .select({ id: players.id })
      .from(players)
      .where(inArray(players.id, [...ids]));
    return rows.map((row) => row.id);
  }

  async segment(criteria: SegmentCriteria): Promise<number[]> {
    const rows = await this.q
      .select({ id: players.id })
      .from(players)
      .where(
        and(
          criteria.statusIds === undefined
            ? undefined
            : sql`${players.statuses} ?| ${sql.param(criteria.statusIds)}::text[]`,
          criteria.minCompPoints === undefined
            ? undefined
            : gte(players.compPoints, criteria.minCompPoints),
          criteria.maxCompPoints === undefined
            ? undefined
            : lte(players.compPoints, criteria.maxCompPoints),
          criteria.signedUpSince === undefined
            ? undefined
            : gte(players.createdAt, criteria.signedUpSince),
          criteria.signedUpBefore === undefined
            ? undefined
            : lt(players.createdAt, criteria.signedUpBefore),
          criteria.verified === undefined
            ? undefined
            : criteria.verified
              ? isVerified
              : sql`not ${isVerified}`,
        ),
      )
      .orderBy(players.id);
    return rows.map((row) => row.id);
  }

  // ---- Promo codes -----------------------------------------------------------------------

  /** Null when the code exists. */
  async insertPromoCode(values: typeof promoCodes.$inferInsert): Promise<PromoCodeRow | null> {
    const [row] = await this.q
      .insert(promoCodes)
      .values(values)
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    return row ?? null;
  }

  async promoCodeByText(code: string): Promise<PromoCodeRow | null> {
    const [row] = await this.q.select().from(promoCodes).where(eq(promoCodes.code, code));
    return row ?? null;
  }

  /** The operator's bonus settings row (seeded by the migration). */
  async bonusSettings(): Promise<{ severalActiveFreebets: boolean; updatedAt: Date }> {
    const [row] = await this.q
      .select({
        severalActiveFreebets: bonusSettings.severalActiveFreebets,
        updatedAt: bonusSettings.updatedAt,
      })
      .from(bonusSettings)
      .where(eq(bonusSettings.id, 1));
    return row ?? { severalActiveFreebets: true, updatedAt: new Date(0) };
  }

  async saveBonusSettings(severalActiveFreebets: boolean, now: Date) {
    await this.q
      .insert(bonusSettings)
      .values({ id: 1, severalActiveFreebets, updatedAt: now })
      .onConflictDoUpdate({
        target: bonusSettings.id,
        set: { severalActiveFreebets, updatedAt: now },
      });
    return this.bonusSettings();
  }

  async listPromoCodes(
    campaignId: number | undefined,
    page: number,
    limit: number,
  ): Promise<{ rows: PromoCodeRow[]; total: number }> {
    const where = campaignId === undefined ? undefined : eq(promoCodes.campaignId, campaignId);
    const [rows, [total]] = await Promise.all([
      this.q
        .select()
        .from(promoCodes)
        .where(where)
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.q.select({ n: count() }).from(promoCodes).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Records the player's claim of a code. The unique (code, player) index decides between
   * concurrent claims of one player: the second waits for the first and then inserts nothing.
   * False when the player claimed it before.
   */
  async insertClaim(promoCodeId: number, playerId: number, now: Date): Promise<boolean> {
    const rows = await this.q
      .insert(promoCodeClaims)
      .values({ promoCodeId, playerId, createdAt: now })
      .onConflictDoNothing({ target: [promoCodeClaims.promoCodeId, promoCodeClaims.playerId] })
      .returning({ id: promoCodeClaims.id });
    return rows.length === 1;
  }

  async setClaimFreebet(promoCodeId: number, playerId: number, freebetId: number): Promise<void> {
    await this.q
      .update(promoCodeClaims)
      .set({ freebetId })
      .where(
        and(eq(promoCodeClaims.promoCodeId, promoCodeId), eq(promoCodeClaims.playerId, playerId)),
      );
  }

  /** Takes one claim of the code's cap under its row lock; false when every claim is taken. */
  async takeClaim(promoCodeId: number): Promise<boolean> {
    const rows = await this.q
      .update(promoCodes)
      .set({ claims: sql`${promoCodes.claims} + 1` })
      .where(
        and(
          eq(promoCodes.id, promoCodeId),
          or(isNull(promoCodes.maxClaims), lt(promoCodes.claims, promoCodes.maxClaims)),
        ),
      )
      .returning({ id: promoCodes.id });
    return rows.length === 1;
  }
}
