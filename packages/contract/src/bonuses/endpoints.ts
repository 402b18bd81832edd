import { defineEndpoint } from '../endpoint';
import {
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
