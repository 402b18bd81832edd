import type { PlacedBet } from '@sportsbook/contract';
import { type TicketBet, minorUnits, oddsFromWire } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../lib/realtime/event-bus';
import type { ConnectionState } from '../../../lib/realtime/realtime-client';
import { createBetSlipStore } from './bet-slip-store';
import { connectSlipToRealtime } from './slip-live';
import {
  applyBetCashoutChanged,
  applyBetChanged,
  applyMarketsChanged,
  applyMatchChanged,
  applyMatchStatusChanged,
  applyProviderStatusChanged,
  slipMatchChannels,
} from './slip-realtime';
import { followConnection } from './slip-realtime-connection';
import { selectionFromPick } from './slip-selection';
import { memoryStorage } from './slip-storage';

const selection = (matchId: number, odds: number, outcome = '1', marketId = 1, specifier = '') => {
  const made = selectionFromPick({
    key: `${matchId}:${marketId}:${specifier}:${outcome}`,
    odds,
    active: true,
    suspended: false,
    name: outcome,
    market: '1x2',
    event: {
      id: matchId,
      urnId: `sr:match:${matchId}`,
      slug: `m-${matchId}`,
      type: 'match',
      sportKey: 'football',
      nameA: 'A',
      nameB: 'B',
      categoryName: 'C',
      leagueName: 'L',
      status: 0,
      provider: 'betradar',
      startTime: '2026-11-22T18:00:00Z',
    },
  });
  if (!made) throw new Error('bad pick');
  return made;
};

function slipOf(...selections: ReturnType<typeof selection>[]) {
  const store = createBetSlipStore({
    storage: memoryStorage(),
    isLoggedIn: () => true,
    placeBets: async () => ({ ok: true, bets: [] }),
  });
  selections.forEach((s) => store.toggle(s));
  return store;
}

const market = (
  id: number,
  status: number,
  outcomes: [string, number, boolean?][],
  specifier = '',
) => ({
  id,
  specifier,
  status,
  outcomes: outcomes.map(([oid, odds, active = true]) => ({ id: oid, odds, active })),
});

const first = (bets: readonly TicketBet[]) => bets.flatMap((b) => b.selections);

