// The operator API (`/api/operator`, decision 0023): the operator's back office sets and clears
// a player's pve flag. Every call needs `Authorization: Bearer <OPERATOR_API_KEY>`; a missing
// or wrong key answers 401 before the handler runs.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, OPERATOR_API_BASE, operatorEndpoints } from '@sportsbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, NotFoundError } from '../http/http-errors';
import { registerEndpoints } from '../http/register-endpoints';
import type { OperatorRepository } from './operator-repository';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about the key. */
export function bearerMatches(header: string | undefined, key: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(key));
}

const operatorUnauthorized = () =>
  new HttpError(401, {
    code: ERROR_CODES.unauthorized,
    message: 'The operator API needs Authorization: Bearer <OPERATOR_API_KEY>',
  });

/**
 * The operator API's check, for a scope's `preHandler`: a missing or wrong key answers 401. Runs
 * after validation, like the players' sign-in check: bad input answers 400 either way.
 */
export function requireOperatorKey(apiKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!bearerMatches(request.headers.authorization, apiKey)) {
      reply.header('www-authenticate', 'Bearer');
      throw operatorUnauthorized();
    }
  };
}

export interface OperatorDeps {
  apiKey: string;
  repository: OperatorRepository;
  /** Drops the player's cached sessions, so placement reads the new flag at once. */
  forgetSessions: (playerId: number) => void;
  /** More operator calls (bonus campaigns), mounted behind the same key check. */
  routes?: ((scope: FastifyInstance) => void)[];
}

export async function registerOperatorApi(app: FastifyInstance, deps: OperatorDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireOperatorKey(deps.apiKey));
    const setPve = async (playerId: number, pve: boolean) => {
      if (!(await deps.repository.setPve(playerId, pve)))
        throw new NotFoundError('Player', playerId);
      deps.forgetSessions(playerId);
      return { player_id: playerId, pve };
    };
    registerEndpoints(scope, {
      base: OPERATOR_API_BASE,
      endpoints: operatorEndpoints,
      handlers: {
        setPve: async ({ params }) => setPve(params.player_id, true),
        clearPve: async ({ params }) => setPve(params.player_id, false),
      },
      tag: 'operator',
    });
    for (const register of deps.routes ?? []) register(scope);
  });
}
