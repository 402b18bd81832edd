// VIP bet calls: the player's (betting base) and the trader's (operator API, behind the operator
// key), and the sweep that releases lapsed requests while the server runs (decision 0039).
import {
  API_BASES,
  IDEMPOTENCY_KEY_HEADER,
  OPERATOR_API_BASE,
  idempotencyKeySchema,
  operatorVipBetEndpoints,
  refusalLocale,
  vipBettingEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AuthHttp } from '../../accounts/auth-http';
import { badInput } from '../../http/http-errors';
import { registerEndpoints } from '../../http/register-endpoints';
import { requireOperatorKey } from '../../operator/operator-routes';
import { BetRefusal, type SubunitsOf } from '../betting-errors';
import type { VipBetService } from './vip-bet-service';

/** How often the server releases lapsed reviews and counter-offers. */
export const VIP_SWEEP_MS = 5000;

export interface VipBetRouteDeps {
  http: AuthHttp;
  vipBets: VipBetService;
  operatorApiKey: string;
  subunitsOf: () => Promise<SubunitsOf>;
  /** Run the sweep on a timer (off in tests, which call `sweep()` with their clock). */
  sweepEveryMs?: number | null;
}

/** The request key: the header's, or one of its own no retry repeats (decision 0015). */
function requestKey(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return `~${randomUUID()}`;
  const key = idempotencyKeySchema.safeParse(Array.isArray(header) ? undefined : header);
  if (!key.success) {
    throw badInput(
      IDEMPOTENCY_KEY_HEADER,
      'An Idempotency-Key header is 8 to 128 letters, digits, _ or -',
      'invalid_string',
    );
  }
  return key.data;
}

/** A betting refusal answers the spec's error body, as placement does. */
async function refusing<T>(
  deps: VipBetRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  locale: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BetRefusal)) throw error;
    const language = refusalLocale(locale, request.headers['accept-language']);
    await reply
      .code(error.status)
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(error.body(language, await deps.subunitsOf())));
    return reply as never;
  }
}

export async function registerVipBetRoutes(
  app: FastifyInstance,
  deps: VipBetRouteDeps,
): Promise<void> {
  const { http, vipBets } = deps;
  registerEndpoints(app, {
    base: API_BASES.betting,
    endpoints: vipBettingEndpoints,
    handlers: {
      requestVipBet: async ({ body, request, reply }) => {
        const { player } = await http.require(request);
        const key = requestKey(request);
        return refusing(deps, request, reply, body.locale, async () => ({
          data: await vipBets.request(player.id, player.pve, key, body),
        }));
      },
      getVipBets: async ({ request, reply }) => {
        const { player } = await http.require(request);
        reply.header('cache-control', 'no-store');
        return { data: await vipBets.listOfPlayer(player.id) };
      },
      confirmVipCounterOffer: async ({ params, request }) => {
        const { player } = await http.require(request);
        return { data: await vipBets.confirm(player.id, Number(params.id)) };
      },
      declineVipCounterOffer: async ({ params, request }) => {
        const { player } = await http.require(request);
        return { data: await vipBets.decline(player.id, Number(params.id)) };
      },
    },
    tag: 'vip-bets',
  });
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(deps.operatorApiKey));
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorVipBetEndpoints,
      handlers: {
        listVipBets: async ({ query }) => ({ data: await vipBets.operatorList(query) }),
        acceptVipBet: async ({ params }) => ({ data: await vipBets.accept(params.id) }),
        rejectVipBet: async ({ params, body }) => ({
          data: await vipBets.reject(params.id, body.reason),
        }),
        counterOfferVipBet: async ({ params, body }) => ({
          data: await vipBets.counterOffer(params.id, body),
        }),
      },
      tag: 'operator',
    });
  });
  const every = deps.sweepEveryMs === undefined ? VIP_SWEEP_MS : deps.sweepEveryMs;
  if (every !== null) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = vipBets.sweep().catch((error: unknown) => app.log.error(error, 'VIP bet sweep'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The VIP bets, for tests that run the sweep with their clock. */
    vipBets: VipBetService;
  }
}
