import { type Match, PROVIDERS, SPORT_TYPES, camelize } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { createLiveFeed } from './live-effects';
import { wireMarket, wireMatch } from './live-fixtures.test-helpers';
import { createOutcomeStore, outcomeKey } from './outcome-store';

const home = outcomeKey(7, 1, '', '1');
const draw = outcomeKey(7, 1, '', '2');
const away = outcomeKey(7, 1, '', '3');

function setup(hidden: string[] = []) {
  const store = createOutcomeStore({
    schedule: (flush) => flush(),
    setTimer: () => 0,
  });
  const ingestMatches = vi.fn();
  const refresh = vi.fn();
  const feed = createLiveFeed({
    store,
    ingestMatches,
    flags: { sportTypes: SPORT_TYPES, providers: PROVIDERS },
    hidden: () => hidden,
    refresh,
  });
  // Three buttons of the 1X2 line are on the page.
  for (const [key, odds] of [
    [home, 1.85],
    [draw, 3.4],
    [away, 4.2],
  ] as const) {
    store.subscribe(key, () => {}, { odds, active: true, suspended: false });
  }
  return { store, feed, ingestMatches, refresh };
}

const match = (overrides = {}): Match => camelize(wireMatch(overrides));

describe('live feed: markets_changed', () => {
  it('merges outcomes by id and keeps the odds of the others', () => {
    const { store, feed } = setup();
    const changes: unknown[] = [];
    store.onChanges((batch) => changes.push(...batch));
    feed.marketsChanged({
      matchId: 7,
      markets: [
        camelize(wireMarket({ outcomes: [{ id: '1', name: 'Home', active: true, odds: 1.9 }] })),
      ],
    });
    expect(store.get(home)).toMatchObject({ odds: 1.9, move: 'up' });
    expect(store.get(draw)).toMatchObject({ odds: 3.4, move: null });
    expect(store.get(away)).toMatchObject({ odds: 4.2, move: null });
    expect(changes).toEqual([{ key: home, label: 'Home', from: 1.85, to: 1.9 }]);
  });

  it('suspends every outcome of a line whose status alone changed', () => {
    const { store, feed } = setup();
    feed.marketsChanged({
      matchId: 7,
      markets: [camelize(wireMarket({ status: -1, outcomes: [] }))],
    });
    expect(store.get(home)?.suspended).toBe(true);
    expect(store.get(away)?.suspended).toBe(true);
    expect(store.get(away)?.odds).toBe(4.2);
    feed.marketsChanged({
      matchId: 7,
      markets: [camelize(wireMarket({ status: 1, outcomes: [] }))],
    });
    expect(store.get(home)?.suspended).toBe(false);
  });

  it('re-renders a match page when a line opens or closes', () => {
    const { feed, refresh } = setup();
    feed.addView({
      matchIds: new Set([7]),
      listsByStatus: false,
      lines: new Set(['1:']),
      renderedStatus: 1,
    });
    feed.marketsChanged({ matchId: 7, markets: [camelize(wireMarket({ outcomes: [] }))] });
    expect(refresh).not.toHaveBeenCalled();
    feed.marketsChanged({
      matchId: 7,
      markets: [camelize(wireMarket({ id: 18, specifier: 'total=2.5' }))],
    });
    expect(refresh).toHaveBeenCalledWith('market lines');
  });
});

describe('live feed: match_changed', () => {
  it('replaces the live state and the prices of the match', () => {
    const { store, feed, ingestMatches } = setup();
    const changed = match({
      main_market: wireMarket({
        outcomes: [
          { id: '1', name: 'Home', active: true, odds: 1.7 },
          { id: '2', name: 'Draw', active: false, odds: 3.4 },
          { id: '3', name: 'Away', active: true, odds: 4.2 },
        ],
      }),
    });
    feed.matchChanged(changed);
    expect(ingestMatches).toHaveBeenCalledWith([changed]);
    expect(store.get(home)).toMatchObject({ odds: 1.7, move: 'down' });
    expect(store.get(draw)).toMatchObject({ active: false });
  });

  it('is ignored when the sport type or the provider is not permitted', () => {
    const { feed, ingestMatches } = setup(['cyber']);
    const cyber = wireMatch();
    cyber.tournament.sport.type = 'cyber';
    feed.matchChanged(camelize(cyber));
    expect(ingestMatches).not.toHaveBeenCalled();
    const hiddenProvider = setup(['oddin']);
    hiddenProvider.feed.matchChanged(match({ provider: 'oddin' }));
    expect(hiddenProvider.ingestMatches).not.toHaveBeenCalled();
  });

  it('re-renders a match page whose status changed', () => {
    const { feed, refresh } = setup();
    feed.addView({
      matchIds: new Set([7]),
      listsByStatus: false,
      lines: new Set(),
      renderedStatus: 1,
    });
    feed.matchChanged(match({ status: 1 }));
    expect(refresh).not.toHaveBeenCalled();
    feed.matchChanged(match({ status: 4 }));
    expect(refresh).toHaveBeenCalledWith('match status');
  });
});

