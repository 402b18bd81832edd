// The only file of notifications that speaks SQL (schema-notifications.ts). A player sees their
// own rows and the broadcasts sent since their account was opened; a broadcast is read for a
// player once a `notification_reads` row says so.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  currencies,
  notificationReads,
  notifications,
  players,
  pushSubscriptions,
} from '../db/schema';

export type NotificationKind = (typeof notifications.$inferSelect)['type'];

export interface NotificationRecord {
  id: number;
  playerId: number | null;
  type: NotificationKind;
  objectType: string | null;
  objectId: string | null;
  template: string;
  params: Record<string, unknown>;
  read: boolean;
  createdAt: Date;
}

export interface NewNotification {
  /** null: a broadcast to every player. */
  playerId: number | null;
  type: NotificationKind;
  objectType: string | null;
  objectId: string | null;
  template: string;
  params: Record<string, unknown>;
  dedupeKey: string | null;
  /** A broadcast's audience: players with an id up to this one. */
  audienceUpTo?: number | null;
  createdAt: Date;
}

export interface PushSubscriptionRecord {
  id: number;
  playerId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

export class NotificationRepository {
  constructor(private readonly q: DbOrTx) {}

  /** Stores one notification; null when its dedupe key was already used for the player. */
  async insert(row: NewNotification): Promise<NotificationRecord | null> {
    const [inserted] = await this.q
      .insert(notifications)
      .values(row)
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    return { ...inserted, params: inserted.params, read: false };
  }

  /** Stores the same notification for each player (dedupe keys do not apply). */
  async insertMany(
    playerIds: readonly number[],
    row: Omit<NewNotification, 'playerId' | 'dedupeKey' | 'audienceUpTo'>,
  ): Promise<NotificationRecord[]> {
    if (playerIds.length === 0) return [];
    const inserted = await this.q
      .insert(notifications)
      .values(playerIds.map((playerId) => ({ ...row, playerId, dedupeKey: null })))
      .returning();
    return inserted.map((r) => ({ ...r, read: false }));
  }

  /** The newest player id: a broadcast's audience (0 when there are none). */
  async newestPlayerId(): Promise<number> {
    const [row] = await this.q
      .select({ id: sql<number>`coalesce(max(${players.id}), 0)::int` })
      .from(players);
    return row?.id ?? 0;
  }

  /** Which of these ids are players (the operator may name unknown ones). */
  async existingPlayers(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.q
      .select({ id: players.id })
      .from(players)
      .where(inArray(players.id, [...ids]));
    return rows.map((r) => r.id);
  }

  /** What the player sees: own rows and broadcasts since the account was opened. */
  private visibleTo(playerId: number) {
    return sql`(${notifications.playerId} = ${playerId} or (${notifications.playerId} is null and ${notifications.audienceUpTo} >= ${playerId}))`;
  }

  private readFlag(playerId: number) {
    return sql<boolean>`(${notifications.readAt} is not null or exists (select 1 from ${notificationReads} r where r.notification_id = ${notifications.id} and r.player_id = ${playerId}))`;
  }

  /** One page, newest first, and the total the player sees. */
  async page(
    playerId: number,
    page: number,
    limit: number,
  ): Promise<{ rows: NotificationRecord[]; total: number }> {
    const [counted] = await this.q
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(this.visibleTo(playerId));
    const rows = await this.q
      .select({
        id: notifications.id,
        playerId: notifications.playerId,
        type: notifications.type,
        objectType: notifications.objectType,
        objectId: notifications.objectId,
        template: notifications.template,
        params: notifications.params,
        read: this.readFlag(playerId),
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(this.visibleTo(playerId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return { rows, total: counted?.total ?? 0 };
  }

  /** The player's unread notifications, counted now. */
  async unreadCount(playerId: number): Promise<number> {
    const result = await this.q.execute(sql`
      select
        (select count(*) from ${notifications}
          where ${notifications.playerId} = ${playerId} and ${notifications.readAt} is null)
        +
        (select count(*) from ${notifications} n
          where n.player_id is null
            and n.audience_up_to >= ${playerId}
            and not exists (select 1 from ${notificationReads} r
              where r.notification_id = n.id and r.player_id = ${playerId}))
        as unread`);
    return Number(rowsOf<{ unread: string | number }>(result)[0]?.unread ?? 0);
  }

  /** Marks these ids read where they are the player's (own or broadcast); others are ignored. */
  async markRead(playerId: number, ids: readonly number[], now: Date): Promise<void> {
    await this.q
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.playerId, playerId),
          isNull(notifications.readAt),
          inArray(notifications.id, [...ids]),
        ),
      );
    await this.q.execute(sql`
      insert into ${notificationReads} (notification_id, player_id, read_at)
      select n.id, ${playerId}, ${now.toISOString()}::timestamptz from ${notifications} n
      where n.player_id is null and n.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and n.audience_up_to >= ${playerId}
      on conflict do nothing`);
  }

  /**
   * Marks read everything the player sees up to `upToId` (the newest id when the call began),
   * so a notification created while the call runs stays unread and the counter stays exact.
   */
  async markAllRead(playerId: number, upToId: number, now: Date): Promise<void> {
    await this.q.execute(sql`
      update ${notifications} set read_at = ${now.toISOString()}::timestamptz
      where player_id = ${playerId} and read_at is null and id <= ${upToId}`);
    await this.q.execute(sql`
      insert into ${notificationReads} (notification_id, player_id, read_at)
      select n.id, ${playerId}, ${now.toISOString()}::timestamptz from ${notifications} n
      where n.player_id is null and n.id <= ${upToId}
        and n.audience_up_to >= ${playerId}
      on conflict do nothing`);
  }

  /** The newest notification id (0 when none). */
  async newestId(): Promise<number> {
    const [row] = await this.q
      .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
      .from(notifications);
    return row?.id ?? 0;
  }

  /** The players' languages, for rendering what is published to them. */
  async languagesOf(playerIds: readonly number[]): Promise<Map<number, string>> {
    if (playerIds.length === 0) return new Map();
    const rows = await this.q
      .select({ id: players.id, language: players.language })
      .from(players)
      .where(inArray(players.id, [...playerIds]));
    return new Map(rows.map((r) => [r.id, r.language]));
  }

  /** Minor units per unit of a currency (100 when unknown). */
  async subunitsOf(code: string): Promise<number> {
    const [row] = await this.q
      .select({ subunits: currencies.subunits })
      .from(currencies)
      .where(eq(currencies.code, code));
    return row?.subunits ?? 100;
  }

  // ---- web push ---------------------------------------------------------------------------

  /** Stores a browser's subscription; the same endpoint again moves it to this player. */
  async savePushSubscription(
    playerId: number,
    sub: { endpoint: string; p256dh: string; auth: string },
    now: Date,
  ): Promise<void> {
    await this.q
      .insert(pushSubscriptions)
      .values({ playerId, ...sub, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { playerId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
      });
  }

  async deletePushSubscription(playerId: number, endpoint: string): Promise<void> {
    await this.q
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)),
      );
  }

  /** A subscription the push service says is gone (404/410). */
  async deletePushSubscriptionById(id: number): Promise<void> {
    await this.q.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async pushSubscriptionsOf(playerId: number): Promise<PushSubscriptionRecord[]> {
    return this.q
      .select({
        id: pushSubscriptions.id,
        playerId: pushSubscriptions.playerId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, playerId));
  }
}
