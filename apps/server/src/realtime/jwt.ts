// HS256 tokens for the realtime socket, with Centrifugo's claims (protocol note section 3), so
// the same token works against the embedded hub and against Centrifugo configured with the same
// `client.token.hmac_secret_key`.
//
// Verification returns an outcome instead of throwing, because the hub maps the two failures
// differently: an expired connection token is reply error 109 (the client fetches a new token
// and reconnects) while an invalid one closes the socket with 3500 (terminal).

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of a connection token (Centrifugo `ConnectTokenClaims`, the part the hub reads). */
export interface ConnectionTokenClaims {
  /** User id; `""` is an anonymous connection. */
  sub: string;
  /** Token expiry, seconds since the epoch. Absent: the connection never expires. */
  exp?: number;
  iat?: number;
  jti?: string;
  /** Public connection info, shown as `conn_info` in presence and join/leave. */
  info?: unknown;
  /** Server-side subscriptions made at connect (not a permission list). */
  channels?: string[];
  /** Connection expiry decoupled from `exp`; `0` means the connection never expires. */
  expire_at?: number;
  /** Server-only metadata, never shown to clients. */
  meta?: unknown;
  aud?: string | string[];
  iss?: string;
}

/** Claims of a subscription token (Centrifugo `SubscribeTokenClaims`, the part the hub reads). */
export interface SubscriptionTokenClaims {
  /** Must equal the connection's user id. */
  sub: string;
  /** Must equal the subscribed channel. */
  channel: string;
  /** Optional: binds the token to one connection id. */
  client?: string;
  exp?: number;
  iat?: number;
  expire_at?: number;
  /** Channel info, shown as `chan_info`. */
  info?: unknown;
  /** Returned to the client as the subscribe result's `data`. */
  data?: unknown;
  aud?: string | string[];
  iss?: string;
}

export type TokenOutcome<C> =
  | { ok: true; claims: C }
  | { ok: false; reason: 'expired' }
  | { ok: false; reason: 'invalid'; detail: string };

export interface VerifyOptions {
  /** Seconds since the epoch; defaults to the clock. */
  now?: number;
  /** When set, `aud` must contain it (Centrifugo `client.token.audience`). */
  audience?: string;
  /** When set, `iss` must equal it (Centrifugo `client.token.issuer`). */
  issuer?: string;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const HMAC_ALGORITHMS = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' } as const;
type HmacAlgorithm = keyof typeof HMAC_ALGORITHMS;

const base64url = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

function hmac(algorithm: HmacAlgorithm, secret: string, input: string): Buffer {
  return createHmac(HMAC_ALGORITHMS[algorithm], secret).update(input).digest();
}

/** Signs any claims object as an HS256 JWT. */
export function signHs256(claims: object, secret: string): string {
  if (!secret) throw new Error('realtime token secret is empty');
  const signingInput = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify(claims),
  )}`;
  return `${signingInput}.${hmac('HS256', secret, signingInput).toString('base64url')}`;
}

export interface SignOptions {
  /** Seconds since the epoch used for `iat` and `exp`; defaults to the clock. */
  now?: number;
  /** Lifetime in seconds; sets `exp` (unless the claims carry one). */
  ttlSeconds?: number;
}

function withTimes<C extends { exp?: number; iat?: number }>(claims: C, options: SignOptions): C {
  const now = options.now ?? nowSeconds();
  const out = { ...claims, iat: claims.iat ?? now };
  if (out.exp === undefined && options.ttlSeconds !== undefined) out.exp = now + options.ttlSeconds;
  return out;
}

/** A connection token (`sub` = user id, `""` for anonymous). */
export function signConnectionToken(
  claims: ConnectionTokenClaims,
  secret: string,
  options: SignOptions = {},
): string {
  if ('channel' in claims) throw new Error('a connection token must not carry a channel claim');
  return signHs256(withTimes(claims, options), secret);
}

/** A subscription token for one channel (`sub` must be the connection's user id). */
export function signSubscriptionToken(
  claims: SubscriptionTokenClaims,
  secret: string,
  options: SignOptions = {},
): string {
  return signHs256(withTimes(claims, options), secret);
}

type Raw = Record<string, unknown>;

const invalid = (detail: string) => ({ ok: false, reason: 'invalid', detail }) as const;

/** Decodes and checks signature, types of the registered claims, `nbf`, `aud`, `iss`, `exp`. */
function verifyRaw(
  token: string,
  secret: string,
  options: VerifyOptions,
): { ok: true; claims: Raw } | { ok: false; reason: 'expired' } | ReturnType<typeof invalid> {
  if (!secret) return invalid('no secret configured');
  if (typeof token !== 'string') return invalid('not a string');
  const parts = token.split('.');
  if (parts.length !== 3) return invalid('malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return invalid('malformed');
  }
  if (!isObject(header) || !isObject(claims)) return invalid('malformed');
  const alg = header.alg;
  if (typeof alg !== 'string' || !Object.hasOwn(HMAC_ALGORITHMS, alg)) {
    return invalid('unsupported algorithm');
  }
  const expected = hmac(alg as HmacAlgorithm, secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return invalid('bad signature');
  }
  for (const key of ['exp', 'iat', 'nbf', 'expire_at'] as const) {
    if (claims[key] !== undefined && !isFiniteNumber(claims[key])) return invalid(`bad ${key}`);
  }
  if (claims.sub !== undefined && typeof claims.sub !== 'string') return invalid('bad sub');
  const now = options.now ?? nowSeconds();
  if (isFiniteNumber(claims.nbf) && claims.nbf > now) return invalid('not valid yet');
  if (options.audience !== undefined) {
    const aud = claims.aud;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (!audiences.includes(options.audience)) return invalid('bad audience');
  }
  if (options.issuer !== undefined && claims.iss !== options.issuer) return invalid('bad issuer');
  // Centrifugo (cristalhq/jwt `IsValidExpiresAt`) accepts a token while exp is after now.
  if (isFiniteNumber(claims.exp) && claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** Verifies a connection token; a `channel` claim makes it invalid, as in Centrifugo. */
export function verifyConnectionToken(
  token: string,
  secret: string,
  options: VerifyOptions = {},
): TokenOutcome<ConnectionTokenClaims> {
  const outcome = verifyRaw(token, secret, options);
  if (!outcome.ok) return outcome;
  const claims = outcome.claims;
  if ('channel' in claims) return invalid('connection token with a channel claim');
  if (
    claims.channels !== undefined &&
    (!Array.isArray(claims.channels) || !claims.channels.every((c) => typeof c === 'string'))
  ) {
    return invalid('bad channels');
  }
  if (claims.jti !== undefined && typeof claims.jti !== 'string') return invalid('bad jti');
  return { ok: true, claims: { ...claims, sub: (claims.sub as string | undefined) ?? '' } };
}

/** Verifies a subscription token; `channel` is required. */
export function verifySubscriptionToken(
  token: string,
  secret: string,
  options: VerifyOptions = {},
): TokenOutcome<SubscriptionTokenClaims> {
  const outcome = verifyRaw(token, secret, options);
  if (!outcome.ok) return outcome;
  const claims = outcome.claims;
  if (typeof claims.channel !== 'string' || claims.channel === '') return invalid('no channel');
  if (claims.client !== undefined && typeof claims.client !== 'string')
    return invalid('bad client');
  return {
    ok: true,
    claims: {
      ...claims,
      sub: (claims.sub as string | undefined) ?? '',
      channel: claims.channel,
    } as SubscriptionTokenClaims,
  };
}

function isObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
