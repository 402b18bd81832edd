// Public entry of the bet slip (decision 0021) besides bet-slip-runtime.ts: the store's type and
// how a picked outcome becomes a slip selection (the bet builder adds its legs this way).
export type { BetSlipStore } from './model/bet-slip-store';
export { selectionFromPick } from './model/slip-selection';