describe('slip realtime effects', () => {
  it('names one match channel per match on the slip', () => {
    const store = slipOf(selection(7, 2), selection(9, 1.5), selection(7, 3, '2', 18, 'total=2.5'));
    expect(slipMatchChannels(store.getState().ticket.bets)).toEqual(['match:7', 'match:9']);
  });

  it('markets_changed reprices under mode none and keeps outcomes the change left out', () => {
    const store = slipOf(selection(7, 2, '1'), selection(8, 1.8));
    const bets = applyMarketsChanged(
      store.getState().ticket.bets,
      { matchId: 7, markets: [market(1, 1, [['1', 2.2]])] },
      'none',
    );
    const moved = first(bets).find((s) => s.matchId === '7')!;
    expect(moved.isChanged).toBe(true);
    expect(moved.acceptedOdds).not.toBe(moved.odds);
    expect(first(bets).find((s) => s.matchId === '8')!.isChanged).toBe(false);
  });

  it('markets_changed: a rise is accepted silently under mode higher, a drop is flagged', () => {
    const store = slipOf(selection(7, 2, '1'));
    const up = applyMarketsChanged(
      store.getState().ticket.bets,
      { matchId: 7, markets: [market(1, 1, [['1', 2.5]])] },
      'higher',
    );
    expect(first(up)[0]!.isChanged).toBe(false);
    const down = applyMarketsChanged(
      store.getState().ticket.bets,
      { matchId: 7, markets: [market(1, 1, [['1', 1.5]])] },
      'higher',
    );
    expect(first(down)[0]!.isChanged).toBe(true);
  });

  it('markets_changed with a suspended line (status alone) suspends the selection', () => {
    const store = slipOf(selection(7, 2, '1'));
    const bets = applyMarketsChanged(
      store.getState().ticket.bets,
      { matchId: 7, markets: [market(1, 2, [])] },
      'none',
    );
    expect(first(bets)[0]!.isSuspended).toBe(true);
  });

  it('markets_changed for another match or line leaves the slip as it is', () => {
    const store = slipOf(selection(7, 2, '1'));
    const bets = store.getState().ticket.bets;
    expect(
      applyMarketsChanged(bets, { matchId: 9, markets: [market(1, 1, [['1', 3]])] }, 'none'),
    ).toBe(bets);
    expect(
      applyMarketsChanged(
        bets,
        { matchId: 7, markets: [market(18, 1, [['12', 3]], 'total=2.5')] },
        'none',
      ),
    ).toBe(bets);
  });

  it('match_changed replaces the status and reads the featured prices', () => {
    const store = slipOf(selection(7, 2, '1'));
    const bets = applyMatchChanged(
      store.getState().ticket.bets,
      {
        id: 7,
        status: 1,
        mainMarket: market(1, 1, [
          ['1', 2.4],
          ['2', 3],
        ]),
        topMarkets: [],
      },
      'any',
    );
    const s = first(bets)[0]!;
    expect(s.matchStatus).toBe(1);
    expect(s.isChanged).toBe(false);
    expect(s.acceptedOdds).toBe(s.odds);
  });

  it('match_status_changed to finished makes the selections not available', () => {
    const store = slipOf(selection(7, 2, '1'));
    const bets = applyMatchStatusChanged(store.getState().ticket.bets, {
      id: 7,
      status: 4,
      bettable: false,
    });
    expect(first(bets)[0]!.isNotAvailable).toBe(true);
  });

  it('match_status_changed not bettable suspends', () => {
    const store = slipOf(selection(7, 2, '1'));
    const bets = applyMatchStatusChanged(store.getState().ticket.bets, {
      id: 7,
      status: 1,
      bettable: false,
    });
    expect(first(bets)[0]!.isSuspended).toBe(true);
  });

  it('provider_status_changed inactive makes its selections not available, active lifts it', () => {
    const store = slipOf(selection(7, 2, '1'));
    const off = applyProviderStatusChanged(store.getState().ticket.bets, {
      provider: 'betradar',
      status: 'inactive',
    });
    expect(first(off)[0]!.isNotAvailable).toBe(true);
    const on = applyProviderStatusChanged(off, { provider: 'betradar', status: 'active' });
    expect(first(on)[0]!.isNotAvailable).toBe(false);
    const other = store.getState().ticket.bets;
    expect(applyProviderStatusChanged(other, { provider: 'oddin', status: 'inactive' })).toBe(
      other,
    );
  });
});

/** A connection whose state the test sets. */
function connectionOf(initial: ConnectionState = 'connected') {
  let state = initial;
  let ever = initial === 'connected';
  const listeners = new Set<() => void>();
  return {
    connectionState: () => state,
    everConnected: () => ever,
    onStateChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: ConnectionState) {
      state = next;
      if (next === 'connected') ever = true;
      listeners.forEach((listener) => listener());
    },
  };
}

const suspendedIds = (store: ReturnType<typeof slipOf>) =>
  first(store.getState().ticket.bets)
    .filter((s) => s.isSuspended)
    .map((s) => s.id);

