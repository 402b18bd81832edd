// The jackpots feature's public entry for other features: the list of jackpots (names, pools).
export { type Jackpot, getJackpots } from './api/get-jackpots';
