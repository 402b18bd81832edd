// The only file of favourites that speaks SQL: the `favourites` rows (schema-favourites.ts) and
// the catalog tables a favourite points at.
import type { FavouriteType, MatchStatus, Provider } from '@sportsbook/contract';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { competitors, favourites, matches, players, sports, tournaments } from '../db/schema';

export type FavouriteRow = typeof favourites.$inferSelect;

export interface FavouriteFilter {
  statuses?: MatchStatus[];
  bettable?: boolean;
  /** Providers switched off: their events count as not bettable. */
  inactiveProviders: Provider[];
}

/** The catalog table and id column behind each favourite type. */
const ITEM_TABLES = {
  match: { table: matches, id: matches.id },
  league: { table: tournaments, id: tournaments.id },
  sport: { table: sports, id: sports.id },
  competitor: { table: competitors, id: competitors.id },
} as const;

export class FavouritesRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: FavouritesRepository) => Promise<T>): Promise<T> {
    return this.q.transaction((tx) => work(new FavouritesRepository(tx)));
  }

  /**
   * Holds the player's row until the transaction ends, so one player's favourite writes run one
   * after another: the per-type cap cannot be overrun and no toggle is lost.
   */
  async lockPlayer(playerId: number): Promise<void> {
    await this.q
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, playerId))
      .for('no key update');
  }

  async itemExists(type: FavouriteType, itemId: number): Promise<boolean> {
    const { table, id } = ITEM_TABLES[type];
    const rows = await this.q.select({ id }).from(table).where(eq(id, itemId)).limit(1);
    return rows.length > 0;
  }

  async find(playerId: number, type: FavouriteType, itemId: number): Promise<FavouriteRow | null> {
    const [row] = await this.q
      .select()
      .from(favourites)
      .where(
        and(
          eq(favourites.playerId, playerId),
          eq(favourites.type, type),
          eq(favourites.itemId, itemId),
        ),
      );
    return row ?? null;
  }

  async countActive(playerId: number, type: FavouriteType): Promise<number> {
    const [row] = await this.q
      .select({ n: count() })
      .from(favourites)
      .where(
        and(
          eq(favourites.playerId, playerId),
          eq(favourites.type, type),
          eq(favourites.active, true),
        ),
      );
    return row?.n ?? 0;
  }

  /** Writes the item's state and the request that set it (the row is created on first use). */
  async write(row: {
    playerId: number;
    type: FavouriteType;
    itemId: number;
    active: boolean;
    sessionId: string;
    seq: number | null;
    starredAt: Date | null;
    now: Date;
  }): Promise<void> {
    await this.q
      .insert(favourites)
      .values({
        playerId: row.playerId,
        type: row.type,
        itemId: row.itemId,
        active: row.active,
        sessionId: row.sessionId,
        seq: row.seq,
        createdAt: row.starredAt ?? row.now,
        updatedAt: row.now,
      })
      .onConflictDoUpdate({
        target: [favourites.playerId, favourites.type, favourites.itemId],
        set: {
          active: row.active,
          sessionId: row.sessionId,
          seq: row.seq,
          updatedAt: row.now,
          ...(row.starredAt && { createdAt: row.starredAt }),
        },
      });
  }

  /** Ids of the player's favourites of one type, newest first, kept by the match filter. */
  async list(playerId: number, type: FavouriteType, filter: FavouriteFilter): Promise<number[]> {
    const rows = await this.q
      .select({ itemId: favourites.itemId })
      .from(favourites)
      .where(
        and(
          eq(favourites.playerId, playerId),
          eq(favourites.type, type),
          eq(favourites.active, true),
          this.eventFilter(type, filter),
        ),
      )
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return rows.map((row) => row.itemId);
  }

  /** Ids of the player's favourite matches (the `favourite=true` filter of GET /matches). */
  async matchIds(playerId: number): Promise<number[]> {
    return this.list(playerId, 'match', { inactiveProviders: [] });
  }

  /** The player's id by e-mail (the demo seed), or null. */
  async playerIdByEmail(email: string): Promise<number | null> {
    const [row] = await this.q
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, email));
    return row?.id ?? null;
  }

  /** Whether the player ever starred anything (rows stay when unstarred). */
  async hasAny(playerId: number): Promise<boolean> {
    const rows = await this.q
      .select({ id: favourites.id })
      .from(favourites)
      .where(eq(favourites.playerId, playerId))
      .limit(1);
    return rows.length > 0;
  }

  /** Bettable matches of the given status, soonest first (the demo seed's picks). */
  async matchesInStatus(
    status: MatchStatus,
    limit: number,
  ): Promise<{ id: number; tournamentId: number }[]> {
    return this.q
      .select({ id: matches.id, tournamentId: matches.tournamentId })
      .from(matches)
      .where(and(eq(matches.type, 'match'), eq(matches.status, status), eq(matches.bettable, true)))
      .orderBy(asc(matches.startTime), asc(matches.id))
      .limit(limit);
  }

  /** A favourite is kept when at least one of its events passes the status and bettable filter. */
  private eventFilter(type: FavouriteType, filter: FavouriteFilter): SQL | undefined {
    const conditions = and(
      filter.statuses ? inArray(matches.status, filter.statuses) : undefined,
      this.bettableWhere(filter),
    );
    if (!conditions) return undefined;
    const owner =
      type === 'match'
        ? eq(matches.id, favourites.itemId)
        : type === 'league'
          ? eq(matches.tournamentId, favourites.itemId)
          : type === 'sport'
            ? eq(matches.sportId, favourites.itemId)
            : or(
                eq(matches.homeCompetitorId, favourites.itemId),
                eq(matches.awayCompetitorId, favourites.itemId),
              );
    return exists(
      this.q
        .select({ one: sql`1` })
        .from(matches)
        .where(and(owner, conditions)),
    );
  }

  private bettableWhere(filter: FavouriteFilter): SQL | undefined {
    if (filter.bettable === undefined) return undefined;
    const inactive = filter.inactiveProviders;
    if (inactive.length === 0) return eq(matches.bettable, filter.bettable);
    return filter.bettable
      ? and(eq(matches.bettable, true), notInArray(matches.provider, inactive))
      : or(eq(matches.bettable, false), inArray(matches.provider, inactive));
  }
}
