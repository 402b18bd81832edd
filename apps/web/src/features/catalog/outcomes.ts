// Public entry of the catalog (decision 0021): an outcome's key and live quote, and the match
// facts a pick carries, as the bet slip and the bet builder read them; a match's markets as they
// are now, for the slip to check its selections after the socket was away.
export { type OutcomeQuote, outcomeKey } from './live/outcome-store';
export { type BetEvent, betEventOf, parseOutcomeKey, readBetEvent } from './model/bet-event';
export { fetchMatchMarketsSnapshot } from './live/live-snapshots';
