// The hot path of the realtime feed: `markets_changed` is most of what a socket delivers (one
// publication per match per feed tick, up to thousands a second on a busy list), so it is checked
// and camelized by hand in one pass instead of through the contract's zod schema, whose check
// plus the generic camelize cost several times as much on a slow phone. It accepts exactly what
// `marketsChangedData` accepts and gives what `camelize(marketsChangedData.parse(…))` gives
// (markets-changed.test.ts holds the two side by side on valid and malformed publications).
import { MARKET_STATUS, PROVIDERS, type Provider } from '@sportsbook/contract';
import type { RealtimeEventOf } from './event-bus';

type MarketsChanged = RealtimeEventOf<'markets_changed'>;
type MarketChange = MarketsChanged['markets'][number];
type OutcomeChange = MarketChange['outcomes'][number];

const MARKET_STATUSES: ReadonlySet<unknown> = new Set(Object.values(MARKET_STATUS));
const PROVIDER_SET: ReadonlySet<unknown> = new Set(PROVIDERS);
/** The contract's odds bounds (`oddsSchema`). */
const MIN_ODDS = 1;
const MAX_ODDS = 100_000;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readOutcome(value: unknown): OutcomeChange | null {
  if (!isObject(value)) return null;
  const { id, name, active, odds } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof active !== 'boolean') {
    return null;
  }
  if (typeof odds !== 'number' || !Number.isFinite(odds) || odds < MIN_ODDS || odds > MAX_ODDS) {
    return null;
  }
  return { id, name, active, odds };
}

function readMarket(value: unknown): MarketChange | null {
  if (!isObject(value)) return null;
  const {
    match_urn_id: matchUrnId,
    id,
    name,
    status,
    specifier,
    outcomes,
    market_groups: marketGroups,
    priority,
    most_balanced: mostBalanced = false,
    next_bet_stop: nextBetStop = null,
    custom_bet_groups: customBetGroups = [],
    provider,
  } = value;
  if (typeof matchUrnId !== 'string' || !isInt(id) || typeof name !== 'string') return null;
  if (!MARKET_STATUSES.has(status) || typeof specifier !== 'string') return null;
  if (!Array.isArray(outcomes) || !isStrings(marketGroups) || !isInt(priority)) return null;
  if (typeof mostBalanced !== 'boolean') return null;
  if (nextBetStop !== null && typeof nextBetStop !== 'string') return null;
  if (!isStrings(customBetGroups) || !PROVIDER_SET.has(provider)) return null;
  const read: OutcomeChange[] = [];
  for (const outcome of outcomes) {
    const checked = readOutcome(outcome);
    if (!checked) return null;
    read.push(checked);
  }
  return {
    matchUrnId,
    id,
    name,
    status: status as MarketChange['status'],
    specifier,
    outcomes: read,
    marketGroups: [...marketGroups],
    priority,
    mostBalanced,
    nextBetStop,
    customBetGroups: [...customBetGroups],
    provider: provider as Provider,
  };
}

/**
 * Checks a `markets_changed` publication's `data` (snake_case, as sent) and returns its client
 * form, or null when it is not one.
 */
export function readMarketsChanged(data: unknown): MarketsChanged | null {
  if (!isObject(data)) return null;
  const { match_id: matchId, markets } = data;
  if (!isInt(matchId) || !Array.isArray(markets) || markets.length === 0) return null;
  const read: MarketChange[] = [];
  for (const market of markets) {
    const checked = readMarket(market);
    if (!checked) return null;
    read.push(checked);
  }
  return { matchId, markets: read };
}
