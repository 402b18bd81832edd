import { defineEndpoint } from '../endpoint';
import {
  applicableBonusesRequest,
  applicableBonusesResponse,
  getFreebetsQuery,
  getFreebetsResponse,
  issueFreebetRequest,
  issueFreebetResponse,
} from './freebets';

/** Bonus reads on `API_BASES.sportsbook` (spec section 7 "Bonuses"); sign-in required. */
export const bonusEndpoints = {
  getFreebets: defineEndpoint({
    method: 'GET',
    path: '/bonuses/freebets',
    summary: "The signed-in player's freebets",
    query: getFreebetsQuery,
    response: getFreebetsResponse,
  }),
};

/** On `API_BASES.betting` (`/api/sportsbook/v3`, spec section 7 "Betting"); sign-in required. */
export const bonusBettingEndpoints = {
  getApplicableBonuses: defineEndpoint({
    method: 'POST',
    path: '/bonuses',
    summary: 'The bonuses each bet of a slip may use now (freebets)',
    body: applicableBonusesRequest,
    response: applicableBonusesResponse,
  }),
};

/** Dev tools on `API_BASES.platform`: mounted only when dev tools are enabled. */
export const devFreebetEndpoints = {
  issueFreebet: defineEndpoint({
    method: 'POST',
    path: '/dev/freebets',
    summary: 'Development: issue a freebet to a player (by e-mail)',
    body: issueFreebetRequest,
    response: issueFreebetResponse,
  }),
};
