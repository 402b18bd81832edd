// Notifications (decision 0036): `notify` stores one for a player and, after it is stored,
// publishes `notification` (rendered in the player's language) and the new unread counter on
// the player's channel, and sends it to the player's push-subscribed browsers. Callers call it
// after their own transaction committed, so a rolled-back bet is never announced; a caller
// that must write inside its transaction stores with `notifyPlayer` and then hands the stored
// notification to `announce` after the COMMIT.
import {
  type NotificationWire,
  publicChannel,
  REALTIME_PUBLIC_LOCALES,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import type { DbOrTx } from '../db/client';
import type { RealtimeMessage, RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import { type LocalisedText, renderNotification } from './notification-texts';
import { type NotificationRecord, NotificationRepository } from './notification-repository';
import { type NotifyInput, notificationFor } from './notification-events';

export type { NotifyInput } from './notification-events';
import type { PushSender } from './web-push';

export interface NotificationLogger {
  error(details: object, message: string): void;
}

/**
 * Stores a notification with the caller's connection, inside the caller's transaction; null
 * when the dedupe key was used already. Hand the result to `NotificationService.announce`
 * after the COMMIT (the VIP bets' trader decisions use it).
 */
export async function notifyPlayer(
  db: DbOrTx,
  input: NotifyInput,
  now: Date,
): Promise<NotificationRecord | null> {
  return new NotificationRepository(db).insert({
    playerId: input.playerId,
    type: input.type,
    objectType: input.objectType ?? null,
    objectId: input.objectId == null ? null : String(input.objectId),
    template: input.template,
    params: input.params as unknown as Record<string, unknown>,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: now,
  });
}

/** A stored notification as the wire shows it, in `language`. */
export function toNotificationWire(row: NotificationRecord, language: string): NotificationWire {
  const text = renderNotification(row.template, row.params, language);
  return {
    id: row.id,
    title: text.title,
    caption: text.caption,
    body: text.body,
    type: row.type,
    object_type: row.objectType,
    object_id: row.objectId,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

export interface MaintenanceMessage {
  title: LocalisedText;
  caption?: LocalisedText | null;
  body?: LocalisedText | null;
}

export class NotificationService {
  private readonly repository: NotificationRepository;
  /** Per player, the counter publications in order (see `announceCounter`). */
  private readonly counters = new Map<number, Promise<void>>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly publisher: RealtimePublisher,
    private readonly logger: NotificationLogger,
    private readonly push: PushSender | null = null,
    /** The VAPID public key browsers subscribe with; null: web push is off. */
    private readonly vapidPublicKey: string | null = null,
  ) {
    this.repository = new NotificationRepository(db);
  }

  /** Stores, publishes and pushes one notification; never throws (logged instead). */
  async notify(input: NotifyInput): Promise<NotificationWire | null> {
    return this.track(
      (async () => {
        try {
          const row = await notifyPlayer(this.db, input, this.clock.now());
          return row ? await this.announce(row) : null;
        } catch (error) {
          this.logger.error({ err: error, playerId: input.playerId }, 'notification not stored');
          return null;
        }
      })(),
    );
  }

  /** A committed event on the player's channel: the notification it makes, if any. */
  observe(playerId: number, message: RealtimeMessage): void {
    void this.track(
      (async () => {
        const input = await notificationFor(playerId, message, (currency) =>
          this.repository.subunitsOf(currency),
        );
        if (input) await this.notify(input);
      })(),
    );
  }

  /** After the COMMIT of a notification stored by `notifyPlayer`: event, counter, push. */
  async announce(row: NotificationRecord): Promise<NotificationWire | null> {
    if (row.playerId === null) return null;
    const playerId = row.playerId;
    const language = (await this.repository.languagesOf([playerId])).get(playerId) ?? 'en';
    const wire = toNotificationWire(row, language);
    await this.safely(playerId, () =>
      this.publisher.publish(userChannel(playerId), realtimeEvent('notification', wire)),
    );
    await this.announceCounter(playerId);
    if (this.push) void this.track(this.pushTo(playerId, wire));
    return wire;
  }

  /**
   * The operator's maintenance message. To everyone: ONE broadcast row (read marks per player),
   * announced once per public locale channel, where signed-in clients refetch their counter;
   * to a list: a row per known player (unknown ids are skipped), announced on their channels.
   */
  async maintenance(
    message: MaintenanceMessage,
    playerIds?: readonly number[],
  ): Promise<'all' | number> {
    const now = this.clock.now();
    const row = {
      type: 'maintenance' as const,
      objectType: null,
      objectId: null,
      template: 'maintenance',
      params: message as unknown as Record<string, unknown>,
      createdAt: now,
    };
    if (!playerIds) {
      const stored = await this.repository.insert({
        ...row,
        playerId: null,
        dedupeKey: null,
        audienceUpTo: await this.repository.newestPlayerId(),
      });
      if (stored) {
        for (const locale of REALTIME_PUBLIC_LOCALES) {
          await this.safely(0, () =>
            this.publisher.publish(
              publicChannel(locale),
              realtimeEvent('notification', toNotificationWire(stored, locale)),
            ),
          );
        }
      }
      return 'all';
    }
    const known = await this.repository.existingPlayers([...new Set(playerIds)]);
    const stored = await this.repository.insertMany(known, row);
    for (const notification of stored) await this.announce(notification);
    return stored.length;
  }

  async list(playerId: number, language: string, page: number, limit: number) {
    const { rows, total } = await this.repository.page(playerId, page, limit);
    return {
      data: rows.map((row) => toNotificationWire(row, language)),
      pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
    };
  }

  async unread(playerId: number): Promise<{ unread: number }> {
    return { unread: await this.repository.unreadCount(playerId) };
  }

  async markRead(playerId: number, ids: readonly number[]): Promise<{ unread: number }> {
    await this.repository.markRead(playerId, ids, this.clock.now());
    return this.announceCounter(playerId);
  }

  async markAllRead(playerId: number): Promise<{ unread: number }> {
    // Only what existed when the player pressed the button: a notification stored meanwhile
    // stays unread, and its own counter publication follows this one.
    const upTo = await this.repository.newestId();
    await this.repository.markAllRead(playerId, upTo, this.clock.now());
    return this.announceCounter(playerId);
  }

  /** Web push as this player sees it: the server's key (null: off) and whether subscribed. */
  async pushConfig(playerId: number) {
    const subscribed = (await this.repository.pushSubscriptionsOf(playerId)).length > 0;
    return { public_key: this.vapidPublicKey, subscribed };
  }

  async subscribePush(
    playerId: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ) {
    await this.repository.savePushSubscription(
      playerId,
      { endpoint: subscription.endpoint, ...subscription.keys },
      this.clock.now(),
    );
    return this.pushConfig(playerId);
  }

  async unsubscribePush(playerId: number, endpoint: string) {
    await this.repository.deletePushSubscription(playerId, endpoint);
    return this.pushConfig(playerId);
  }

  /** Resolves when every notification started so far is stored, published and pushed. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Counts and publishes the player's unread counter, one publication after the other per
   * player: each counts after the writes before it, so the last one a client receives is the
   * count after the last write, whatever order concurrent writes finished in.
   */
  private announceCounter(playerId: number): Promise<{ unread: number }> {
    const before = this.counters.get(playerId) ?? Promise.resolve();
    let counted = { unread: 0 };
    const turn = before.then(async () => {
      counted = await this.unread(playerId);
      await this.safely(playerId, () =>
        this.publisher.publish(
          userChannel(playerId),
          realtimeEvent('notifications_counters_changed', counted),
        ),
      );
    });
    this.counters.set(playerId, turn);
    return turn.then(() => {
      if (this.counters.get(playerId) === turn) this.counters.delete(playerId);
      return counted;
    });
  }

  private async pushTo(playerId: number, wire: NotificationWire): Promise<void> {
    if (!this.push) return;
    const payload = JSON.stringify({
      id: wire.id,
      title: wire.title,
      body: [wire.caption, wire.body].filter(Boolean).join(' · '),
      type: wire.type,
    });
    for (const sub of await this.repository.pushSubscriptionsOf(playerId)) {
      const outcome = await this.push.send(sub, payload);
      if (outcome === 'gone') await this.repository.deletePushSubscriptionById(sub.id);
    }
  }

  private async safely(playerId: number, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error({ err: error, playerId }, 'realtime: notification not published');
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.then(
      () => this.inFlight.delete(work),
      (error: unknown) => {
        this.inFlight.delete(work);
        this.logger.error({ err: error }, 'notification work failed');
      },
    );
    return work;
  }
}
