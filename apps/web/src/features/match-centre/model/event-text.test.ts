import { toMatchEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { eventText, fill, mergeById } from './event-text';

const event = (type: string, side: 'home' | 'away' | null, extra = {}) =>
  toMatchEvent({
    id: 1,
    type: type as never,
    side,
    at: '2026-03-14T15:00:00.000Z',
    match_time: '12:00',
    period: 1,
    value: null,
    score: { home: 1, away: 0 },
    pause: null,
    ...extra,
  });

describe('match event texts', () => {
  const t = en['match-centre'];
  const names = { home: 'Arsenal', away: 'Chelsea' };

  it('names the side and the value of an event', () => {
    expect(eventText(event('goal', 'home'), t, names)).toBe('Goal! Arsenal');
    expect(eventText(event('basket', 'away', { value: 3 }), t, names)).toBe('Chelsea scores 3');
  });

  it('says half-time for a half-time break', () => {
    expect(eventText(event('break', null, { pause: 'half_time' }), t, names)).toBe('Half-time');
  });

  it('leaves unknown placeholders alone', () => {
    expect(fill('{team} {x}', { team: 'A' })).toBe('A {x}');
  });
});

describe('merging events by id', () => {
  it('keeps each event once, in id order, whatever order a push and a read arrive in', () => {
    const at = (id: number) => event('attack', 'home', { id });
    const merged = mergeById([at(5), at(6)], [at(1), at(6), at(7)]);
    expect(merged.map((e) => e.id)).toEqual([1, 5, 6, 7]);
    const list = [at(2)];
    expect(mergeById(list, [])).toBe(list);
  });
});
