// Feed → realtime: after each committed feed tick, publishes what changed (spec section 4).
//
// - `match:<id>`: match_changed (the whole match as the catalog answers it), markets_changed
//   (one publication per match per tick, each line with only the outcomes whose odds or
//   `active` flag changed), match_status_changed;
// - `public:<locale>`: match_status_changed and provider_status_changed.
//
// Listeners of the runner are synchronous; publishing waits for a few catalog reads, so ticks
// are queued and published strictly in order.
import {
  type MarketChangeWire,
  type MatchWire,
  type Provider,
  matchChannel,
  publicChannels,
  realtimeEvent,
} from '@sportsbook/contract';
import type { ProviderStatuses } from '../catalog/provider-availability';
import { withProviderStatusOnMarket } from '../catalog/provider-availability';
import type { FeedChanges, FeedMarket, FeedOutcome } from '../feed/feed-model';
import type { RealtimePublisher } from './publisher';

/** The catalog reads the bridge needs (CatalogService). */
export interface FeedEventCatalog {
  matchIdsByUrn(urnIds: string[]): Promise<Map<string, number>>;
  matchesByIds(ids: number[]): Promise<MatchWire[]>;
}

export interface FeedEventsOptions {
  publisher: RealtimePublisher;
  catalog: FeedEventCatalog;
  /** Current provider statuses: markets of an inactive provider go out as not available. */
  providerStatuses: () => ProviderStatuses;
  logger?: { error(details: object, message: string): void };
}

export interface FeedEvents {
  /** The runner's `onChanges` listener. */
  onChanges(changes: FeedChanges): void;
  /** Remembers the current prices (the seeded snapshot) so the first change is a real diff. */
  remember(markets: readonly FeedMarket[]): void;
  /** Resolves once every queued tick is published (tests, shutdown). */
  idle(): Promise<void>;
}

type OutcomeState = { odds: number; active: boolean };

/** Odds as the catalog sends them: stored as numeric(12,3), never below 1. */
export const wireOdds = (odds: number): number => Number(Math.max(1, odds).toFixed(3));

const lineKey = (market: Pick<FeedMarket, 'matchUrnId' | 'marketId' | 'specifier'>) =>
  `${market.matchUrnId}|${market.marketId}|${market.specifier}`;

/** Cap of remembered URN → id pairs; a week of fixtures is a few thousand. */
const MAX_KNOWN_IDS = 50_000;

export function createFeedEvents(options: FeedEventsOptions): FeedEvents {
  const { publisher, catalog, providerStatuses } = options;
  const lines = new Map<string, Map<string, OutcomeState>>();
  const ids = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  const remember = (market: FeedMarket) => {
    lines.set(
      lineKey(market),
      new Map(
        market.outcomes.map((o) => [o.id, { odds: wireOdds(o.odds), active: o.active }] as const),
      ),
    );
  };

  /** The line as the catalog shows it, with only the outcomes that changed since last sent. */
  const marketChange = (market: FeedMarket, statuses: ProviderStatuses): MarketChangeWire => {
    const before = lines.get(lineKey(market));
    const changed = (outcome: FeedOutcome) => {
      const previous = before?.get(outcome.id);
      return (
        previous === undefined ||
        previous.odds !== wireOdds(outcome.odds) ||
        previous.active !== outcome.active
      );
    };
    remember(market);
    return withProviderStatusOnMarket(
      {
        match_urn_id: market.matchUrnId,
        id: market.marketId,
        name: market.name,
        status: market.status,
        specifier: market.specifier,
        outcomes: market.outcomes.filter(changed).map((outcome) => ({
          id: outcome.id,
          name: outcome.name,
          active: outcome.active,
          odds: wireOdds(outcome.odds),
        })),
        market_groups: market.groups,
        priority: market.priority,
        most_balanced: market.mostBalanced,
        next_bet_stop: market.nextBetStop,
        custom_bet_groups: market.customBetGroups,
        provider: market.provider,
      },
      statuses,
    );
  };

  async function idsOf(urns: string[]): Promise<Map<string, number>> {
    const missing = urns.filter((urn) => !ids.has(urn));
    if (missing.length > 0) {
      if (ids.size + missing.length > MAX_KNOWN_IDS) ids.clear();
      for (const [urn, id] of await catalog.matchIdsByUrn(missing)) ids.set(urn, id);
    }
    const found = new Map<string, number>();
    for (const urn of urns) {
      const id = ids.get(urn);
      if (id !== undefined) found.set(urn, id);
    }
    return found;
  }

  async function publish(changes: FeedChanges): Promise<void> {
    const statuses = providerStatuses();
    const sends: Promise<void>[] = [];

    for (const [provider, status] of Object.entries(changes.providers)) {
      sends.push(
        publisher.broadcast(
          publicChannels(),
          realtimeEvent('provider_status_changed', { provider: provider as Provider, status }),
        ),
      );
    }

    const byMatch = new Map<string, FeedMarket[]>();
    for (const market of changes.markets) {
      const list = byMatch.get(market.matchUrnId) ?? [];
      list.push(market);
      byMatch.set(market.matchUrnId, list);
    }
    const changedMatches = new Set(changes.matches.map((match) => match.urnId));
    const urns = [...new Set([...changedMatches, ...byMatch.keys()])];
    if (urns.length > 0) {
      const matchIds = await idsOf(urns);

      for (const [urn, markets] of byMatch) {
        const id = matchIds.get(urn);
        const changed = markets.map((market) => marketChange(market, statuses));
        if (id === undefined) continue;
        sends.push(
          publisher.publish(
            matchChannel(id),
            realtimeEvent('markets_changed', { match_id: id, markets: changed }),
          ),
        );
      }

      const wanted = [...changedMatches].flatMap((urn) => matchIds.get(urn) ?? []);
      const matches = wanted.length > 0 ? await catalog.matchesByIds(wanted) : [];
      const statusChanged = new Set(changes.statusChanged);
      for (const match of matches) {
        sends.push(
          publisher.publish(matchChannel(match.id), realtimeEvent('match_changed', match)),
        );
        if (!statusChanged.has(match.urn_id)) continue;
        sends.push(
          publisher.broadcast(
            [matchChannel(match.id), ...publicChannels()],
            realtimeEvent('match_status_changed', {
              id: match.id,
              urn_id: match.urn_id,
              status: match.status,
              bettable: match.bettable,
              provider: match.provider,
              sport_type: match.tournament.sport.type,
              tournament_id: match.tournament.id,
            }),
          ),
        );
      }
    }
    await Promise.all(sends);
  }

  return {
    onChanges(changes) {
      queue = queue
        .then(() => publish(changes))
        .catch((error: unknown) => {
          options.logger?.error({ err: error }, 'realtime: publishing feed changes failed');
        });
    },
    remember(markets) {
      for (const market of markets) remember(market);
    },
    idle: () => queue,
  };
}
