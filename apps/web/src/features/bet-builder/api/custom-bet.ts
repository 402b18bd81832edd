// The bet builder's two calls (spec section 7): the match's bet builder markets and the price of
// the picked legs together. Both are open to visitors. Checked in the contract worker (decision
// 0066): the bet builder hydrates with the match page.
import { API_BASES } from '@sportsbook/contract';
import { callChecked } from '../../../lib/contract-worker/client';
import { type BuilderLeg, customOddsBody } from '../model/builder-legs';

/** GET /bets/custom/markets/{matchId}: empty when the match has no bet builder. */
export const getCustomMarkets = (matchId: number, locale: string, signal?: AbortSignal) =>
  callChecked(
    'bettingEndpoints',
    'customMarkets',
    { params: { matchId } },
    { locale, signal, session: true, base: API_BASES.betting },
  ).then((answer) => answer.data);

/** POST /bets/custom/odds: `available` with the price, or the reason the legs do not combine. */
export const getCustomOdds = (legs: readonly BuilderLeg[], locale: string, signal?: AbortSignal) =>
  callChecked(
    'bettingEndpoints',
    'customOdds',
    { body: customOddsBody(legs) },
    { locale, signal, session: true, base: API_BASES.betting },
  ).then((answer) => answer.data);
