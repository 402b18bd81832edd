// Notifications (decision 0036): a player's own notifications, broadcasts every player reads
// (the operator's maintenance messages) with one read mark per player, and the browsers a player
// subscribed to web push. Re-exported by schema.ts. Texts are not stored rendered: a row holds
// a template key and its parameters, rendered in the player's language when read.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './schema-columns';
import { players } from './schema-accounts';

/**
 * One notification. `playerId` null: a broadcast to every player who had an account when it
 * was sent (`audienceUpTo`; read marks in `notification_reads`); else the player's own (read mark `readAt`).
 * `dedupeKey` makes a creating event idempotent per player (`bet:12:settled`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').$type<'bet' | 'maintenance' | 'bonus' | 'jackpot' | 'vip_bet'>().notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    /**
     * A broadcast's audience: the players whose id is at most this, i.e. who had an account
     * when it was sent (ids only grow; clock-free, so a sign-up at that instant is not lost).
     */
    audienceUpTo: integer('audience_up_to'),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id),
    index('notifications_unread_idx')
      .on(t.playerId)
      .where(sql`${t.readAt} is null`),
    index('notifications_broadcast_idx')
      .on(t.createdAt)
      .where(sql`${t.playerId} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.playerId, t.dedupeKey),
    check(
      'notifications_type_check',
      sql`${t.type} in ('bet', 'maintenance', 'bonus', 'jackpot', 'vip_bet')`,
    ),
    check(
      'notifications_broadcast_check',
      sql`${t.playerId} is not null or (${t.readAt} is null and ${t.audienceUpTo} is not null)`,
    ),
  ],
);

/** A player's read mark on a broadcast. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.notificationId] })],
);

/** A browser subscribed to web push for a player (the Push API's subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_player_idx').on(t.playerId),
  ],
);
