// Loaded by the realtime host after first paint (a chunk of its own, outside the first-load
// bundle): starts the tab's connection, wires the account store and the page's live feed to
// the event bus, and holds the locale's public channel.
import { PROVIDERS, SPORT_TYPES, publicChannel } from '@sportsbook/contract';
import { realtimeLocale } from '@sportsbook/domain';
import { dismissAlert, showAlert } from '../../../components/layout/alert-store';
import { readDocumentCookie } from '../../../lib/browser-storage';
import { startRealtime } from '../../../lib/realtime/realtime';
import type { RealtimeClient } from '../../../lib/realtime/realtime-client';
import { authSettled, connectAccountToRealtime } from '../../account/realtime-account';
import { handleUnauthorized } from '../../account/auth-store';
import { ingestMatchStates } from './match-live-store';
import { outcomeStore } from './outcome-store';
import { type FeedFlags, hiddenFeedsFromCookie } from './feed-permissions';
import { type LiveFeed, createLiveFeed } from './live-effects';
import { watchConnection } from './connection-watch';
import { startErrorReportingWhenOn } from '../../error-reporting/error-reporting-loader';

export interface RealtimeSessionConfig {
  locale: string;
  url: string | null;
  flags: Partial<FeedFlags>;
  /** The connection alert (spec section 8: connection-error title and description). */
  connectionError?: { title: string; description: string };
}

/** Re-renders the server tree; set by the live views (they hold the router). */
let refresher: (reason: string) => void = () => {};
export function setLiveRefresher(next: (reason: string) => void): void {
  refresher = next;
}

let feed: LiveFeed | null = null;

/** The page's live feed (one per tab). */
export function liveFeed(flags: Partial<FeedFlags> = {}): LiveFeed {
  feed ??= createLiveFeed({
    store: outcomeStore,
    ingestMatches: ingestMatchStates,
    flags: {
      sportTypes: flags.sportTypes ?? SPORT_TYPES,
      providers: flags.providers ?? PROVIDERS,
    },
    hidden: () => hiddenFeedsFromCookie(readDocumentCookie()),
    refresh: (reason) => refresher(reason),
  });
  return feed;
}

export async function startRealtimeSession(config: RealtimeSessionConfig): Promise<RealtimeClient> {
  // This chunk loads after the page, on every page: the error-reporting SDK starts from here
  // when reporting is on (decision 0046), so it never weighs on a first load.
  startErrorReportingWhenOn();
  const live = liveFeed(config.flags);
  // Connect as who the visitor is: a sign-in found later would mean a second connection.
  await authSettled(3000);
  const client = startRealtime({
    locale: config.locale,
    url: config.url,
    onUnauthorized: handleUnauthorized,
  });
  client.bus.on('match_changed', ({ data }) => live.matchChanged(data));
  client.bus.on('markets_changed', ({ data }) => live.marketsChanged(data));
  client.bus.on('match_status_changed', ({ data }) => live.matchStatusChanged(data));
  client.bus.on('provider_status_changed', ({ data }) => live.providerStatusChanged(data));
  connectAccountToRealtime(client);
  client.hold(publicChannel(realtimeLocale(config.locale)));
  const text = config.connectionError;
  let alertId: number | null = null;
  watchConnection({
    connectionState: client.connectionState,
    everConnected: client.everConnected,
    onStateChange: client.onStateChange,
    trackedMatchIds: () => live.trackedMatchIds(),
    markStale: (ids) => outcomeStore.setMatchesStale(ids, true),
    showAlert: () => {
      if (!text) return;
      alertId = showAlert({
        kind: 'warning',
        title: text.title,
        message: text.description,
        persistent: true,
      });
    },
    hideAlert: () => {
      if (alertId !== null) dismissAlert(alertId);
      alertId = null;
    },
    network: window,
    isOffline: () => navigator.onLine === false,
  });
  return client;
}
