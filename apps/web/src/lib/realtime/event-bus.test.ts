import { describe, expect, it, vi } from 'vitest';
import { type ReadEvent, createEventBus } from './event-bus';

const marketsChanged = {
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
        outcomes: [{ id: '1', name: 'Home', active: true, odds: 1.9 }],
        market_groups: ['main'],
        priority: 1,
        most_balanced: false,
        next_bet_stop: null,
        custom_bet_groups: [],
        provider: 'betradar',
      },
    ],
  },
};

describe('realtime event bus', () => {
  it('checks a publication against the event schemas and hands it camelized to its type', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('markets_changed', handler);
    expect(bus.publish('match:7', marketsChanged)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    const message = handler.mock.calls[0]![0];
    expect(message.channel).toBe('match:7');
    expect(message.data.matchId).toBe(7);
    expect(message.data.markets[0].outcomes[0].odds).toBe(1.9);
  });

  it('drops publications that are not known events', async () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const status = vi.fn();
    bus.on('markets_changed', handler);
    bus.on('provider_status_changed', status);
    expect(bus.publish('match:7', { type: 'markets_changed', data: { match_id: 'x' } })).toBe(
      false,
    );
    expect(bus.publish('match:7', 'markets_changed')).toBe(false);
    bus.publish('match:7', { hello: 1 });
    bus.publish('public:en', { type: 'provider_status_changed', data: { provider: 'acme' } });
    bus.publish('public:en', { type: 'bet_changed', data: { id: 1 } });
    await bus.settled();
    expect(handler).not.toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();
    // The bus still works after refusing.
    bus.publish('public:en', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'active' },
    });
    await bus.settled();
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('checks price changes at once, without loading the event schemas', () => {
    const loadReader = vi.fn(() => new Promise<never>(() => {}));
    const bus = createEventBus(undefined, { loadReader });
    const handler = vi.fn();
    bus.on('markets_changed', handler);
    expect(bus.publish('match:7', marketsChanged)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(loadReader).not.toHaveBeenCalled();
  });

  it('keeps arrival order while the event schemas load, across event types', async () => {
    let loaded: (read: ReadEvent) => void = () => {};
    const loadReader = vi.fn(() => new Promise<ReadEvent>((resolve) => (loaded = resolve)));
    const bus = createEventBus(undefined, { loadReader });
    const seen: string[] = [];
    bus.on('markets_changed', ({ data }) =>
      seen.push(`price ${data.markets[0]!.outcomes[0]!.odds}`),
    );
    bus.on('provider_status_changed', ({ data }) => seen.push(`provider ${data.status}`));
    const price = (odds: number) => ({
      ...marketsChanged,
      data: {
        ...marketsChanged.data,
        markets: [
          {
            ...marketsChanged.data.markets[0]!,
            outcomes: [{ id: '1', name: 'Home', active: true, odds }],
          },
        ],
      },
    });
    bus.publish('match:7', price(1.5));
    bus.publish('public:en', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'inactive' },
    });
    bus.publish('match:7', price(1.6));
    bus.publish('match:7', price(1.7));
    // Only the first price could go at once: the later ones wait behind the status change.
    expect(seen).toEqual(['price 1.5']);
    expect(loadReader).toHaveBeenCalledTimes(1);
    const { readEvent } = await import('./event-schemas');
    loaded(readEvent);
    await bus.settled();
    expect(seen).toEqual(['price 1.5', 'provider inactive', 'price 1.6', 'price 1.7']);
    bus.publish('match:7', price(1.8));
    expect(seen.at(-1)).toBe('price 1.8');
  });

  it('reports schemas that fail to load, drops what waited and tries again later', async () => {
    const failures: unknown[] = [];
    const { readEvent } = await import('./event-schemas');
    const loadReader = vi
      .fn<() => Promise<ReadEvent>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(readEvent);
    const bus = createEventBus((error) => failures.push(error), { loadReader });
    const status = vi.fn();
    bus.on('provider_status_changed', status);
    const event = {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'active' },
    };
    bus.publish('public:en', event);
    await bus.settled();
    expect(failures).toHaveLength(1);
    expect(status).not.toHaveBeenCalled();
    bus.publish('public:en', event);
    await bus.settled();
    expect(status).toHaveBeenCalledTimes(1);
    expect(loadReader).toHaveBeenCalledTimes(2);
  });

  it('isolates a handler that throws and reports it', async () => {
    const failures: unknown[] = [];
    const bus = createEventBus((error) => failures.push(error));
    const second = vi.fn();
    bus.on('provider_status_changed', () => {
      throw new Error('boom');
    });
    bus.on('provider_status_changed', second);
    bus.publish('public:en', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'inactive' },
    });
    await bus.settled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
  });

  it('stops calling a handler once it is removed', async () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const off = bus.on('provider_status_changed', handler);
    off();
    bus.publish('public:en', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'active' },
    });
    await bus.settled();
    expect(handler).not.toHaveBeenCalled();
  });
});
