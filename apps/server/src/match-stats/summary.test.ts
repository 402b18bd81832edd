import type { MatchEventWire } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

let id = 0;
const event = (
  type: MatchEventWire['type'],
  side: 'home' | 'away' | null,
  value: number | null = null,
): MatchEventWire => ({
  id: (id += 1),
  type,
  side,
  at: '2026-03-14T15:00:00.000Z',
  match_time: null,
  period: 1,
  value,
  score: { home: 0, away: 0 },
  pause: null,
});

describe('statistics summary', () => {
  it('shows the football lines at 0:0 with even possession before the first attack', () => {
    const lines = summarize('football', [event('match_started', null)]);
    expect(lines.map((l) => l.key)).toEqual([
      'possession',
      'attacks',
      'dangerous_attacks',
      'shots_on_target',
      'shots_off_target',
      'corners',
      'free_kicks',
      'yellow_cards',
      'red_cards',
    ]);
    expect(lines[0]).toEqual({ key: 'possession', home: 50, away: 50 });
    expect(lines.slice(1).every((l) => l.home === 0 && l.away === 0)).toBe(true);
  });

  it('counts events per side, goals as shots on target, and weighs dangerous attacks double', () => {
    const lines = summarize('football', [
      event('attack', 'home'),
      event('attack', 'home'),
      event('dangerous_attack', 'away'),
      event('shot_on_target', 'away'),
      event('goal', 'home'),
      event('yellow_card', 'away'),
      event('corner', 'home'),
    ]);
    const line = (key: string) => lines.find((l) => l.key === key);
    expect(line('possession')).toMatchObject({ home: 50, away: 50 });
    expect(line('attacks')).toMatchObject({ home: 2, away: 0 });
    expect(line('shots_on_target')).toMatchObject({ home: 1, away: 1 });
    expect(line('yellow_cards')).toMatchObject({ home: 0, away: 1 });
    expect(line('corners')).toMatchObject({ home: 1, away: 0 });
  });

  it('splits baskets by value and counts breaks of serve and boundaries', () => {
    const basketball = summarize('basketball', [
      event('basket', 'home', 3),
      event('basket', 'home', 2),
      event('basket', 'away', 1),
    ]);
    expect(basketball.find((l) => l.key === 'baskets_3')).toMatchObject({ home: 1, away: 0 });
    expect(basketball.find((l) => l.key === 'free_throws')).toMatchObject({ home: 0, away: 1 });
    const tennis = summarize('tennis', [event('game', 'home', 1), event('game', 'away', 0)]);
    expect(tennis.find((l) => l.key === 'breaks_of_serve')).toMatchObject({ home: 1, away: 0 });
    const cricket = summarize('cricket', [event('boundary_six', 'away', 6)]);
    expect(cricket.find((l) => l.key === 'sixes')).toMatchObject({ home: 0, away: 1 });
  });
});