describe('slip while the connection is down', () => {
  it('suspends every open selection when the socket drops, so placing is refused', async () => {
    const store = slipOf(selection(7, 2, '1'), selection(9, 1.5));
    store.setStakeForAll(minorUnits(500));
    const connection = connectionOf();
    followConnection(store, connection, vi.fn());
    connection.set('connecting');
    expect(suspendedIds(store)).toEqual(['7:1::1', '9:1::1']);
    await store.place();
    expect(store.getState().notice?.code).toBe('error.bet_slip.suspended_selection');
  });

  it('does nothing before the socket was ever up', () => {
    const store = slipOf(selection(7, 2, '1'));
    const connection = connectionOf('connecting');
    followConnection(store, connection, vi.fn());
    connection.set('connecting');
    expect(suspendedIds(store)).toEqual([]);
  });

  it('a recovered channel lifts the suspensions of its match only, and not one set by a market', () => {
    const store = slipOf(selection(7, 2, '1'), selection(9, 1.5));
    // Match 9's market was suspended before the drop: the recovery must not lift that.
    store.applyRealtime((bets, mode) =>
      applyMarketsChanged(bets, { matchId: 9, markets: [market(1, -1, [])] }, mode),
    );
    const connection = connectionOf();
    const slipConnection = followConnection(store, connection, vi.fn());
    connection.set('connecting');
    connection.set('connected');
    slipConnection.onSubscribed({ channel: 'match:9', recovered: true });
    slipConnection.onSubscribed({ channel: 'match:7', recovered: true });
    expect(suspendedIds(store)).toEqual(['9:1::1']);
  });

  it('a channel back without recovery takes the snapshot: a moved price must be accepted', async () => {
    const store = slipOf(selection(7, 2, '1'), selection(9, 1.5));
    const connection = connectionOf();
    const fetchMarkets = vi.fn(async (id: number) =>
      id === 7 ? [market(1, 1, [['1', 2.4]])] : [market(1, 1, [['1', 1.5]])],
    );
    const slipConnection = followConnection(store, connection, fetchMarkets);
    connection.set('connecting');
    connection.set('connected');
    slipConnection.onSubscribed({ channel: 'match:7', recovered: false });
    await vi.waitFor(() => expect(suspendedIds(store)).toEqual(['9:1::1']));
    const moved = first(store.getState().ticket.bets).find((s) => s.matchId === '7')!;
    expect(moved.odds).toBe(oddsFromWire(2.4));
    expect(moved.isChanged).toBe(true);
    expect(fetchMarkets).toHaveBeenCalledWith(7);
  });

  it("a match channel's first subscribe takes the snapshot: a price moved before it must be accepted", async () => {
    const store = slipOf(selection(7, 2, '1'));
    const connection = connectionOf('connecting');
    const fetchMarkets = vi.fn(async () => [market(1, 1, [['1', 2.37]])]);
    const slipConnection = followConnection(store, connection, fetchMarkets);
    connection.set('connected');
    slipConnection.onSubscribed({ channel: 'match:7', recovered: false });
    await vi.waitFor(() =>
      expect(first(store.getState().ticket.bets)[0]!.odds).toBe(oddsFromWire(2.37)),
    );
    expect(first(store.getState().ticket.bets)[0]!.isChanged).toBe(true);
    // A channel of a match the slip no longer holds asks for nothing.
    slipConnection.onSubscribed({ channel: 'match:9', recovered: false });
    expect(fetchMarkets).toHaveBeenCalledTimes(1);
  });

  it('a snapshot that arrives after the socket dropped again lifts nothing', async () => {
    const store = slipOf(selection(7, 2, '1'));
    const connection = connectionOf();
    let answer: (markets: ReturnType<typeof market>[]) => void = () => {};
    const slipConnection = followConnection(
      store,
      connection,
      () => new Promise((resolve) => (answer = resolve)),
    );
    connection.set('connecting');
    connection.set('connected');
    slipConnection.onSubscribed({ channel: 'match:7', recovered: false });
    connection.set('connecting');
    answer([market(1, 1, [['1', 2]])]);
    await Promise.resolve();
    await Promise.resolve();
    expect(suspendedIds(store)).toEqual(['7:1::1']);
  });
});

