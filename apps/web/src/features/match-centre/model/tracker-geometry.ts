// Where the tracker draws the play: the surface of each sport and the ball's spot for the
// latest event (home attacks to the right, away to the left; a viewBox of 100 × 60).
import type { MatchEvent } from '@sportsbook/contract';

export type SurfaceKind = 'pitch' | 'court' | 'rink' | 'tennis' | 'oval' | 'arena';

export function surfaceOf(sportKey: string): { kind: SurfaceKind; fill: string } {
  switch (sportKey) {
    case 'football':
      return { kind: 'pitch', fill: '#2f7d43' };
    case 'basketball':
      return { kind: 'court', fill: '#b7793f' };
    case 'ice-hockey':
      return { kind: 'rink', fill: '#e8f1f8' };
    case 'tennis':
      return { kind: 'tennis', fill: '#3a6ea5' };
    case 'cricket':
    case 'premium-cricket':
      return { kind: 'oval', fill: '#3d8b4f' };
    default:
      return { kind: 'arena', fill: '#1c2333' };
  }
}

/** How far towards the opponent's goal each phase puts the ball (0: own goal, 50: halfway). */
const DEPTH: Partial<Record<MatchEvent['type'], number>> = {
  attack: 63,
  dangerous_attack: 80,
  free_kick: 70,
  corner: 99,
  shot_on_target: 91,
  shot_off_target: 90,
  goal: 97,
  penalty: 55,
  basket: 94,
  timeout: 50,
  serve: 4,
  point: 70,
  game: 70,
  set: 70,
  kill: 75,
  round: 80,
  map: 92,
  over: 62,
  runs: 62,
  boundary_four: 97,
  boundary_six: 99,
  wicket: 50,
};

/** A stable wobble of the ball across the field, so repeated phases do not sit on one spot. */
const lateral = (id: number) => 30 + (((id * 37) % 31) - 15);

export function ballSpot(sportKey: string, event: MatchEvent | null): { x: number; y: number } {
  if (!event || !event.side) return { x: 50, y: 30 };
  const depth = DEPTH[event.type];
  if (depth === undefined) return { x: 50, y: 30 };
  const x = event.side === 'home' ? depth : 100 - depth;
  if (event.type === 'corner') return { x, y: event.id % 2 === 0 ? 2 : 58 };
  if (event.type === 'goal' || event.type === 'basket') return { x, y: 30 };
  if (sportKey === 'tennis' && event.type === 'serve')
    return { x, y: event.id % 2 === 0 ? 20 : 40 };
  return { x, y: lateral(event.id) };
}

/** The side whose attacking half is lit (the side in possession), if any. */
export function zoneOf(event: MatchEvent | null): 'home' | 'away' | null {
  if (!event?.side) return null;
  return [
    'attack',
    'dangerous_attack',
    'free_kick',
    'corner',
    'shot_on_target',
    'shot_off_target',
    'goal',
  ].includes(event.type)
    ? event.side
    : null;
}
