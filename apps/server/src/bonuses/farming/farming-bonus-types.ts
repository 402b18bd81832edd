// The bonus types a bet farms with (spec section 9 bonus types): their stake is the player's
// cash, unlike a freebet's.
export const FARMING_BONUS_TYPES = ['hunting', 'tournament', 'lootbox'] as const;
export type FarmingBonusType = (typeof FARMING_BONUS_TYPES)[number];

export function isFarmingBonusType(type: string): type is FarmingBonusType {
  return (FARMING_BONUS_TYPES as readonly string[]).includes(type);
}
