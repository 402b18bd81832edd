// The summary of a match's statistics: the recorded events counted per side into the lines a
// sportsbook shows (possession, shots, corners, cards; baskets; breaks of serve; boundaries;
// kills and rounds). Pure: the events in, the lines out.
import {
  MATCH_STAT_KEYS as ORDER,
  type MatchEventType,
  type MatchEventWire,
  type MatchStatKey,
} from '@sportsbook/contract';

export interface StatLine {
  key: MatchStatKey;
  home: number;
  away: number;
}

/** Which event type (and which values of it) each counted line adds up. */
const COUNTED: { key: MatchStatKey; type: MatchEventType; value?: number; sports?: string[] }[] = [
  { key: 'attacks', type: 'attack' },
  { key: 'dangerous_attacks', type: 'dangerous_attack' },
  { key: 'shots_on_target', type: 'shot_on_target' },
  { key: 'shots_off_target', type: 'shot_off_target' },
  { key: 'corners', type: 'corner' },
  { key: 'free_kicks', type: 'free_kick' },
  { key: 'yellow_cards', type: 'yellow_card' },
  { key: 'red_cards', type: 'red_card' },
  { key: 'penalties', type: 'penalty' },
  { key: 'baskets_3', type: 'basket', value: 3 },
  { key: 'baskets_2', type: 'basket', value: 2 },
  { key: 'free_throws', type: 'basket', value: 1 },
  { key: 'timeouts', type: 'timeout' },
  { key: 'points_won', type: 'point' },
  { key: 'breaks_of_serve', type: 'game', value: 1 },
  { key: 'fours', type: 'boundary_four' },
  { key: 'sixes', type: 'boundary_six' },
  { key: 'wickets', type: 'wicket' },
  { key: 'kills', type: 'kill' },
  { key: 'rounds', type: 'round' },
];

/** Lines every match of a sport shows, even at 0:0 (so the tab does not jump as they fill). */
const ALWAYS: Record<string, MatchStatKey[]> = {
  football: [
    'possession',
    'attacks',
    'dangerous_attacks',
    'shots_on_target',
    'shots_off_target',
    'corners',
    'free_kicks',
    'yellow_cards',
    'red_cards',
  ],
  'ice-hockey': ['shots_on_target', 'penalties'],
  basketball: ['baskets_3', 'baskets_2', 'free_throws', 'timeouts'],
  tennis: ['points_won', 'breaks_of_serve'],
  cricket: ['fours', 'sixes', 'wickets'],
  'premium-cricket': ['fours', 'sixes', 'wickets'],
  cs2: ['rounds'],
  'dota-2': ['kills'],
  'league-of-legends': ['kills'],
};

/**
 * Possession as a percentage, from the share of attacks (a dangerous attack weighs double);
 * 50:50 before the first one.
 */
function possession(events: readonly MatchEventWire[]): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const event of events) {
    const weight = event.type === 'attack' ? 1 : event.type === 'dangerous_attack' ? 2 : 0;
    if (event.side === 'home') home += weight;
    else if (event.side === 'away') away += weight;
  }
  if (home + away === 0) return { home: 50, away: 50 };
  const share = Math.round((100 * home) / (home + away));
  return { home: share, away: 100 - share };
}

export function summarize(sportKey: string, events: readonly MatchEventWire[]): StatLine[] {
  const shown = new Set<MatchStatKey>(ALWAYS[sportKey] ?? []);
  const counts = new Map<MatchStatKey, { home: number; away: number }>();
  for (const event of events) {
    if (!event.side) continue;
    for (const rule of COUNTED) {
      if (rule.type !== event.type) continue;
      if (rule.value !== undefined && event.value !== rule.value) continue;
      const line = counts.get(rule.key) ?? { home: 0, away: 0 };
      line[event.side] += 1;
      counts.set(rule.key, line);
      shown.add(rule.key);
    }
  }
  // Goals count as shots on target (the feed records the goal, not the shot before it).
  if (shown.has('shots_on_target')) {
    const line = counts.get('shots_on_target') ?? { home: 0, away: 0 };
    for (const event of events) if (event.type === 'goal' && event.side) line[event.side] += 1;
    counts.set('shots_on_target', line);
  }
  const lines: StatLine[] = [];
  for (const key of shown) {
    if (key === 'possession') lines.push({ key, ...possession(events) });
    else lines.push({ key, ...(counts.get(key) ?? { home: 0, away: 0 }) });
  }
  const order = (key: MatchStatKey) => ORDER.indexOf(key);
  return lines.sort((a, b) => order(a.key) - order(b.key));
}
