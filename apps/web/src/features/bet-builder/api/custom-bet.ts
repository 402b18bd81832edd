// The bet builder's two calls (spec section 7): the match's bet builder markets and the price of
// the picked legs together. Both are open to visitors.
import { API_BASES, bettingEndpoints } from '@sportsbook/contract';
import { callEndpointAt } from '../../../lib/api/api-client';
import { type BuilderLeg, customOddsBody } from '../model/builder-legs';

/** GET /bets/custom/markets/{matchId}: empty when the match has no bet builder. */
export const getCustomMarkets = (matchId: number, locale: string, signal?: AbortSignal) =>
  callEndpointAt(
    API_BASES.betting,
    bettingEndpoints.customMarkets,
    { params: { matchId } },
    { origin: '', locale, signal, session: true },
  ).then((answer) => answer.data);

/** POST /bets/custom/odds: `available` with the price, or the reason the legs do not combine. */
export const getCustomOdds = (legs: readonly BuilderLeg[], locale: string, signal?: AbortSignal) =>
  callEndpointAt(
    API_BASES.betting,
    bettingEndpoints.customOdds,
    { body: customOddsBody(legs) },
    { origin: '', locale, signal, session: true },
  ).then((answer) => answer.data);
