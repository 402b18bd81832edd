import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

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

  it('drops publications that are not known events', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('markets_changed', handler);
    expect(bus.publish('match:7', { type: 'markets_changed', data: { match_id: 'x' } })).toBe(
      false,
    );
    expect(bus.publish('match:7', { hello: 1 })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('isolates a handler that throws and reports it', () => {
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
    expect(second).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
  });

  it('stops calling a handler once it is removed', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const off = bus.on('provider_status_changed', handler);
    off();
    bus.publish('public:en', {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'active' },
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
