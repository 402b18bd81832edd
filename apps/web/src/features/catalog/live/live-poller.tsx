'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef } from 'react';
import { useBrowserRequestContext } from '../../../lib/api/use-browser-request-context';
import { callChecked } from '../../../lib/contract-worker/client';
import type { GetMatchesQuery } from '../api/get-matches';
import { MATCH_MARKETS_LIMIT } from '../api/match-markets-limit';
import { listedMarkets } from '../model/market-layout';
import { marketLineKey, quotesFromMarket, quotesFromMatch, sameMembers } from './live-quotes';
import { ingestMatchStates } from './match-live-store';
import { outcomeStore } from './outcome-store';

export type LivePollerProps =
  | {
      kind: 'matches';
      query: GetMatchesQuery;
      /** Ids the server rendered; a different set in a poll re-renders the page. */
      renderedIds: number[];
      intervalMs: number;
    }
  | {
      kind: 'match';
      matchId: number;
      renderedStatus: number;
      /** Market lines the server rendered (`marketId:specifier`). */
      renderedLines: string[];
      intervalMs: number;
    };

// One client for every poller of the page; polls pause while the tab is hidden.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 0, refetchIntervalInBackground: false } },
});

export default function LivePoller(props: LivePollerProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {props.kind === 'matches' ? <MatchListPoller {...props} /> : <MatchPagePoller {...props} />}
    </QueryClientProvider>
  );
}

// The poll's calls, their answers checked in the contract worker (decision 0066): this chunk is
// loaded with every live view, as its fallback, and must not build the catalog's schemas.
function useMatches(query: GetMatchesQuery, refetchInterval: number) {
  const { locale } = useBrowserRequestContext();
  return useQuery({
    queryKey: ['catalog', 'matches', locale, query] as const,
    queryFn: ({ signal }) => callChecked('catalog', 'getMatches', { query }, { locale, signal }),
    refetchInterval,
  });
}

function useMatch(id: number, refetchInterval: number) {
  const { locale } = useBrowserRequestContext();
  return useQuery({
    queryKey: ['catalog', 'match', locale, id] as const,
    queryFn: ({ signal }) =>
      callChecked('catalog', 'getMatch', { params: { id } }, { locale, signal }),
    refetchInterval,
  });
}

function useMatchMarkets(id: number, refetchInterval: number) {
  const { locale } = useBrowserRequestContext();
  return useQuery({
    queryKey: ['catalog', 'match-markets', locale, id] as const,
    queryFn: ({ signal }) =>
      callChecked(
        'catalog',
        'getMatchMarkets',
        { params: { id }, query: { limit: MATCH_MARKETS_LIMIT } },
        { locale, signal },
      ),
    refetchInterval,
  });
}

/** Re-renders the server tree once per new membership (a match starts, ends or appears). */
function useRefreshOnChange(
  current: readonly (string | number)[] | null,
  rendered: readonly (string | number)[],
) {
  const router = useRouter();
  const refreshedFor = useRef<readonly (string | number)[] | null>(null);
  useEffect(() => {
    if (current === null || sameMembers(current, rendered)) return;
    if (refreshedFor.current && sameMembers(current, refreshedFor.current)) return;
    refreshedFor.current = current;
    startTransition(() => router.refresh());
  }, [current, rendered, router]);
}

function MatchListPoller({
  query,
  renderedIds,
  intervalMs,
}: Extract<LivePollerProps, { kind: 'matches' }>) {
  const { data } = useMatches(query, intervalMs);
  const matches = data?.data;
  useEffect(() => {
    if (!matches) return;
    ingestMatchStates(matches);
    outcomeStore.ingest(matches.flatMap(quotesFromMatch));
  }, [matches]);
  useRefreshOnChange(matches?.map((match) => match.id) ?? null, renderedIds);
  return null;
}

function MatchPagePoller({
  matchId,
  renderedStatus,
  renderedLines,
  intervalMs,
}: Extract<LivePollerProps, { kind: 'match' }>) {
  const match = useMatch(matchId, intervalMs).data?.data;
  const markets = useMatchMarkets(matchId, intervalMs).data?.data;

  useEffect(() => {
    if (!match) return;
    ingestMatchStates([match]);
    outcomeStore.ingest(quotesFromMatch(match));
  }, [match]);
  useEffect(() => {
    if (!markets) return;
    outcomeStore.ingest(markets.flatMap((market) => quotesFromMarket(matchId, market)));
  }, [markets, matchId]);

  const lines = markets ? listedMarkets(markets).map(marketLineKey) : null;
  const shape = lines && match ? [`status:${match.status}`, ...lines] : null;
  useRefreshOnChange(shape, [`status:${renderedStatus}`, ...renderedLines]);
  return null;
}
