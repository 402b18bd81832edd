// Where a site setting switches a server call off (decision 0043): one hook over every route,
// keyed by the route's contract path, so the areas the flags gate carry no checks of their own.
// It runs as a `preHandler`, after validation: bad input answers 400 whatever the flags say.
import {
  API_BASES,
  type Endpoint,
  freebetProgressEndpoints,
  jackpotBettingEndpoints,
  jackpotEndpoints,
  paymentEndpoints,
  platformEndpoints,
  type SiteSettingValues,
  bettingEndpoints,
  sportsbookSessionEndpoints,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';
import { quickDepositAllowed, severalSingles } from './site-rules';

export const FEATURE_DISABLED = 'feature_disabled';

const routeOf = (base: string, endpoint: Endpoint) => `${endpoint.method} ${base}${endpoint.path}`;

type Gate = (
  settings: SiteSettingValues,
  request: FastifyRequest,
  statusesOf: (request: FastifyRequest) => Promise<readonly string[] | null>,
) => Promise<string | null> | string | null;

/** Each gated route: the setting that refuses it, or null to let it through. */
const GATES = new Map<string, Gate>([
  [
    routeOf(API_BASES.platform, platformEndpoints.signIn),
    (s) => (s.sign_in_enabled ? null : 'sign_in_enabled'),
  ],
  [
    routeOf(API_BASES.platform, platformEndpoints.signUp),
    (s) => (s.sign_up_enabled ? null : 'sign_up_enabled'),
  ],
  [
    routeOf(API_BASES.platform, paymentEndpoints.quickDeposit),
    async (s, request, statusesOf) => {
      if (s.quick_deposit) return null;
      // Only a test player can still use it; a missing session is the route's own 401.
      const statuses = s.quick_deposit_test ? await statusesOf(request) : [];
      if (statuses === null) return null;
      return quickDepositAllowed(s, statuses) ? null : 'quick_deposit';
    },
  ],
  [
    routeOf(API_BASES.platform, sportsbookSessionEndpoints.trackActivity),
    (s) => (s.activity_tracking ? null : 'activity_tracking'),
  ],
  ...Object.values(jackpotEndpoints).map(
    (endpoint) =>
      [
        routeOf(API_BASES.sportsbook, endpoint),
        (s: SiteSettingValues) => (s.jackpots ? null : 'jackpots'),
      ] as const,
  ),
  ...Object.values(jackpotBettingEndpoints).map(
    (endpoint) =>
      [
        routeOf(API_BASES.betting, endpoint),
        (s: SiteSettingValues) => (s.jackpots ? null : 'jackpots'),
      ] as const,
  ),
  ...Object.values(freebetProgressEndpoints).map(
    (endpoint) =>
      [
        routeOf(API_BASES.sportsbook, endpoint),
        (s: SiteSettingValues) => (s.freebet_progress_bar ? null : 'freebet_progress_bar'),
      ] as const,
  ),
  [
    routeOf(API_BASES.betting, bettingEndpoints.placeBets),
    (s, request) =>
      !s.multi_single_bets && severalSingles(request.body) ? 'multi_single_bets' : null,
  ],
]);

export function installFeatureGates(
  app: FastifyInstance,
  deps: {
    values: () => Promise<SiteSettingValues>;
    statusesOf: (request: FastifyRequest) => Promise<readonly string[] | null>;
  },
): void {
  app.addHook('preHandler', async (request) => {
    const gate = GATES.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!gate) return;
    const setting = await gate(await deps.values(), request, deps.statusesOf);
    if (setting === null) return;
    throw new HttpError(403, {
      code: FEATURE_DISABLED,
      message: `Switched off by the site setting ${setting}`,
      field: setting,
    });
  });
}
