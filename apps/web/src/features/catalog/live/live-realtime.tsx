'use client';

import { matchChannel } from '@sportsbook/contract';
import { useRouter } from 'next/navigation';
import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react';
import { useBrowserRequestContext } from '../../../lib/api/use-browser-request-context';
import { whenRealtime } from '../../../lib/realtime/realtime';
import type { RealtimeClient } from '../../../lib/realtime/realtime-client';
import { POLL_FALLBACK_AFTER_MS } from '../../../lib/realtime/realtime-constants';
import { callChecked } from '../../../lib/contract-worker/client';
import { MATCH_MARKETS_LIMIT } from '../api/match-markets-limit';
import { listedMarkets } from '../model/market-layout';
import type { LivePollerProps } from './live-poller';
import { marketLineKey, quotesFromMarket, sameMembers } from './live-quotes';
import { outcomeStore } from './outcome-store';
import { liveFeed, setLiveRefresher } from './realtime-session';

type Poller = ComponentType<LivePollerProps>;
let pollerChunk: Promise<Poller> | null = null;
/**
 * The poller chunk (the fallback while the socket cannot connect). Fetched as soon as the live
 * view runs, while the page is surely online, so the fallback never needs the network to start;
 * a failed load is forgotten and tried again, and never reaches an error boundary (a
 * `next/dynamic` component that failed to load would show the error page until "Try again").
 */
function loadPoller(): Promise<Poller> {
  pollerChunk ??= import('./live-poller').then(
    (module) => module.default,
    (error: unknown) => {
      pollerChunk = null;
      throw error;
    },
  );
  return pollerChunk;
}

/** A snapshot must reach the screen this soon after the socket is back (decision 0018). */
const SNAPSHOT_DEBOUNCE_MS = 50;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** `match:42` → 42. */
const matchIdOf = (channel: string) => Number(channel.slice(channel.indexOf(':') + 1));

/** Centrifugo's default channel limit is 128; the public and private channels need two. */
const MAX_MATCH_CHANNELS = 100;

/**
 * Keeps a server-rendered live list or match page current over the realtime connection:
 * holds the `match:<id>` channels of what the page shows, refetches a snapshot whenever a
 * (re)subscribe could not recover what was missed (a stale price is never shown as live), and
 * polls only while the socket stays down.
 */
