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

/** `list` and `incoming` as one list in id order, each event once (a push may race a read). */
export function mergeById(list: MatchEvent[], incoming: MatchEvent[]): MatchEvent[] {
  if (incoming.length === 0) return list;
  const byId = new Map<number, MatchEvent>();
  for (const event of list) byId.set(event.id, event);
  for (const event of incoming) byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
