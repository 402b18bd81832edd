// Public entry of the bet slip (decision 0021) besides bet-slip-runtime.ts: the store's type and
// how a picked outcome becomes a slip selection (the bet builder adds its legs this way).
export type { BetSlipStore } from './model/bet-slip-store';
export { selectionFromPick } from './model/slip-selection';
// For the VIP bets feature (decision 0039): a slip bet as a request, the session client, money
// as the slip writes it, and the panel's tabs.
export { betRequestOf, refusalOf } from './api/place-bets';
export { bettingFetch, deviceId } from './api/betting-fetch';
export { FALLBACK_CURRENCY, money } from './components/format';
export { setSlipTab } from './model/panel-store';
