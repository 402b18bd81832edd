// The player-protection calls (limits, allowance, net position, ledger, betting sessions, the
// reality check, activity, restrictions) through the web app's one client as session calls:
// writes carry the CSRF token, answers are checked against the contract and camelized.
import {
  API_BASES,
  CSRF_COOKIE,
  CSRF_HEADER,
  type Endpoint,
  type SelfExclusionPeriod,
  type SetUserLimitRequest,
  type TimeOutPeriod,
  platformEndpoints,
  restrictionEndpoints,
  sportsbookSessionEndpoints,
  userLimitEndpoints,
} from '@sportsbook/contract';
import {
  type EndpointInput,
  type EndpointResult,
  callEndpointAt,
} from '../../../lib/api/api-client';
import { readDocumentCookie } from '../../../lib/browser-storage';
import { readCookie } from '../../../lib/cookies';

export { ApiRequestError } from '../../../lib/api/api-client';

function platformCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  locale: string,
  signal?: AbortSignal,
): Promise<EndpointResult<E>> {
  return callEndpointAt(API_BASES.platform, endpoint, input, {
    origin: '',
    locale,
    signal,
    session: true,
  });
}

/**
 * A write whose 401 has its own meaning (the activity limit, spec section 8): it is not
 * reported to the auth store, which would open the session-expired sign-in; the caller decides.
 * The CSRF token goes along as on any session write.
 */
function quietCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  locale: string,
): Promise<EndpointResult<E>> {
  const csrf = readCookie(readDocumentCookie(), CSRF_COOKIE);
  return callEndpointAt(API_BASES.platform, endpoint, input, {
    origin: '',
    locale,
    headers: csrf ? { [CSRF_HEADER]: csrf } : {},
  });
}

export type UserLimit = EndpointResult<typeof userLimitEndpoints.getUserLimits>['limits'][number];
export type BettingStats = EndpointResult<typeof userLimitEndpoints.getBettingStats>;
export type Transactions = EndpointResult<typeof userLimitEndpoints.getTransactions>;
export type Transaction = Transactions['data'][number];
export type SessionInfo = EndpointResult<typeof sportsbookSessionEndpoints.getSessionsInfo>;
export type Restriction = EndpointResult<typeof restrictionEndpoints.panic>['restriction'];

export const getUserLimits = (locale: string) =>
  platformCall(userLimitEndpoints.getUserLimits, {}, locale);

export const setUserLimit = (body: SetUserLimitRequest, locale: string) =>
  platformCall(userLimitEndpoints.setUserLimit, { body }, locale);

export const removeUserLimit = (id: number, locale: string) =>
  platformCall(userLimitEndpoints.removeUserLimit, { params: { id } }, locale);

export const confirmUserLimit = (id: number, locale: string) =>
  platformCall(userLimitEndpoints.confirmUserLimit, { params: { id } }, locale);

export const getBettingStats = (locale: string, currency?: string) =>
  platformCall(userLimitEndpoints.getBettingStats, { query: currency ? { currency } : {} }, locale);

export interface TransactionFilter {
  kind?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const getTransactions = (filter: TransactionFilter, locale: string, signal?: AbortSignal) =>
  platformCall(
    userLimitEndpoints.getTransactions,
    {
      query: {
        page: filter.page,
        limit: filter.limit,
        ...(filter.kind ? { kind: filter.kind } : {}),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
      },
    },
    locale,
    signal,
  );

/** POST /sportsbook_sessions: 403 `session_limit_reached` (with `resume_at`) at the limit. */
export const startBettingSession = (locale: string) =>
  platformCall(sportsbookSessionEndpoints.startSportsbookSession, {}, locale);

export const continueBettingSession = (locale: string) =>
  platformCall(sportsbookSessionEndpoints.continueSportsbookSession, {}, locale);

/** The reality-check poll; never cached (the client sends `cache: 'no-store'`). */
export const getSessionInfo = (locale: string) =>
  platformCall(sportsbookSessionEndpoints.getSessionsInfo, {}, locale);

/** The activity ping: its 401 `activity_limit_reached` is the caller's to handle. */
export const trackActivity = (locale: string) =>
  quietCall(sportsbookSessionEndpoints.trackActivity, {}, locale);

/** Ends the session on the server; a session already ended there answers 401, which is fine. */
export const endSession = (locale: string) =>
  quietCall(platformEndpoints.signOut, {}, locale).then(
    () => undefined,
    () => undefined,
  );

export const getRestrictions = (locale: string) =>
  platformCall(restrictionEndpoints.getRestrictions, {}, locale);

export const startTimeOut = (period: TimeOutPeriod, locale: string) =>
  platformCall(restrictionEndpoints.startTimeOut, { body: { period } }, locale);

export const startSelfExclusion = (period: SelfExclusionPeriod, locale: string) =>
  platformCall(restrictionEndpoints.startSelfExclusion, { body: { period } }, locale);

/** The panic button: a 24 h time-out at once, no confirmation (GlüStV §6i(3)). */
export const panic = (locale: string) => platformCall(restrictionEndpoints.panic, {}, locale);