describe('live feed: match_status_changed', () => {
  const status = (id: number, value: 0 | 1 | 4, sportType: 'regular' | 'cyber' = 'regular') => ({
    id,
    urnId: `sr:match:${id}`,
    status: value,
    bettable: true,
    provider: 'betradar' as const,
    sportType,
    tournamentId: 1,
  });

  it('re-renders a live list that gains or loses a match', () => {
    const { feed, refresh } = setup();
    feed.addView({
      matchIds: new Set([7]),
      listsByStatus: true,
      lines: null,
      renderedStatus: null,
    });
    feed.matchStatusChanged(status(7, 1));
    expect(refresh).not.toHaveBeenCalled();
    feed.matchStatusChanged(status(8, 1));
    expect(refresh).toHaveBeenCalledTimes(1);
    feed.matchStatusChanged(status(7, 4));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('is not shown for a hidden sport type', () => {
    const { feed, refresh } = setup(['cyber']);
    feed.addView({ matchIds: new Set(), listsByStatus: true, lines: null, renderedStatus: null });
    feed.matchStatusChanged(status(9, 1, 'cyber'));
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('live feed: provider_status_changed', () => {
  it("marks a provider's outcomes not available, and available again", () => {
    const { store, feed } = setup();
    feed.applySnapshot([match()]);
    const other = outcomeKey(8, 1, '', '1');
    store.subscribe(other, () => {}, { odds: 2, active: true, suspended: false });
    feed.applySnapshot([match({ id: 8, provider: 'oddin' })]);

    feed.providerStatusChanged({ provider: 'betradar', status: 'inactive' });
    expect(store.get(home)?.unavailable).toBe(true);
    expect(store.get(other)?.unavailable).toBeUndefined();
    expect(feed.isProviderActive('betradar')).toBe(false);

    // A price tick meanwhile does not make it available.
    feed.marketsChanged({
      matchId: 7,
      markets: [
        camelize(wireMarket({ outcomes: [{ id: '1', name: 'Home', active: true, odds: 2 }] })),
      ],
    });
    expect(store.get(home)).toMatchObject({ odds: 2, unavailable: true });

    feed.providerStatusChanged({ provider: 'betradar', status: 'active' });
    expect(store.get(home)?.unavailable).toBeUndefined();
  });

  it('marks outcomes of a match that appears while its provider is off', () => {
    const { store, feed } = setup();
    feed.providerStatusChanged({ provider: 'betradar', status: 'inactive' });
    feed.applySnapshot([match()]);
    expect(store.get(draw)?.unavailable).toBe(true);
  });
});

describe('live feed: resync', () => {
  it("refetches the views that show a switched provider's matches", () => {
    const { feed } = setup();
    feed.applySnapshot([match()]);
    const shown = vi.fn();
    const other = vi.fn();
    feed.addView({
      matchIds: new Set([7]),
      listsByStatus: false,
      lines: null,
      renderedStatus: 1,
      resync: shown,
    });
    feed.addView({
      matchIds: new Set([9]),
      listsByStatus: false,
      lines: null,
      renderedStatus: 1,
      resync: other,
    });
    feed.providerStatusChanged({ provider: 'betradar', status: 'inactive' });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('live feed: what the socket keeps current', () => {
  it('names every match some view holds, once', () => {
    const { feed } = setup();
    const view = (ids: number[]) => ({
      matchIds: new Set(ids),
      listsByStatus: true,
      lines: null,
      renderedStatus: null,
    });
    const removeList = feed.addView(view([7, 9]));
    feed.addView(view([9, 12]));
    expect(feed.trackedMatchIds().sort((a, b) => a - b)).toEqual([7, 9, 12]);
    removeList();
    expect(feed.trackedMatchIds().sort((a, b) => a - b)).toEqual([9, 12]);
  });
});
