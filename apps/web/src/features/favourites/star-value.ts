import type { StarType } from './favourite-ids';

/** The attribute naming a star's item in the page (`match:42`): how the one listener finds it. */
export const starAttribute = 'data-favourite';

/** A star's `data-favourite` value (`match:42`, `league:7`) read back; null when malformed. */
export function parseStar(value: string): { type: StarType; id: number } | null {
  const [type, raw] = value.split(':');
  const id = Number(raw);
  if ((type !== 'match' && type !== 'league') || !Number.isSafeInteger(id) || id <= 0) return null;
  return { type, id };
}
