// The match event types as plain values, without zod: the match centre reads the key events on
// the page, and importing them must not build the contract's schemas (decision 0066).
// match-stats.ts builds the schemas from these.

/** Every kind of match event the feed records, over all sports. */
export const MATCH_EVENT_TYPES = [
  // every sport
  'match_started',
  'period_started',
  'break',
  'match_ended',
  // football
  'attack',
  'dangerous_attack',
  'free_kick',
  'corner',
  'shot_on_target',
  'shot_off_target',
  'yellow_card',
  'red_card',
  'goal',
  // ice hockey (goal, shot_on_target shared)
  'penalty',
  // basketball
  'basket',
  'timeout',
  // tennis
  'serve',
  'point',
  'game',
  'set',
  // cricket
  'over',
  'runs',
  'boundary_four',
  'boundary_six',
  'wicket',
  // e-sports
  'kill',
  'round',
  'map',
] as const;

/** Events worth a line in the timeline, from kick-off on (the tracker shows the rest as they happen). */
export const MATCH_KEY_EVENT_TYPES: ReadonlySet<(typeof MATCH_EVENT_TYPES)[number]> = new Set([
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
