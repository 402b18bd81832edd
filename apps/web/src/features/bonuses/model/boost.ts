// The lootbox boost's rules in the browser: which freebets a lootbox offers to boost, how each
// is named, and which words a refusal of POST /bonuses/{id}/boost gets (the farming calls'
// stable codes; anything else is the general failure).
import { FARMING_ERROR_CODES } from '@sportsbook/contract';
import type { AnyBonus } from '../api/bonuses-api';

export type BoostRefusal =
  'no-booster' | 'already-boosted' | 'not-boostable' | 'restricted' | 'failed';

const BY_CODE: Record<string, BoostRefusal> = {
  [FARMING_ERROR_CODES.noBooster]: 'no-booster',
  [FARMING_ERROR_CODES.alreadyBoosted]: 'already-boosted',
  [FARMING_ERROR_CODES.freebetNotBoostable]: 'not-boostable',
  [FARMING_ERROR_CODES.notBoostable]: 'not-boostable',
  account_restricted: 'restricted',
};

export function boostRefusal(code: string): BoostRefusal {
  return BY_CODE[code] ?? 'failed';
}

/** The freebet ids a lootbox offers to boost now (none for any other bonus). */
export function boostTargets(bonus: AnyBonus): readonly string[] {
  return bonus.type === 'lootbox' && 'freebetsToBoost' in bonus ? bonus.freebetsToBoost : [];
}

/** A target as the list shows it: the player's freebet when known, else just its id. */
export interface BoostTarget {
  id: string;
  name: string | null;
  /** The freebet's variant (names an unnamed one); null when the freebet is not known. */
  type: string | null;
  amount: number | null;
  currency: string | null;
}

export function describeTargets(
  ids: readonly string[],
  freebets: readonly {
    id: string;
    name: string | null;
    type: string;
    issued: { amount: number; currency: string };
  }[],
): BoostTarget[] {
  return ids.map((id) => {
    const freebet = freebets.find((f) => f.id === id);
    return {
      id,
      name: freebet?.name ?? null,
      type: freebet?.type ?? null,
      amount: freebet?.issued.amount ?? null,
      currency: freebet?.issued.currency ?? null,
    };
  });
}
