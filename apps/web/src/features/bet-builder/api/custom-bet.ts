// The bet builder's two calls (spec section 7): the match's bet builder markets and the price of
// the picked legs together. Both are open to visitors.
import { API_BASES, bettingEndpoints } from '@sportsbook/contract';
import { bettingFetch } from '../../bet-slip/api/betting-fetch';
import { type BuilderLeg, customOddsBody } from '../model/builder-legs';

/** GET /bets/custom/markets/{matchId}: empty when the match has no bet builder. */
export const getCustomMarkets = (matchId: number, locale: string, signal?: AbortSignal) =>
  bettingFetch(bettingEndpoints.customMarkets, {
    base: API_BASES.betting,
    params: { matchId },
    locale,
    signal,
  }).then((answer) => answer.data);

/** POST /bets/custom/odds: `available` with the price, or the reason the legs do not combine. */
export const getCustomOdds = (legs: readonly BuilderLeg[], locale: string, signal?: AbortSignal) =>
  bettingFetch(bettingEndpoints.customOdds, {
    base: API_BASES.betting,
    body: customOddsBody(legs),
    locale,
    signal,
  }).then((answer) => answer.data);
