// Bonus routes: validate, delegate, respond. The player's calls need sign-in; the promotions
// list is public; the operator's calls are mounted inside the operator API's key check.
import {
  API_BASES,
  OPERATOR_API_BASE,
  bonusEndpoints,
  operatorBonusEndpoints,
  publicBonusEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthHttp } from '../../accounts/auth-http';
import type { Geo } from '../../geo/geo';
import { registerEndpoints } from '../../http/register-endpoints';
import type { FreebetService } from '../freebet-service';
import type { CampaignService, PlayerContext } from './campaign-service';
import { type CampaignTexts, requestLanguages } from './campaign-texts';
import type { OperatorCampaignService } from './operator-campaign-service';
import type { PromoCodeService } from './promo-code-service';

export interface BonusRouteDeps {
  http: AuthHttp;
  geo: Geo;
  campaigns: CampaignService;
  freebets: FreebetService;
  promoCodes: PromoCodeService;
  operator: OperatorCampaignService;
  texts: CampaignTexts;
}

export function registerBonusRoutes(app: FastifyInstance, deps: BonusRouteDeps): void {
  const { campaigns } = deps;
  // Campaign texts in the request's language (Accept-Language), where the operator gave them.
  const inLanguage = <T>(request: FastifyRequest, answer: T): Promise<T> =>
    deps.texts.localize(answer, requestLanguages(request.headers['accept-language']));
  const player = async (request: FastifyRequest): Promise<PlayerContext> => {
    const { player: signedIn } = await deps.http.require(request);
    return { playerId: signedIn.id, country: deps.geo.countryOf(request) };
  };
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: publicBonusEndpoints,
    handlers: {
      getPromotions: async ({ request }) => inLanguage(request, await campaigns.promotions()),
    },
    tag: 'bonuses',
  });
  // Details and terms answer visitors too (the promotions page's detail dialog).
  const playerOrVisitor = async (request: FastifyRequest): Promise<PlayerContext | null> => {
    const session = await deps.http.optional(request);
    return session === null
      ? null
      : { playerId: session.player.id, country: deps.geo.countryOf(request) };
  };
  registerEndpoints(app, {
    base: API_BASES.sportsbook,
    endpoints: bonusEndpoints,
    handlers: {
      getFreebets: async ({ query, request }) =>
        inLanguage(request, await deps.freebets.list((await player(request)).playerId, query)),
      getComboboosts: async ({ query, request }) =>
        inLanguage(request, await campaigns.list(await player(request), 'comboboost', query)),
      getHuntings: async ({ query, request }) =>
        inLanguage(request, await campaigns.list(await player(request), 'hunting', query)),
      getHuntingTournaments: async ({ query, request }) =>
        inLanguage(request, await campaigns.list(await player(request), 'tournament', query)),
      getLootboxes: async ({ query, request }) =>
        inLanguage(request, await campaigns.list(await player(request), 'lootbox', query)),
      getBonuses: async ({ query, request }) =>
        inLanguage(request, await campaigns.bonuses(await player(request), query)),
      getBonusDetails: async ({ params, request }) =>
        inLanguage(request, await campaigns.details(await playerOrVisitor(request), params)),
      getBonusTerms: async ({ params, request }) =>
        campaigns.terms(
          await playerOrVisitor(request),
          params,
          requestLanguages(request.headers['accept-language']),
        ),
      activateBonus: async ({ params, request }) =>
        inLanguage(request, await campaigns.activate(await player(request), params.id)),
      markBonusesAsSeen: async ({ body, request }) =>
        campaigns.markSeen((await player(request)).playerId, body.bonuses),
      claimPromoCode: async ({ body, request }) =>
        deps.promoCodes.claim(await player(request), body.code),
    },
    tag: 'bonuses',
  });
}

/** The operator's bonus calls; `scope` is the operator API's authenticated scope. */
export function registerOperatorBonusRoutes(
  scope: FastifyInstance,
  operator: OperatorCampaignService,
  freebets: FreebetService,
): void {
  registerEndpoints(scope, {
    base: OPERATOR_API_BASE,
    endpoints: operatorBonusEndpoints,
    handlers: {
      createCampaign: async ({ body }) => operator.create(body),
      listCampaigns: async ({ query }) => operator.list(query),
      getCampaign: async ({ params }) => operator.get(params.id),
      setCampaignStatus: async ({ params, body }) => operator.setStatus(params.id, body.status),
      endCampaign: async ({ params }) => operator.end(params.id),
      issueCampaign: async ({ params, body }) => operator.issue(params.id, body),
      createPromoCode: async ({ body }) => operator.createPromoCode(body),
      listPromoCodes: async ({ query }) => operator.listPromoCodes(query),
      issueFreebet: async ({ body }) => freebets.issueOneOff(body),
      getBonusSettings: async () => operator.bonusSettings(),
      updateBonusSettings: async ({ body }) =>
        operator.updateBonusSettings(body.several_active_freebets),
    },
    tag: 'operator bonuses',
  });
}
