// Notifications (spec sections 3, 4 and 7; decision 0036): the player's list, the unread
// counter, marking read, the operator's maintenance messages, and web push subscriptions.
// Texts are rendered in the player's language when they are read, so a list answers in the
// language the player has now.
import { z } from 'zod';
import { DB_INT_MAX, idSchema, limitParam, listResponse, pageParam, plainText } from '../common';
import { defineEndpoint } from '../endpoint';
import { notificationEventData, notificationsCountersChangedData } from '../realtime/events';

export const NOTIFICATION_TYPE_VALUES = [
  'bet',
  'maintenance',
  'bonus',
  'jackpot',
  'vip_bet',
] as const;
export type NotificationTypeWire = (typeof NOTIFICATION_TYPE_VALUES)[number];

/** One notification (spec section 3), as the list and the `notification` event carry it. */
export const notificationSchema = notificationEventData;
export type NotificationWire = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first, `limit` per page (default 20, at most 500). */
export const notificationsQuery = z.object({ page: pageParam, limit: limitParam(20) });
export const notificationsResponse = listResponse(notificationSchema);
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** The unread counter: the answer of `/counters`, `/read` and `/read-all`. */
export const notificationCountersResponse = z.object({ data: notificationsCountersChangedData });
export type NotificationCountersResponse = z.infer<typeof notificationCountersResponse>;

/** POST /notifications/read: ids of the player's own notifications; others are ignored. */
export const readNotificationsRequest = z.object({ ids: z.array(idSchema).min(1).max(100) });

/** A text of a maintenance message in English (required) and other languages of the site. */
const localisedText = (max: number) =>
  z.object({
    en: plainText(z.string().trim().min(1).max(max)),
    de: plainText(z.string().trim().min(1).max(max)).optional(),
  });

/**
 * The operator's maintenance message: to every player (no `player_ids`) or to the players
 * listed. `caption` is the short line under the title (e.g. the time window).
 */
export const maintenanceMessageRequest = z.object({
  title: localisedText(120),
  caption: localisedText(200).optional(),
  body: localisedText(2000).optional(),
  player_ids: z.array(z.number().int().min(1).max(DB_INT_MAX)).min(1).max(1000).optional(),
});
export type MaintenanceMessageRequest = z.input<typeof maintenanceMessageRequest>;
export const maintenanceMessageResponse = z.object({
  data: z.object({
    /** `all`: one broadcast read by every player; else how many players received it. */
    recipients: z.union([z.literal('all'), z.number().int().nonnegative()]),
  }),
});

/** A browser's push subscription (the `PushSubscription.toJSON()` of the Push API). */
export const pushSubscriptionRequest = z.object({
  endpoint: plainText(z.url({ protocol: /^https?$/ }).max(1000)),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
      .min(80)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
      .min(16)
      .max(30),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;
export const pushUnsubscribeRequest = z.object({
  endpoint: plainText(z.url({ protocol: /^https?$/ }).max(1000)),
});
export const pushConfigResponse = z.object({
  data: z.object({
    /** The server's VAPID public key (base64url); null: web push is off on this server. */
    public_key: z.string().nullable(),
    /** Whether this player has at least one subscribed browser. */
    subscribed: z.boolean(),
  }),
});
export type PushConfigResponse = z.infer<typeof pushConfigResponse>;

/** On `API_BASES.sportsbook`; every call needs a signed-in player (401 otherwise). */
export const notificationEndpoints = {
  getNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: "The player's notifications, newest first, in pages (default 20 per page)",
    query: notificationsQuery,
    response: notificationsResponse,
  }),
  getNotificationCounters: defineEndpoint({
    method: 'GET',
    path: '/notifications/counters',
    summary: "The player's unread notifications",
    response: notificationCountersResponse,
  }),
  readNotifications: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    summary: "Marks these of the player's notifications read (other ids are ignored)",
    body: readNotificationsRequest,
    response: notificationCountersResponse,
  }),
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Marks every notification of the player read, as of now',
    response: notificationCountersResponse,
  }),
  getPushConfig: defineEndpoint({
    method: 'GET',
    path: '/notifications/push',
    summary: "Web push: the server's VAPID public key (null when off) and the player's state",
    response: pushConfigResponse,
  }),
  subscribePush: defineEndpoint({
    method: 'POST',
    path: '/notifications/push/subscriptions',
    summary: "Stores this browser's push subscription for the player (409-free: repeats update it)",
    body: pushSubscriptionRequest,
    response: pushConfigResponse,
  }),
  unsubscribePush: defineEndpoint({
    method: 'POST',
    path: '/notifications/push/subscriptions/delete',
    summary: "Forgets this browser's push subscription",
    body: pushUnsubscribeRequest,
    response: pushConfigResponse,
  }),
};

/** On `OPERATOR_API_BASE`, behind the operator key. */
export const operatorNotificationEndpoints = {
  sendMaintenanceMessage: defineEndpoint({
    method: 'POST',
    path: '/notifications/maintenance',
    summary: 'Sends a maintenance message to every player or to the players listed',
    body: maintenanceMessageRequest,
    response: maintenanceMessageResponse,
  }),
};
