// POST /api/platform/dev/feed/prices and /dev/feed/results: operator corrections of the feed
// (a moved price, a settled market) through the runner's own write path. Dev tools only.
import type { DevMarketWire, devFeedEndpoints } from '@sportsbook/contract';
import type { FeedMarket } from '../feed/feed-model';
import { badInput, orNotFound } from '../http/http-errors';
import type { EndpointHandlers } from '../http/register-endpoints';
import type { FeedRunner } from './feed-runner';

export type MarketCorrector = Pick<FeedRunner, 'correctMarket'>;

/** The match's URN from its catalog id (null: unknown). */
export type MatchUrnOf = (matchId: number) => Promise<string | null>;

/** A settled market: status -3. */
const SETTLED = -3;

function toWire(matchId: number, market: FeedMarket): DevMarketWire {
  return {
    match_id: matchId,
    market_id: market.marketId,
    specifier: market.specifier,
    status: market.status,
    outcomes: market.outcomes.map((o) => ({ id: o.id, odds: o.odds, result: o.result ?? null })),
  };
}

export function devFeedHandlers(
  feed: MarketCorrector,
  urnOf: MatchUrnOf,
): EndpointHandlers<typeof devFeedEndpoints> {
  const correct = async (
    body: { match_id: number; market_id: number; specifier: string },
    outcomeId: string,
    field: string,
    edit: (market: FeedMarket) => FeedMarket,
  ) => {
    const urn = orNotFound(await urnOf(body.match_id), 'Match', body.match_id);
    const key = { matchUrnId: urn, marketId: body.market_id, specifier: body.specifier };
    const market = await feed.correctMarket(key, (current) => {
      if (!current.outcomes.some((o) => o.id === outcomeId)) {
        throw badInput(field, 'The market has no such outcome', 'invalid_value');
      }
      return edit(current);
    });
    return toWire(body.match_id, orNotFound(market, 'Market'));
  };
  return {
    movePrice: ({ body }) =>
      correct(body, body.outcome_id, 'outcome_id', (market) => ({
        ...market,
        outcomes: market.outcomes.map((o) =>
          o.id === body.outcome_id ? { ...o, odds: body.odds } : o,
        ),
      })),
    settleMarket: ({ body }) =>
      correct(body, body.winning_outcome_id, 'winning_outcome_id', (market) => ({
        ...market,
        status: SETTLED,
        outcomes: market.outcomes.map((o) => ({
          ...o,
          result: o.id === body.winning_outcome_id ? 'win' : 'lose',
        })),
      })),
  };
}
