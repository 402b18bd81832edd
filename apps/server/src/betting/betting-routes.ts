// Betting calls: validate (contract schemas), delegate (services), respond. Refusals answer the
// spec's error body (`betErrorResponse`), sent as text so the common error schema does not apply.
import {
  IDEMPOTENCY_KEY_HEADER,
  type bettingEndpoints,
  idempotencyKeySchema,
  refusalLocale,
} from '@sportsbook/contract';
import { MARKET_STATUS } from '@sportsbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AuthHttp } from '../accounts/auth-http';
import type { PlayerService } from '../accounts/player-service';
import type { CatalogService } from '../catalog/catalog-service';
import { badInput } from '../http/http-errors';
import type { EndpointHandlers } from '../http/register-endpoints';
import { BetRefusal } from './betting-errors';
import type { BettingRepository } from './betting-repository';
import type { BettingService } from './betting-service';
import type { JointPricing } from './custom-bet-pricing';
import type { ShareService } from './share-service';

export interface BettingRouteDeps {
  http: AuthHttp;
  betting: BettingService;
  shares: ShareService;
  players: PlayerService;
  catalog: CatalogService;
  repository: BettingRepository;
  pricing: JointPricing | null;
  /** The visitor's country (geo.ts), for bonuses offered in some countries only. */
  countryOf?: (request: FastifyRequest) => string | null;
}

/** Runs a handler and answers a BetRefusal with its status and the spec's error body. */
async function refusing<T>(
  betting: BettingService,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
  locale?: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BetRefusal)) throw error;
    request.log.debug({ code: error.code }, 'bet refused');
    const language = refusalLocale(locale, request.headers['accept-language']);
    const body = error.body(language, await betting.subunitsOf());
    await reply
      .code(error.status)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(body));
    return reply as never;
  }
}

const betId = (text: string) => Number(text);

/**
 * The request key of a placement sent without one: `~` is outside the client keys' alphabet, so
 * it never equals a key a client sends, and the UUID never repeats.
 */
const unrepeatableRequestKey = () => `~${randomUUID()}`;

export function bettingHandlers(deps: BettingRouteDeps): EndpointHandlers<typeof bettingEndpoints> {
  const { http, betting, shares } = deps;
  return {
    getBets: async ({ query, request }) => {
      const { player } = await http.require(request);
      return betting.list(player.id, query);
    },
    placeBets: async ({ body, request, reply }) => {
      // Counted from arrival: the writer's next batch waits briefly for placements still being
      // authenticated or validated.
      const started = betting.placementStarted();
      try {
        // Through the session cache: the writer checks in its transaction that it is still live.
        const { player, session } = await http.requireCached(request);
        // The key is optional (decision 0015): without one the placement gets a key of its own,
        // which no retry can repeat, so only placements that send a key are de-duplicated.
        const header = request.headers[IDEMPOTENCY_KEY_HEADER];
        const key =
          header === undefined
            ? { success: true as const, data: unrepeatableRequestKey() }
            : idempotencyKeySchema.safeParse(Array.isArray(header) ? undefined : header);
        if (!key.success) {
          throw badInput(
            IDEMPOTENCY_KEY_HEADER,
            'An Idempotency-Key header is 8 to 128 letters, digits, _ or -',
            'invalid_string',
          );
        }
        return await refusing(
          betting,
          request,
          reply,
          async () => ({
            data: await betting.place(
              { ...player, country: deps.countryOf?.(request) ?? null },
              key.data,
              body,
              started,
              session.id,
            ),
          }),
          body.locale,
        );
      } finally {
        started();
      }
    },
    getBet: async ({ params, request, reply }) => {
      const { player } = await http.require(request);
      return refusing(betting, request, reply, async () => ({
        data: await betting.get(player.id, betId(params.id)),
      }));
    },
    maxStake: async ({ body, request, reply }) => {
      const { player } = await http.require(request);
      return refusing(betting, request, reply, () => betting.maxStake(player.id, body.bets));
    },
    cashout: async ({ body, request, reply }) => {
      const { player } = await http.require(request);
      return refusing(
        betting,
        request,
        reply,
        async () => ({
          data: await betting.cashout(player.id, betId(body.bet_id), body.to_cashout, body.amount),
        }),
        body.locale,
      );
    },
    autoCashout: async ({ body, request, reply }) => {
      const { player } = await http.require(request);
      return refusing(betting, request, reply, async () => ({
        data: await betting.setAutoCashout(player.id, betId(body.bet_id), body.target),
      }));
    },
    createShareCode: async ({ body, request, reply }) => {
      const { player } = await http.require(request);
      return refusing(betting, request, reply, async () => ({
        data: { code: await shares.create(player.id, body.bets) },
      }));
    },
    getShareCode: async ({ query, request, reply }) =>
      refusing(betting, request, reply, async () => ({
        data: { code: query.code, bets: await shares.get(query.code) },
      })),
    restoreBets: async ({ body, request, reply }) => {
      const active = await http.optional(request);
      const currency =
        body.currency ?? (active ? await deps.players.activeCurrency(active.player.id) : null);
      return refusing(betting, request, reply, async () => ({
        data: await shares.restore(body.bets, currency),
      }));
    },
    customMarkets: async ({ params }) => {
      const markets = await deps.catalog.listMatchMarkets(params.matchId, {
        page: 1,
        limit: 500,
      });
      if (!markets || deps.pricing === null) return { data: [] };
      return {
        data: markets.data.filter(
          (market) =>
            market.custom_bet_groups.length > 0 && market.status === MARKET_STATUS.allowed,
        ),
      };
    },
    customOdds: async ({ body }) => {
      const quote = await betting.quoteCustomBet(body.match_id, body.selections);
      return {
        data: quote.available
          ? { available: true, odds: quote.odds, reason: null }
          : { available: false, odds: null, reason: quote.reason },
      };
    },
  };
}
