// Web push in the browser (decision 0036): the service worker under the site's base path, the
// Push API subscription with the server's VAPID key, stored by the server, and the spec's
// `one_signal_push_notification_subscription` setting kept in step.
import { API_BASES, settingsEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';
import { BASE_PATH } from '../../../components/layout/plain-link';
import { deletePushSubscription, savePushSubscription } from '../api/notifications-api';

export const PUSH_WORKER = `${BASE_PATH}/notifications-sw.js`;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** base64url → bytes (the Push API wants the key as bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function setPushSetting(locale: string, on: boolean): Promise<void> {
  await callEndpointAt(
    API_BASES.sportsbook,
    settingsEndpoints.updateSettings,
    { body: { one_signal_push_notification_subscription: on } },
    { origin: '', locale, session: true },
  );
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(`${BASE_PATH}/`);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type PushResult = 'on' | 'denied' | 'failed';

/** Asks for permission, subscribes this browser and tells the server. */
export async function enablePush(locale: string, publicKey: string): Promise<PushResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.register(PUSH_WORKER, {
      scope: `${BASE_PATH}/`,
    });
    await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    const json = subscription.toJSON();
    await savePushSubscription(locale, {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    await setPushSetting(locale, true);
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Unsubscribes this browser and tells the server. */
export async function disablePush(locale: string): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deletePushSubscription(locale, subscription.endpoint);
    await subscription.unsubscribe();
  }
  await setPushSetting(locale, false);
}
