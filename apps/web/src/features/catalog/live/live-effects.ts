// What realtime events do to the page (spec section 4), without React or a socket, so they are
// unit tested: market updates merge outcomes by id (unchanged odds stay), match updates
// replace the match's live state (old score objects kept when equal), a provider going
// inactive marks its matches' outcomes not available, and a change of what the page lists
// (a match starting or ending, a market line opening or closing) asks for a re-render.
import type { Match, Provider, SportType } from '@sportsbook/contract';
import { MATCH_STATUS, isListedMarketStatus } from '@sportsbook/domain';
import type { RealtimeEventOf } from '../../../lib/realtime/event-bus';
import { isSuspended, marketLineKey, quotesFromMatch } from './live-quotes';
import { type OutcomeStore, type QuoteUpdate, outcomeKey } from './outcome-store';
import { type FeedFlags, isFeedPermitted } from './feed-permissions';

export interface LiveFeedDeps {
  store: OutcomeStore;
  /** Match live state (score, clock, status). */
  ingestMatches: (matches: readonly Match[]) => void;
  flags: FeedFlags;
  /** Sport types and providers this browser hides (cookie), read on each event. */
  hidden: () => readonly string[];
  /** The page shows something the event changes the shape of: re-render the server tree. */
  refresh: (reason: string) => void;
}

export interface LiveView {
  /** Matches the page lists (live lists) or shows (match page). */
  matchIds: ReadonlySet<number>;
  /** Lists: a match turning live (or ending) changes the list. */
  listsByStatus: boolean;
  /** Match page: market lines it rendered (`marketId:specifier`); null on lists. */
  lines: ReadonlySet<string> | null;
  /** Match page: the status it rendered. */
  renderedStatus: number | null;
  /** Refetches the view's snapshot (a provider switched: every line of its matches changed). */
  resync?: () => void;
}

export function createLiveFeed(deps: LiveFeedDeps) {
  const providers = new Map<number, Provider>();
  const sportTypes = new Map<number, SportType>();
  const inactive = new Set<Provider>();
  const views = new Set<LiveView>();

  const permitted = (matchId: number, provider: Provider, sportType?: SportType) =>
    isFeedPermitted(
      deps.flags,
      deps.hidden(),
      sportType ?? sportTypes.get(matchId) ?? null,
      provider,
    );

  function remember(match: Pick<Match, 'id' | 'provider'>) {
    const before = providers.get(match.id);
    providers.set(match.id, match.provider);
    if (before !== match.provider && inactive.has(match.provider)) {
      deps.store.setMatchesAvailable([match.id], false);
    }
  }

  const shown = (matchId: number) => [...views].some((view) => view.matchIds.has(matchId));

  return {
    /** A view (live list or match page) is on the page; returns its removal. */
    addView(view: LiveView): () => void {
      views.add(view);
      return () => views.delete(view);
    },

    /** A snapshot (REST) of matches: the truth after a connect without recovery. */
    applySnapshot(matches: readonly Match[]) {
      matches.forEach(remember);
      deps.ingestMatches(matches);
      deps.store.ingest(matches.flatMap(quotesFromMatch));
    },

    matchChanged(match: RealtimeEventOf<'match_changed'>) {
      if (!permitted(match.id, match.provider, match.tournament.sport.type)) return;
      remember(match);
      deps.ingestMatches([match]);
      deps.store.ingest(quotesFromMatch(match));
      for (const view of views) {
        if (!view.matchIds.has(match.id)) continue;
        if (view.renderedStatus !== null && match.status !== view.renderedStatus) {
          deps.refresh('match status');
        }
      }
    },

    marketsChanged({ matchId, markets }: RealtimeEventOf<'markets_changed'>) {
      const updates: QuoteUpdate[] = [];
      for (const market of markets) {
        const suspended = isSuspended(market);
        const line = `${matchId}:${market.id}:${market.specifier}`;
        // Outcomes not in the change keep their odds; the line's status applies to them all.
        deps.store.setLineSuspended(line, suspended);
        for (const outcome of market.outcomes) {
          updates.push({
            key: outcomeKey(matchId, market.id, market.specifier, outcome.id),
            label: outcome.name,
            odds: outcome.odds,
            active: outcome.active,
            suspended,
          });
        }
        for (const view of views) {
          if (!view.lines || !view.matchIds.has(matchId)) continue;
          const listed = isListedMarketStatus(market.status);
          if (listed !== view.lines.has(marketLineKey(market))) deps.refresh('market lines');
        }
      }
      deps.store.ingest(updates);
    },

    matchStatusChanged(event: RealtimeEventOf<'match_status_changed'>) {
      sportTypes.set(event.id, event.sportType);
      if (!permitted(event.id, event.provider, event.sportType)) return;
      remember({ id: event.id, provider: event.provider });
      for (const view of views) {
        if (view.renderedStatus !== null) {
          if (view.matchIds.has(event.id) && event.status !== view.renderedStatus) {
            deps.refresh('match status');
          }
        } else if (view.listsByStatus) {
          // A live list gains a match that turns live and loses one that stops being live.
          const listed = view.matchIds.has(event.id);
          if (listed !== (event.status === MATCH_STATUS.live)) deps.refresh('live list');
        }
      }
    },

    providerStatusChanged({ provider, status }: RealtimeEventOf<'provider_status_changed'>) {
      const active = status === 'active';
      if (active) inactive.delete(provider);
      else inactive.add(provider);
      const matchIds = [...providers].filter(([, p]) => p === provider).map(([id]) => id);
      deps.store.setMatchesAvailable(matchIds, active);
      // The server's answers now show those markets differently (suspended while off, open
      // again after): take a fresh snapshot of every view showing one of them.
      for (const view of views) {
        if (matchIds.some((id) => view.matchIds.has(id))) view.resync?.();
      }
    },

    /** Every match some view keeps current (their prices go stale when the socket drops). */
    trackedMatchIds(): number[] {
      const ids = new Set<number>();
      for (const view of views) view.matchIds.forEach((id) => ids.add(id));
      return [...ids];
    },

    isProviderActive: (provider: Provider) => !inactive.has(provider),
    isShown: shown,
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
