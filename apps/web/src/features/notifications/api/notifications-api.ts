// The notification calls of the browser (spec section 7 and web push, decision 0036), through
// the web app's one client with the player's session.
import { API_BASES, type Endpoint, notificationEndpoints } from '@sportsbook/contract';
import type { QueryValue } from '../../../lib/api/api-url';
import {
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';

function notificationFetch<E extends Endpoint>(
  endpoint: E,
  call: {
    locale: string;
    signal?: AbortSignal;
    query?: Record<string, QueryValue>;
    body?: unknown;
  },
): Promise<EndpointResult<E>> {
  const input = { query: call.query, body: call.body } as EndpointInput<E>;
  return callEndpointAt(API_BASES.sportsbook, endpoint, input, {
    origin: '',
    locale: call.locale,
    signal: call.signal,
    session: true,
  });
}

export type NotificationPage = Awaited<ReturnType<typeof getNotifications>>;
export type NotificationItem = NotificationPage['data'][number];

/** GET /notifications: one page, newest first. */
export function getNotifications(
  locale: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  return notificationFetch(notificationEndpoints.getNotifications, {
    locale,
    signal,
    query: { page, limit },
  });
}

/** GET /notifications/counters: the unread count. */
export async function getUnreadCount(locale: string, signal?: AbortSignal): Promise<number> {
  const answer = await notificationFetch(notificationEndpoints.getNotificationCounters, {
    locale,
    signal,
  });
  return answer.data.unread;
}

/** POST /notifications/read: returns the unread count after. */
export async function markNotificationsRead(locale: string, ids: readonly number[]) {
  const answer = await notificationFetch(notificationEndpoints.readNotifications, {
    locale,
    body: { ids: [...ids] },
  });
  return answer.data.unread;
}

/** POST /notifications/read-all: returns the unread count after. */
export async function markAllNotificationsRead(locale: string) {
  const answer = await notificationFetch(notificationEndpoints.readAllNotifications, { locale });
  return answer.data.unread;
}

/** GET /notifications/push: the server's VAPID key (null: push off) and the player's state. */
export async function getPushConfig(locale: string) {
  return (await notificationFetch(notificationEndpoints.getPushConfig, { locale })).data;
}

export async function savePushSubscription(
  locale: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  return (
    await notificationFetch(notificationEndpoints.subscribePush, { locale, body: subscription })
  ).data;
}

export async function deletePushSubscription(locale: string, endpoint: string) {
  return (
    await notificationFetch(notificationEndpoints.unsubscribePush, { locale, body: { endpoint } })
  ).data;
}
