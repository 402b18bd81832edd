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
  });
  instance.start();
  ready(instance);
  // Playwright and the odds-tick bench look at the client through this handle.
  (globalThis as { __sportsbookRealtime?: RealtimeClient }).__sportsbookRealtime = instance;
  return instance;
}

/** Resolves once the host has started the client. */
export const whenRealtime = (): Promise<RealtimeClient> => started;
