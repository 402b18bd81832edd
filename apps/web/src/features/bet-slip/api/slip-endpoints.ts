// The contract's endpoints the slip calls, in a chunk of their own (decision 0062): building
// their zod schemas was most of the script the slip's idle prefetch ran on a browsing page
// (about 750 schemas). They now load with the slip's first call (its settings, after the tap
// has painted), not with the slip's code.
export {
  IDEMPOTENCY_KEY_HEADER,
  bettingEndpoints,
  bonusBettingEndpoints,
  freebetProgressEndpoints,
  jackpotBettingEndpoints,
  settingsEndpoints,
} from '@sportsbook/contract';
