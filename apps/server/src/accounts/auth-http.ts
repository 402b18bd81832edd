// Credentials over HTTP: the session cookie or a bearer token, the double-submit CSRF check on
// cookie-authenticated writes, and the platform's versioned accept header and app marker.
import {
  APP_MARKER,
  APP_MARKER_HEADER,
  AUTH_ERROR_CODES,
  CSRF_COOKIE,
  CSRF_HEADER,
  PLATFORM_API_VERSION,
  PLATFORM_MEDIA_TYPE_PATTERN,
  SESSION_COOKIE,
} from '@sportsbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config/env';
import { HttpError } from '../http/http-errors';
import { csrfFailed, unauthorized } from './accounts-errors';
import type { ActiveSession, AuthService, SignInClient, StartedSession } from './auth-service';
import { secretsEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Credentials {
  token: string;
  via: 'bearer' | 'cookie';
}

/** A bearer token wins over the cookie; a non-bearer Authorization header is ignored. */
export function credentialsOf(request: FastifyRequest): Credentials | null {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The web's device id cookie (a random UUID the web proxy sets, decision 0009). */
const DEVICE_ID_COOKIE = 'deviceId';
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a sign-in or sign-up comes from: the client address and the device id, when valid. */
export function signInClientOf(request: FastifyRequest): SignInClient {
  const deviceId = request.cookies[DEVICE_ID_COOKIE];
  return { ip: request.ip, ...(deviceId && DEVICE_ID.test(deviceId) && { deviceId }) };
}

export class AuthHttp {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AuthConfig,
  ) {}

  /** The signed-in player or 401; cookie-authenticated writes must pass the CSRF check (403). */
  async require(request: FastifyRequest): Promise<ActiveSession> {
    const credentials = credentialsOf(request);
    return this.checked(request, credentials, await this.auth.requireSession(credentials?.token));
  }

  /**
   * `require` through the session cache (`AuthService.authenticateCached`), for calls whose
   * write checks in its transaction that the session is still live (bet placement).
   */
  async requireCached(request: FastifyRequest): Promise<ActiveSession> {
    const credentials = credentialsOf(request);
    const active = credentials ? await this.auth.authenticateCached(credentials.token) : null;
    if (!active) throw unauthorized();
    return this.checked(request, credentials, active);
  }

  private checked(
    request: FastifyRequest,
    credentials: Credentials | null,
    active: ActiveSession,
  ): ActiveSession {
    if (credentials?.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      const sent = Array.isArray(header) ? undefined : header;
      const ok =
        secretsEqual(sent, request.cookies[CSRF_COOKIE]) &&
        secretsEqual(sent, active.session.csrfSecret);
      if (!ok) throw csrfFailed();
    }
    return active;
  }

  /** The signed-in player when the credentials are valid, else null (visitor). */
  async optional(request: FastifyRequest): Promise<ActiveSession | null> {
    const credentials = credentialsOf(request);
    return credentials ? this.auth.authenticate(credentials.token) : null;
  }

  setSessionCookies(request: FastifyRequest, reply: FastifyReply, started: StartedSession): void {
    const maxAge = Math.floor(this.config.sessionAbsoluteTimeoutMs / 1000);
    reply.setCookie(SESSION_COOKIE, started.token, {
      ...this.cookieBase(request),
      httpOnly: true,
      maxAge,
    });
    this.setCsrfCookie(request, reply, started.csrfSecret);
  }

  setCsrfCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
    const maxAge = Math.floor(this.config.sessionAbsoluteTimeoutMs / 1000);
    reply.setCookie(CSRF_COOKIE, secret, { ...this.cookieBase(request), httpOnly: false, maxAge });
  }

  clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { ...this.cookieBase(request), httpOnly: true });
    reply.clearCookie(CSRF_COOKIE, this.cookieBase(request));
  }

  private cookieBase(request: FastifyRequest) {
    const secure =
      this.config.cookieSecure === 'always' ||
      (this.config.cookieSecure === 'auto' && request.protocol === 'https');
    // Inside an operator's frame on another site, Lax cookies are never sent: there they are
    // partitioned by the host's site instead (CHIPS), which needs Secure (decision 0042).
    if (secure && this.config.thirdPartyCookies)
      return { path: '/', sameSite: 'none' as const, secure, partitioned: true };
    return { path: '/', sameSite: 'lax' as const, secure };
  }
}

/**
 * On the given URL prefixes: `Cache-Control: no-store` on every answer; an Accept header naming another version of the platform media type
 * answers 406; an app marker other than `sportsbook` answers 400. Requests without either pass.
 */
export function installPlatformHeaderChecks(app: FastifyInstance, prefixes: string[]): void {
  const covered = (url: string) => {
    const path = url.split('?')[0] ?? '';
    return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  };
  // Answers carry tokens and personal data: never stored by browsers or shared caches.
  app.addHook('onSend', async (request, reply) => {
    if (covered(request.url)) reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', async (request) => {
    if (!covered(request.url)) return;
    const version = request.headers.accept?.match(PLATFORM_MEDIA_TYPE_PATTERN)?.[1];
    if (version !== undefined && Number(version) !== PLATFORM_API_VERSION) {
      throw new HttpError(406, {
        code: AUTH_ERROR_CODES.notAcceptable,
        message: `API version ${version} is not supported; use v${PLATFORM_API_VERSION}`,
      });
    }
    const app = request.headers[APP_MARKER_HEADER];
    if (app !== undefined && app !== APP_MARKER) {
      throw new HttpError(400, {
        code: AUTH_ERROR_CODES.unknownApp,
        message: `Unknown app marker; send ${APP_MARKER_HEADER}: ${APP_MARKER}`,
        field: APP_MARKER_HEADER,
      });
    }
  });
}