export default function LiveRealtime(props: LivePollerProps) {
  const router = useRouter();
  const context = useBrowserRequestContext();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [fallback, setFallback] = useState(false);
  const [poller, setPoller] = useState<{ component: Poller } | null>(null);
  const refreshedFor = useRef<string | null>(null);

  // Load the fallback's chunk now, and again on `online` if that failed.
  useEffect(() => {
    let alive = true;
    const load = () =>
      loadPoller().then(
        (component) => {
          if (alive) setPoller({ component });
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      alive = false;
      window.removeEventListener('online', load);
    };
  }, []);

  useEffect(() => {
    let alive = true;
    let found = false;
    void whenRealtime().then((next) => {
      found = true;
      if (alive) setClient(next);
    });
    // No client at all (the host never started it): poll.
    const timer = setTimeout(() => {
      if (alive && !found) setFallback(true);
    }, POLL_FALLBACK_AFTER_MS * 2);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    let last = 0;
    setLiveRefresher(() => {
      const now = Date.now();
      // One re-render per second at most, however many events say the shape changed.
      if (now - last < 1000) return;
      // Offline, a refresh cannot reach the server and the router would fall back to a full
      // page load (the browser's offline page); the snapshot after the reconnect re-renders.
      if (offline()) return;
      last = now;
      startTransition(() => router.refresh());
    });
  }, [router]);

  // Poll while the connection is not up for a while; stop as soon as it is.
  useEffect(() => {
    if (!client) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      const up = client.connectionState() === 'connected';
      if (up) {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        setFallback(false);
      } else if (timer === null) {
        timer = setTimeout(() => setFallback(true), POLL_FALLBACK_AFTER_MS);
      }
    };
    check();
    const stop = client.onStateChange(check);
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [client]);

  const matchIds = props.kind === 'match' ? [props.matchId] : props.renderedIds;
  const idsKey = matchIds.join(',');
  const renderedLines = props.kind === 'match' ? props.renderedLines : null;
  const linesKey = renderedLines?.join(',') ?? '';
  const renderedStatus = props.kind === 'match' ? props.renderedStatus : null;
  const query = props.kind === 'matches' ? props.query : null;
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    if (!client) return;
    const feed = liveFeed();
    const ids = idsKey ? idsKey.split(',').map(Number) : [];
    const lines = renderedLines ? new Set(renderedLines) : null;

    let snapshotTimer: ReturnType<typeof setTimeout> | null = null;
    let controller: AbortController | null = null;
    const refreshOnce = (shape: string) => {
      if (refreshedFor.current === shape || offline()) return;
      refreshedFor.current = shape;
      startTransition(() => router.refresh());
    };
    const snapshot = async () => {
      snapshotTimer = null;
      controller?.abort();
      controller = new AbortController();
      const ctx = { ...context, signal: controller.signal };
      try {
        if (props.kind === 'match') {
          const [{ data: match }, { data: markets }] = await Promise.all([
            callChecked('catalog', 'getMatch', { params: { id: props.matchId } }, ctx),
            callChecked(
              'catalog',
              'getMatchMarkets',
              { params: { id: props.matchId }, query: { limit: MATCH_MARKETS_LIMIT } },
              ctx,
            ),
          ]);
          feed.applySnapshot([match]);
          outcomeStore.ingest(markets.flatMap((market) => quotesFromMarket(match.id, market)));
          confirm();
          const shown = listedMarkets(markets).map(marketLineKey);
          if (match.status !== renderedStatus || !sameMembers(shown, [...(lines ?? [])])) {
            refreshOnce(`${match.status}|${shown.join(',')}`);
          }
        } else if (query) {
          const { data: matches } = await callChecked('catalog', 'getMatches', { query }, ctx);
          feed.applySnapshot(matches);
          confirm();
          const live = matches.map((match) => match.id);
          if (!sameMembers(live, ids)) refreshOnce(live.join(','));
        }
      } catch {
        // Aborted or failed: the next (re)subscribe or the poll fallback tries again.
      }
    };
    /**
     * The snapshot just ingested is the truth: the view's prices are live again, unless the
     * socket dropped once more while it was on its way.
     */
    const confirm = () => {
      if (client.connectionState() === 'connected') outcomeStore.setMatchesStale(ids, false);
    };
    const held = ids.slice(0, MAX_MATCH_CHANNELS);
    // Several channels subscribe at once after a reconnect: one snapshot for all of them.
    const onSubscribed = ({ channel, recovered }: { channel: string; recovered: boolean }) => {
      // Every publication missed while away is replayed right after this: the prices it had are
      // live again. Matches beyond the channel limit have no channel: they need the snapshot.
      if (recovered) outcomeStore.setMatchesStale([matchIdOf(channel)], false);
      if ((recovered && held.length === ids.length) || snapshotTimer !== null) return;
      snapshotTimer = setTimeout(() => void snapshot(), SNAPSHOT_DEBOUNCE_MS);
    };
    const removeView = feed.addView({
      matchIds: new Set(ids),
      listsByStatus: props.kind === 'matches',
      lines,
      renderedStatus,
      resync: () => onSubscribed({ channel: '', recovered: false }),
    });
    const releases = held.map((id) => client.hold(matchChannel(id), onSubscribed));
    // A list with no live match still needs one snapshot to notice a match going live later
    // (the public channel tells it too, through the feed).
    return () => {
      releases.forEach((release) => release());
      removeView();
      if (snapshotTimer !== null) clearTimeout(snapshotTimer);
      controller?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, idsKey, linesKey, renderedStatus, queryKey, context.locale]);

  const Fallback = poller?.component;
  return fallback && Fallback ? <Fallback {...props} /> : null;
}
