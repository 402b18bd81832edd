import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  activateParams,
  activateResponse,
  bonusDetailParams,
  bonusDetailResponse,
  bonusTermsResponse,
  bonusesQuery,
  bonusesResponse,
  campaignListQuery,
  comboboostListResponse,
  huntingListResponse,
  lootboxListResponse,
  markAsSeenRequest,
  markAsSeenResponse,
  promotionsResponse,
  tournamentListResponse,
} from './campaign-lists';
import { getFreebetsQuery, getFreebetsResponse } from './freebets';
import { claimPromoCodeRequest, claimPromoCodeResponse } from './promo-codes';

/**
 * Bonus calls on `API_BASES.sportsbook` (spec section 7 "Bonuses"); sign-in required, but for
 * details and terms, which answer visitors about the campaigns of the promotions page.
 */
export const bonusEndpoints = {
  getFreebets: defineEndpoint({
    method: 'GET',
    path: '/bonuses/freebets',
    summary: "The signed-in player's freebets",
    query: getFreebetsQuery,
    response: getFreebetsResponse,
  }),
  getComboboosts: defineEndpoint({
    method: 'GET',
    path: '/bonuses/comboboosts',
    summary:
      'Comboboosts offered to or issued to the signed-in player (live ones unless active=false)',
    query: campaignListQuery,
    response: comboboostListResponse,
  }),
  getHuntings: defineEndpoint({
    method: 'GET',
    path: '/bonuses/huntings',
    summary: 'Huntings of the signed-in player, with their farming stats',
    query: campaignListQuery,
    response: huntingListResponse,
  }),
  getHuntingTournaments: defineEndpoint({
    method: 'GET',
    path: '/bonuses/tournaments',
    summary: 'Hunting tournaments of the signed-in player, with their farming stats and pools',
    query: campaignListQuery,
    response: tournamentListResponse,
  }),
  getLootboxes: defineEndpoint({
    method: 'GET',
    path: '/bonuses/lootboxes',
    summary: 'Lootboxes of the signed-in player, with their farming stats',
    query: campaignListQuery,
    response: lootboxListResponse,
  }),
  getBonuses: defineEndpoint({
    method: 'GET',
    path: '/bonuses',
    summary: 'Every bonus of the signed-in player grouped by kind (limit_per_type each)',
    query: bonusesQuery,
    response: bonusesResponse,
  }),
  getBonusDetails: defineEndpoint({
    method: 'GET',
    path: '/bonuses/:type/:id',
    summary:
      'One bonus: a freebet type with the id of an issued freebet, else the campaign of that type (404 unknown or not offered). Signed out: the campaigns of the promotions page',
    params: bonusDetailParams,
    response: bonusDetailResponse,
  }),
  getBonusTerms: defineEndpoint({
    method: 'GET',
    path: '/bonuses/:type/:id/terms',
    summary:
      "A bonus's terms (a freebet's are its campaign's; empty when it has none). Signed out: the campaigns of the promotions page",
    params: bonusDetailParams,
    response: bonusTermsResponse,
  }),
  activateBonus: defineEndpoint({
    method: 'POST',
    path: '/bonuses/:id/activate',
    summary:
      'Activate a campaign bonus for the signed-in player. Answers the bonus and the first page of its list under `lists`; a hunting or tournament answers both the hunting and the tournament lists. 400 bonus_not_available, 409 bonus_already_active, 403 restricted',
    params: activateParams,
    response: activateResponse,
  }),
  markBonusesAsSeen: defineEndpoint({
    method: 'POST',
    path: '/bonuses/mark-as-seen',
    summary:
      'Mark bonuses seen (at most 100 `{id, type}`; freebet types name freebets, others campaigns); answers how many were not seen before',
    body: markAsSeenRequest,
    response: markAsSeenResponse,
  }),
  claimPromoCode: defineEndpoint({
    method: 'POST',
    path: '/bonuses/promo-code',
    summary:
      'Claim a promo code: issues the bonus it stands for, once per player. 404 promo_code_unknown, 400 promo_code_expired, 409 promo_code_used_up or promo_code_already_claimed, 403 restricted',
    body: claimPromoCodeRequest,
    response: claimPromoCodeResponse,
  }),
};

/** Public bonus reads on `API_BASES.sportsbook`: no sign-in. */
export const publicBonusEndpoints = {
  getPromotions: defineEndpoint({
    method: 'GET',
    path: '/bonuses/promotions',
    summary: 'The live campaigns of the promotions page, by kind, without any player record',
    query: z.object({}),
    response: promotionsResponse,
  }),
};
