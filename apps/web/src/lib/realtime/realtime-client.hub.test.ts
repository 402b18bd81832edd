// The web client against the real embedded hub, in Node: the official `centrifuge` client
// with `ws`, tokens signed as the API signs them. (The hub lives in the server app; this test
// borrows its test kit, the only place the web app reaches into the server's code.)
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type RunningHub,
  connectionToken,
  startHub,
  subscriptionToken,
  until,
} from '../../../../server/src/realtime/hub/hub-test-kit';
import { type RealtimeClient, RealtimeUnauthorized, createRealtimeClient } from './realtime-client';

let hub: RunningHub | null = null;
let client: RealtimeClient | null = null;

afterEach(async () => {
  client?.stop();
  client = null;
  await hub?.stop();
  hub = null;
});

const marketsChanged = (odds: number) => ({
  type: 'markets_changed',
  data: {
    match_id: 7,
    markets: [
      {
        match_urn_id: 'sr:match:1',
        id: 1,
        name: '1X2',
        status: 1,
        specifier: '',
        outcomes: [{ id: '1', name: 'Home', active: true, odds }],
        market_groups: ['main'],
        priority: 1,
        most_balanced: false,
        next_bet_stop: null,
        custom_bet_groups: [],
        provider: 'betradar',
      },
    ],
  },
});

async function setup(user: { id: string } = { id: '' }) {
  hub = await startHub();
  const url = hub.url;
  const fetchConnectionToken = vi.fn(async () => ({
    token: connectionToken(user.id, 600),
    url,
  }));
  const fetchSubscriptionToken = vi.fn(async (channel: string) =>
    subscriptionToken(user.id, channel, 600),
  );
  const onUnauthorized = vi.fn();
  client = createRealtimeClient({
    url: null,
    fetchConnectionToken,
    fetchSubscriptionToken,
    onUnauthorized,
    websocket: WebSocket,
  });
  return { client, fetchConnectionToken, fetchSubscriptionToken, onUnauthorized, user };
}

describe('realtime client against the embedded hub', () => {
  it('connects with the URL the token answer names and delivers match events', async () => {
    const { client } = await setup();
    const received: number[] = [];
    client.bus.on('markets_changed', ({ data }) =>
      received.push(data.markets[0]!.outcomes[0]!.odds),
    );
    const subscribed = vi.fn();
    client.hold('match:7', subscribed);
    client.start();
    await until(() => client.subscriptionState('match:7') === 'subscribed');
    expect(client.connectionState()).toBe('connected');
    expect(subscribed).toHaveBeenCalledWith({ channel: 'match:7', recovered: false });

    hub!.hub.publishData('match:7', marketsChanged(1.9));
    hub!.hub.publishData('match:7', { type: 'nonsense' });
    hub!.hub.publishData('match:7', marketsChanged(2.05));
    await until(() => received.length === 2);
    expect(received).toEqual([1.9, 2.05]);
  });

  it('reconnects with a new token on sign-in and holds the private channel with a user id', async () => {
    const { client, fetchConnectionToken, fetchSubscriptionToken, user } = await setup();
    client.setAuth('not_logged_in', null);
    client.start();
    await until(() => client.connectionState() === 'connected');
    expect(fetchConnectionToken).toHaveBeenCalledTimes(1);

    user.id = '42';
    client.setAuth('pending', null);
    client.setAuth('logged_in', 42);
    await until(() => client.subscriptionState('$user:42') === 'subscribed');
    expect(fetchConnectionToken).toHaveBeenCalledTimes(2);
    expect(fetchSubscriptionToken).toHaveBeenCalledWith('$user:42');

    const balances: number[] = [];
    client.bus.on('balance_changed', ({ data }) => balances.push(data.balance));
    hub!.hub.publishData('$user:42', {
      type: 'balance_changed',
      data: {
        currency: 'EUR',
        balance: 1250,
        available_to_bet_with_locked_cents: 1250,
        account: {
          currency: 'EUR',
          subunits: 2,
          active: true,
          balance: { currency: 'EUR', available_to_bet_with_locked_cents: 1250 },
        },
      },
    });
    await until(() => balances.length === 1);
    expect(balances).toEqual([1250]);

    // Sign-out: dropped, token cleared, reconnected as a visitor, private channel let go.
    user.id = '';
    client.setAuth('not_logged_in', null);
    await until(
      () =>
        fetchConnectionToken.mock.calls.length === 3 && client.connectionState() === 'connected',
    );
    expect(client.subscriptionState('$user:42')).toBe('unsubscribed');
  });

  it('ends disconnected when the connection token is refused (unauthorized)', async () => {
    const { client, fetchConnectionToken, onUnauthorized } = await setup();
    client.start();
    await until(() => client.connectionState() === 'connected');
    fetchConnectionToken.mockRejectedValue(new RealtimeUnauthorized('401'));
    client.setAuth('logged_in', 5);
    await until(() => client.connectionState() === 'disconnected');
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('resubscribes after a dropped socket and recovers what it missed', async () => {
    const { client } = await setup();
    const received: number[] = [];
    client.bus.on('markets_changed', ({ data }) =>
      received.push(data.markets[0]!.outcomes[0]!.odds),
    );
    const infos: boolean[] = [];
    client.hold('match:7', ({ recovered }) => infos.push(recovered));
    client.start();
    await until(() => client.subscriptionState('match:7') === 'subscribed');
    hub!.hub.publishData('match:7', marketsChanged(1.9));
    await until(() => received.length === 1);

    // A transient close (4000 range: reconnect); publications meanwhile are recovered.
    hub!.hub.disconnect({ user: '' }, { code: 4001, reason: 'test reconnect' });
    await until(() => client.connectionState() !== 'connected', 2000);
    hub!.hub.publishData('match:7', marketsChanged(2.2));
    await until(() => infos.length === 2, 10_000);
    await until(() => received.length === 2);
    expect(infos).toEqual([false, true]);
    expect(received).toEqual([1.9, 2.2]);
  });

  it('a sign-in reconnect recovers the match channels it held (nothing to refetch)', async () => {
    const { client, user } = await setup();
    const infos: boolean[] = [];
    client.hold('match:7', ({ recovered }) => infos.push(recovered));
    client.setAuth('not_logged_in', null);
    client.start();
    await until(() => client.subscriptionState('match:7') === 'subscribed');
    user.id = '42';
    client.setAuth('logged_in', 42);
    await until(() => infos.length === 2);
    expect(infos).toEqual([false, true]);
  });
});
