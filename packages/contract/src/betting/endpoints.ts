import { defineEndpoint } from '../endpoint';
import { placeBetsRequest, placeBetsResponse } from './bet';
import { betErrorResponse } from './errors';
import {
  autoCashoutRequest,
  autoCashoutResponse,
  cashoutRequest,
  cashoutResponse,
} from './cashout';
import {
  customMarketsParams,
  customMarketsResponse,
  customOddsRequest,
  customOddsResponse,
} from './custom-bet';
import {
  betIdParams,
  getBetResponse,
  getBetsQuery,
  getBetsResponse,
  maxStakeRequest,
  maxStakeResponse,
} from './history';
import {
  createShareCodeRequest,
  getShareCodeQuery,
  restoreBetsRequest,
  restoreBetsResponse,
  shareCodeResponse,
  sharedBetsResponse,
} from './share-code';

/**
 * Betting calls of spec section 7, on `API_BASES.betting` (`/api/sportsbook/v3`).
 * Every call but the share-code reads, restore and custom markets/odds needs a signed-in player
 * (401 otherwise); cookie-authenticated writes need the CSRF header. Refusals answer the
 * `betErrorResponse` body (errors.ts); malformed input the common validation body.
 */
export const bettingEndpoints = {
  getBets: defineEndpoint({
    method: 'GET',
    path: '/bets',
    summary: 'Bet history of the signed-in player, newest first',
    query: getBetsQuery,
    response: getBetsResponse,
  }),
  placeBets: defineEndpoint({
    method: 'POST',
    path: '/bets',
    summary:
      'Place bets (optional Idempotency-Key header: a retry with the same key and payload answers the same bets; refusals: betErrorResponse)',
    body: placeBetsRequest,
    response: placeBetsResponse,
    refusal: betErrorResponse,
  }),
  getBet: defineEndpoint({
    method: 'GET',
    path: '/bets/:id',
    summary: 'One bet of the signed-in player',
    params: betIdParams,
    response: getBetResponse,
    refusal: betErrorResponse,
  }),
  maxStake: defineEndpoint({
    method: 'POST',
    path: '/bets/max-stake',
    summary: 'Largest stake per bet under the bet limits and the balance',
    body: maxStakeRequest,
    response: maxStakeResponse,
    refusal: betErrorResponse,
  }),
  cashout: defineEndpoint({
    method: 'POST',
    path: '/bets/cashout',
    summary: 'Cash out a bet in full or in part at the offer seen',
    body: cashoutRequest,
    response: cashoutResponse,
    refusal: betErrorResponse,
  }),
  autoCashout: defineEndpoint({
    method: 'POST',
    path: '/bets/auto-cashout',
    summary: 'Set or clear the auto cash-out target of a bet',
    body: autoCashoutRequest,
    response: autoCashoutResponse,
    refusal: betErrorResponse,
  }),
  createShareCode: defineEndpoint({
    method: 'POST',
    path: '/bets/share-code',
    summary: 'Share slip bets under a code',
    body: createShareCodeRequest,
    response: shareCodeResponse,
    refusal: betErrorResponse,
  }),
  getShareCode: defineEndpoint({
    method: 'GET',
    path: '/bets/share-code',
    summary: 'The bets behind a share code',
    query: getShareCodeQuery,
    response: sharedBetsResponse,
    refusal: betErrorResponse,
  }),
  restoreBets: defineEndpoint({
    method: 'POST',
    path: '/bets/restore',
    summary: 'Shared bets with current prices, stakes in the player currency',
    body: restoreBetsRequest,
    response: restoreBetsResponse,
    refusal: betErrorResponse,
  }),
  customMarkets: defineEndpoint({
    method: 'GET',
    path: '/bets/custom/markets/:matchId',
    summary: 'Bet builder markets of a match',
    params: customMarketsParams,
    response: customMarketsResponse,
  }),
  customOdds: defineEndpoint({
    method: 'POST',
    path: '/bets/custom/odds',
    summary: 'Bet builder price of selections of one match',
    body: customOddsRequest,
    response: customOddsResponse,
  }),
};
