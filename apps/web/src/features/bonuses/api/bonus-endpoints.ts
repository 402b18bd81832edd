// The bonus calls of spec section 7 this feature makes, as the contract defines them: the
// campaign calls (lists, details, terms, activation, mark-as-seen, promo codes, the public
// promotions), the tournament rating and the player's comp points.
export {
  bonusEndpoints,
  farmingEndpoints,
  playerActivityEndpoints,
  publicBonusEndpoints,
} from '@sportsbook/contract';
