// Account platform and settings calls: validate (contract), delegate (services), respond.
import type { platformEndpoints, settingsEndpoints } from '@sportsbook/contract';
import type { FastifyReply } from 'fastify';
import type { AuthConfig } from '../config/env';
import type { EndpointHandlers } from '../http/register-endpoints';
import { toAccountWire, toProfileWire } from './accounts-dto';
import { RateLimitedError } from './accounts-errors';
import type { AuthService, StartedSession } from './auth-service';
import { type AuthHttp, signInClientOf } from './auth-http';
import type { PlayerService } from './player-service';
import type { SettingsService } from './settings-service';
import { newSecret } from './tokens';

export interface AccountsRouteDeps {
  auth: AuthService;
  http: AuthHttp;
  players: PlayerService;
  settings: SettingsService;
  config: AuthConfig;
}

/** Sets Retry-After on a 429 before passing the error on. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterS));
    throw error;
  }
}

export function platformHandlers(
  deps: AccountsRouteDeps,
): EndpointHandlers<typeof platformEndpoints> {
  const { auth, http, players } = deps;
  const sessionAnswer = async (started: StartedSession) => ({
    token: started.token,
    csrf_token: started.csrfSecret,
    expires_at: started.expiresAt.toISOString(),
    idle_timeout_s: Math.floor(deps.config.sessionIdleTimeoutMs / 1000),
    user: toProfileWire(started.player, await players.activeCurrency(started.player.id)),
  });

  return {
    signUp: ({ body, request, reply }) =>
      withRetryAfter(reply, async () => {
        const started = await auth.signUp(body, signInClientOf(request));
        http.setSessionCookies(request, reply, started);
        return sessionAnswer(started);
      }),
    signIn: ({ body, request, reply }) =>
      withRetryAfter(reply, async () => {
        const started = await auth.signIn(body.login, body.password, signInClientOf(request));
        http.setSessionCookies(request, reply, started);
        return sessionAnswer(started);
      }),
    signOut: async ({ request, reply }) => {
      const { session } = await http.require(request);
      await auth.signOut(session);
      http.clearSessionCookies(request, reply);
      return { signed_out: true as const };
    },
    getCsrf: async ({ request, reply }) => {
      const active = await http.optional(request);
      const csrf = active?.session.csrfSecret ?? newSecret();
      http.setCsrfCookie(request, reply, csrf);
      return { csrf_token: csrf };
    },
    getPlayer: async ({ request }) => {
      const { player } = await http.require(request);
      return toProfileWire(player, await players.activeCurrency(player.id));
    },
    getAccounts: async ({ query, request }) => {
      const { player } = await http.require(request);
      const accounts = await players.accounts(player.id, !query.compatibility);
      return { accounts: accounts.map(toAccountWire) };
    },
    changeCurrency: async ({ body, request }) => {
      const { player } = await http.require(request);
      return { currency: await players.changeCurrency(player, body.currency) };
    },
    updateLocale: async ({ body, request }) => {
      const { player } = await http.require(request);
      return { language: await players.updateLocale(player, body.locale) };
    },
  };
}

export function settingsHandlers(
  deps: AccountsRouteDeps,
): EndpointHandlers<typeof settingsEndpoints> {
  return {
    getSettings: async ({ request }) => {
      const active = await deps.http.optional(request);
      return deps.settings.get(active?.player.id ?? null);
    },
    updateSettings: async ({ body, request }) => {
      const { player } = await deps.http.require(request);
      return deps.settings.update(player.id, body);
    },
  };
}
