import { describe, expect, it } from 'vitest';
import type { MarketWire } from '../catalog/market';
import type { MatchWire } from '../catalog/match';
import { publicChannels, userChannel, userIdOfChannel } from './channels';
import { REALTIME_EVENT_TYPES, realtimeEvent, realtimeEventSchema } from './events';
import { authorizeChannelsRequest, connectionTokenRequest } from './tokens';

const market: MarketWire = {
  match_urn_id: 'sr:match:1',
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [{ id: '1', name: 'Home', active: true, odds: 1.85 }],
  market_groups: ['main'],
  priority: 1,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'betradar',
};

const match: MatchWire = {
  id: 7,
  urn_id: 'sr:match:1',
  slug: 'a-vs-b-1',
  type: 'match',
  name: 'A vs B',
  tournament: {
    id: 1,
    urn_id: 'sr:tournament:1',
    slug: 'league',
    name: 'League',
    category: { id: 1, slug: 'england', name: 'England', country_code: 'GB' },
    sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
  },
  competitors: null,
  stadium: null,
  city: null,
  status: 1,
  stage: null,
  start_time: '2026-11-22T12:00:00.000Z',
  end_date: null,
  statistics: null,
  available_markets: 1,
  main_market: market,
  secondary_market: null,
  top_markets: [],
  has_video: false,
  provider: 'betradar',
  is_provider_stats_available: true,
  bettable: true,
};

describe('realtime events', () => {
  it('names the eleven event kinds of the spec and the match events of the tracker', () => {
    expect(REALTIME_EVENT_TYPES).toEqual([
      'match_changed',
      'markets_changed',
      'match_status_changed',
      'provider_status_changed',
      'tournament_pool_changed',
      'balance_changed',
      'notifications_counters_changed',
      'notification',
      'bet_changed',
      'bet_cashout_changed',
      'bonus_issued',
      'match_events',
    ]);
  });

  it('carries the whole match in match_changed', () => {
    const parsed = realtimeEventSchema.parse(realtimeEvent('match_changed', match));
    expect(parsed).toEqual({ type: 'match_changed', data: match });
  });

  it('carries only the changed outcomes of each line in markets_changed', () => {
    const change = realtimeEvent('markets_changed', {
      match_id: 7,
      markets: [{ ...market, outcomes: [{ id: '2', name: 'Away', active: true, odds: 4.2 }] }],
    });
    expect(realtimeEventSchema.parse(change)).toEqual(change);
    expect(
      realtimeEventSchema.safeParse({ type: 'markets_changed', data: { match_id: 7, markets: [] } })
        .success,
    ).toBe(false);
  });

  it('refuses a balance in fractions of a cent', () => {
    const account = {
      currency: 'EUR',
      subunits: 100,
      active: true,
      balance: { currency: 'EUR', available_to_bet_with_locked_cents: 2500 },
    };
    const ok = realtimeEvent('balance_changed', {
      currency: 'EUR',
      balance: 2500,
      available_to_bet_with_locked_cents: 2500,
      account,
    });
    expect(realtimeEventSchema.parse(ok)).toEqual(ok);
    const bad = {
      type: 'balance_changed',
      data: { ...ok.data, balance: 25.5, available_to_bet_with_locked_cents: 25.5 },
    };
    expect(realtimeEventSchema.safeParse(bad).success).toBe(false);
  });

  it('tells provider and match status events apart by type', () => {
    const provider = realtimeEventSchema.parse({
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'inactive' },
    });
    expect(provider.type === 'provider_status_changed' && provider.data.status).toBe('inactive');
    expect(
      realtimeEventSchema.safeParse({
        type: 'provider_status_changed',
        data: { provider: 'nobody', status: 'inactive' },
      }).success,
    ).toBe(false);
    const status = realtimeEventSchema.parse({
      type: 'match_status_changed',
      data: {
        id: 7,
        urn_id: 'sr:match:1',
        status: 4,
        bettable: false,
        provider: 'betradar',
        sport_type: 'regular',
        tournament_id: 1,
      },
    });
    expect(status.type).toBe('match_status_changed');
  });

  it('lets bet updates carry fields the betting contract adds later', () => {
    const bet = realtimeEventSchema.parse({
      type: 'bet_changed',
      data: {
        id: 11,
        type: 'single',
        status: 'done',
        result: 'win_entire',
        stake: { value: 1000, currency: 'EUR', subunits: 100 },
        selections: [{ id: 1 }],
      },
    });
    expect(bet.data).toMatchObject({ selections: [{ id: 1 }] });
    expect(
      realtimeEventSchema.safeParse({
        type: 'bet_changed',
        data: { id: 11, type: 'single', status: 'won', stake: { value: 1, currency: 'EUR' } },
      }).success,
    ).toBe(false);
  });

  it('refuses an unknown event type', () => {
    expect(realtimeEventSchema.safeParse({ type: 'odds_changed', data: {} }).success).toBe(false);
  });
});

describe('realtime channels and token requests', () => {
  it('reads the player id of a personal channel only', () => {
    expect(userIdOfChannel(userChannel(42))).toBe('42');
    expect(userIdOfChannel('$user:')).toBeNull();
    expect(userIdOfChannel('$user:4a')).toBeNull();
    expect(userIdOfChannel('user:42')).toBeNull();
    expect(publicChannels()).toEqual([
      'public:en',
      'public:de',
      'public:es',
      'public:fr',
      'public:pt',
      'public:ar',
    ]);
  });

  it('asks for one to 128 well-formed channels', () => {
    expect(authorizeChannelsRequest.safeParse({ channels: ['$user:1'] }).success).toBe(true);
    expect(authorizeChannelsRequest.safeParse({ channels: [] }).success).toBe(false);
    expect(authorizeChannelsRequest.safeParse({ channels: ['a b'] }).success).toBe(false);
    expect(authorizeChannelsRequest.safeParse({ channels: ['x'.repeat(256)] }).success).toBe(false);
    expect(
      authorizeChannelsRequest.safeParse({ channels: Array(129).fill('match:1') }).success,
    ).toBe(false);
    expect(connectionTokenRequest.safeParse(undefined).success).toBe(true);
    expect(connectionTokenRequest.safeParse({}).success).toBe(true);
    expect(connectionTokenRequest.safeParse({ user: '1' }).success).toBe(false);
  });
});
