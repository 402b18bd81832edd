// The tab's one realtime client. The locale layout's host starts it after first paint; live
// views wait for it with `whenRealtime()`. Nothing here runs on the server.
import { reportRealtimeProblem } from './error-reporter';
import { type RealtimeClient, createRealtimeClient } from './realtime-client';
import { fetchConnectionToken, fetchSubscriptionToken } from './token-api';

export interface RealtimeConfig {
  locale: string;
  /** Socket URL from the web env (`REALTIME_URL`); null: the token answer's. */
  url: string | null;
  onUnauthorized?: () => void;
}

let instance: RealtimeClient | null = null;
let ready: (client: RealtimeClient) => void = () => {};
const started = new Promise<RealtimeClient>((resolve) => {
  ready = resolve;
});

export function startRealtime(config: RealtimeConfig): RealtimeClient {
  if (instance) return instance;
  instance = createRealtimeClient({
    url: config.url,
    fetchConnectionToken: () => fetchConnectionToken(config.locale),
    fetchSubscriptionToken: (channel) => fetchSubscriptionToken(channel, config.locale),
    onUnauthorized: config.onUnauthorized,
    report: reportRealtimeProblem,
    connectData: { locale: config.locale },
    probe: probeSocketServer,
    networkEvents: window,
  });
  instance.start();
  ready(instance);
  // Playwright and the odds-tick bench look at the client through this handle.
  (globalThis as { __sportsbookRealtime?: RealtimeClient }).__sportsbookRealtime = instance;
  return instance;
}

/**
 * Whether the socket's server answers at all: a plain GET of the socket URL over HTTP(S), with
 * no credentials and an opaque answer (any status counts; only a network failure does not).
 * Nearly free for the server, and it asks the server the socket needs, whichever hosts it.
 */
export async function probeSocketServer(socketUrl: string): Promise<boolean> {
  const url = socketUrl.replace(/^ws(s?):/, 'http$1:');
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(3000),
    });
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the host has started the client. */
export const whenRealtime = (): Promise<RealtimeClient> => started;
