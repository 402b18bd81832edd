import type { MatchEvent } from '@sportsbook/contract';
import type { MatchCentreMessages } from '../match-centre-props';

/** Fills `{team}`, `{value}` and `{period}` (the panel ships no ICU runtime). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The sentence a player (or a screen reader) reads for one event. */
export function eventText(
  event: MatchEvent,
  t: MatchCentreMessages,
  names: { home: string; away: string },
): string {
  if (event.type === 'break' && event.pause) return t.pause[event.pause];
  const team = event.side ? names[event.side] : '';
  return fill(t.events[event.type], {
    team,
    value: event.value ?? '',
    period: event.period ?? '',
  });
}

/** Events worth a line in the timeline (the tracker shows the rest as they happen). */
export const KEY_EVENTS = new Set<MatchEvent['type']>([
  'match_started',
  'period_started',
  'break',
  'match_ended',
  'goal',
  'yellow_card',
  'red_card',
  'penalty',
  'set',
  'game',
  'wicket',
  'boundary_six',
  'map',
  'timeout',
]);
