// The contract's endpoint groups the slip calls, as `bettingFetch`'s picks see them
// (`(loaded) => loaded.bettingEndpoints.placeBets`). Used as a type: the endpoints themselves
// are built in the contract worker (decisions 0062 and 0066), which registers the same groups
// under the same names (lib/contract-worker/endpoints.ts).
export {
  bettingEndpoints,
  bonusBettingEndpoints,
  freebetProgressEndpoints,
  jackpotBettingEndpoints,
  settingsEndpoints,
} from '@sportsbook/contract';
