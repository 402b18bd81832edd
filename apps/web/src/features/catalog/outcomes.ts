// Public entry of the catalog (decision 0021): an outcome's key and live quote, and the match
// facts a pick carries, as the bet slip and the bet builder read them.
export { type OutcomeQuote, outcomeKey } from './live/outcome-store';
export { type BetEvent, parseOutcomeKey } from './model/bet-event';
