// Notifications' place in the app (decision 0036): the service over the realtime publisher the
// app was given, the publisher every other area then uses (it turns their player events into
// notifications), the players' calls, the operator's maintenance message, and
// `app.notifications` (VIP bets and tests: `notify`, `announce`, `idle`).
import {
  API_BASES,
  OPERATOR_API_BASE,
  notificationEndpoints,
  operatorNotificationEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthHttp } from '../accounts/auth-http';
import type { AppDb } from '../db/client';
import { requestLanguages } from '../bonuses/campaigns/campaign-texts';
import { registerEndpoints } from '../http/register-endpoints';
import { requireOperatorKey } from '../operator/operator-routes';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import { notifyingPublisher } from './notification-events';
import { type NotificationLogger, NotificationService } from './notification-service';
import { textLanguageOf } from './notification-texts';
import { type VapidConfig, type WebPushOptions, webPushSender } from './web-push';

export interface NotificationsDeps {
  db: AppDb;
  clock: Clock;
  /** Where events really go (the hub or Centrifugo). */
  publisher: RealtimePublisher;
  logger: NotificationLogger;
  /** VAPID keys; null or absent: web push is off. */
  webPush?: (VapidConfig & WebPushOptions) | null;
}

export interface Notifications {
  service: NotificationService;
  /** The publisher for every other area: the same events, and notifications made from them. */
  publisher: RealtimePublisher;
}

export function createNotifications(deps: NotificationsDeps): Notifications {
  const push = deps.webPush ? webPushSender(deps.webPush, deps.webPush) : null;
  const service = new NotificationService(
    deps.db,
    deps.clock,
    deps.publisher,
    deps.logger,
    push,
    deps.webPush?.publicKey ?? null,
  );
  return {
    service,
    publisher: notifyingPublisher(deps.publisher, (playerId, message) =>
      service.observe(playerId, message),
    ),
  };
}

/** The players' calls (sign-in needed) and the operator's, behind the operator key. */
export async function registerNotificationRoutes(
  app: FastifyInstance,
  notifications: Notifications,
  http: AuthHttp,
  operatorApiKey: string,
): Promise<void> {
  const { service } = notifications;
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: notificationEndpoints,
    handlers: {
      getNotifications: async ({ query, request }) => {
        const { player } = await http.require(request);
        // The page's language (Accept-Language) where we have texts in it, else the player's.
        const language =
          requestLanguages(request.headers['accept-language']).find(textLanguageOf) ??
          player.language;
        return service.list(player.id, language, query.page, query.limit);
      },
      getNotificationCounters: async ({ request }) => {
        const { player } = await http.require(request);
        return { data: await service.unread(player.id) };
      },
      readNotifications: async ({ body, request }) => {
        const { player } = await http.require(request);
        return { data: await service.markRead(player.id, body.ids) };
      },
      readAllNotifications: async ({ request }) => {
        const { player } = await http.require(request);
        return { data: await service.markAllRead(player.id) };
      },
      getPushConfig: async ({ request }) => {
        const { player } = await http.require(request);
        return { data: await service.pushConfig(player.id) };
      },
      subscribePush: async ({ body, request }) => {
        const { player } = await http.require(request);
        return { data: await service.subscribePush(player.id, body) };
      },
      unsubscribePush: async ({ body, request }) => {
        const { player } = await http.require(request);
        return { data: await service.unsubscribePush(player.id, body.endpoint) };
      },
    },
    tag: 'notifications',
  });
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(operatorApiKey));
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorNotificationEndpoints,
      handlers: {
        sendMaintenanceMessage: async ({ body }) => ({
          data: {
            recipients: await service.maintenance(
              { title: body.title, caption: body.caption ?? null, body: body.body ?? null },
              body.player_ids,
            ),
          },
        }),
      },
      tag: 'operator',
    });
  });
  app.decorate('notifications', service);
  app.addHook('onClose', async () => service.idle());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications: `notify`, `announce` after a transaction, `idle` (tests). */
    notifications: NotificationService;
  }
}