describe('slip on the realtime client', () => {
  it('holds a channel per slip match through the one client and applies bus events', async () => {
    const store = slipOf(selection(7, 2, '1'));
    const releases = new Map<string, ReturnType<typeof vi.fn>>();
    const bus = createEventBus();
    const client = {
      ...connectionOf(),
      bus,
      hold: vi.fn((channel: string, _onSubscribed?: unknown) => {
        const release = vi.fn();
        releases.set(channel, release);
        return release;
      }),
    };
    const onBet = vi.fn();
    const stop = connectSlipToRealtime(store, client, onBet);
    expect(client.hold).toHaveBeenCalledWith('match:7', expect.any(Function));
    store.toggle(selection(9, 1.5));
    expect(client.hold).toHaveBeenCalledWith('match:9', expect.any(Function));

    bus.publish('match:7', {
      type: 'markets_changed',
      data: {
        match_id: 7,
        markets: [
          {
            match_urn_id: 'sr:match:7',
            id: 1,
            name: '1x2',
            status: 1,
            specifier: '',
            outcomes: [{ id: '1', name: '1', active: true, odds: 2.6 }],
            market_groups: [],
            priority: 0,
            provider: 'betradar',
          },
        ],
      },
    });
    const changed = first(store.getState().ticket.bets).find((s) => s.matchId === '7')!;
    expect(changed.isChanged).toBe(true);
    expect(store.getState().ticket.ticketState).toBe('ODDS_CHANGED');

    bus.publish('$user:1', {
      type: 'bet_cashout_changed',
      data: { bet_id: 'b1', to_cashout: 500 },
    });
    await bus.settled();
    expect(onBet).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'bet_cashout_changed',
        data: { betId: 'b1', toCashout: 500 },
      }),
    );

    store.remove(changed.outcomeId);
    expect(releases.get('match:7')).toHaveBeenCalled();
    stop();
    expect(releases.get('match:9')).toHaveBeenCalled();
  });
});

const placed = (id: string, over: Partial<PlacedBet> = {}): PlacedBet =>
  ({
    id,
    type: 'single',
    ref: `R${id}`,
    status: 'waiting_results',
    result: 'no_results',
    stake: { value: 100, currency: 'EUR', subunits: 100 },
    totalStake: 100,
    currency: 'EUR',
    odds: 2,
    potentialWin: 200,
    winAmount: null,
    toCashout: 150,
    cashedOutAmount: 0,
    autoCashout: null,
    selections: [
      {
        id: 's1',
        outcome: { name: 'Home' },
        market: { name: '1x2' },
        match: { name: 'A - B' },
        odds: 2,
        status: 'open',
      },
    ],
    system: null,
    bonus: null,
    usedInJackpot: false,
    isVip: false,
    quick: false,
    createdAt: '2026-11-22T10:00:00Z',
    settledAt: null,
    ...over,
  }) as unknown as PlacedBet;

describe('My bets realtime effects', () => {
  it('bet_changed replaces the bet and keeps earlier selection detail', () => {
    const bets = [placed('a'), placed('b')];
    const next = applyBetChanged(bets, {
      id: 'a',
      status: 'done',
      result: 'win_entire',
      winAmount: 200,
      selections: [{ id: 's1', status: 'win' }],
    });
    expect(next[0]!.status).toBe('done');
    expect(next[0]!.winAmount).toBe(200);
    expect(next[0]!.selections[0]!.outcome.name).toBe('Home');
    expect(next[0]!.selections[0]!.status).toBe('win');
    expect(next[1]).toBe(bets[1]);
  });

  it('bet_changed without selections keeps the earlier ones', () => {
    const bets = [placed('a')];
    const next = applyBetChanged(bets, { id: 'a', status: 'cashout_in_progress' });
    expect(next[0]!.selections).toBe(bets[0]!.selections);
  });

  it('a VIP bet update with rejected status removes it', () => {
    const bets = [placed('a', { isVip: true }), placed('b')];
    expect(
      applyBetChanged(bets, { id: 'a', status: 'rejected', isVip: true }).map((b) => b.id),
    ).toEqual(['b']);
    // A non-VIP rejected bet is replaced, not removed.
    expect(applyBetChanged(bets, { id: 'b', status: 'rejected' })[1]!.status).toBe('rejected');
  });

  it('an unknown bet is not added', () => {
    const bets = [placed('a')];
    expect(applyBetChanged(bets, { id: 'z', status: 'done' })).toBe(bets);
  });

  it('bet_cashout_changed sets to_cashout', () => {
    const bets = [placed('a'), placed('b')];
    const next = applyBetCashoutChanged(bets, { betId: 'b', toCashout: null });
    expect(next[1]!.toCashout).toBeNull();
    expect(next[0]).toBe(bets[0]);
    expect(applyBetCashoutChanged(next, { betId: 'b', toCashout: null })).toBe(next);
  });
});
