// Header and cookie names, in a module without schemas: the browser's realtime client needs the
// CSRF names at once, and importing them must not build zod's schemas on the page (decision 0066).

/**
 * Account platform calls carry a versioned accept header and an app marker (spec section 7).
 * Both are optional (API docs, curl); an accept header naming another version answers 406.
 */
export const PLATFORM_MEDIA_TYPE = 'application/vnd.sportsbook.v1+json';
/** Matches any `application/vnd.sportsbook.v<N>+json` media range; group 1 is the version. */
export const PLATFORM_MEDIA_TYPE_PATTERN = /application\/vnd\.sportsbook\.v(\d+)\+json/i;
export const PLATFORM_API_VERSION = 1;
export const APP_MARKER_HEADER = 'x-app';
export const APP_MARKER = 'sportsbook';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sb_session';
export const CSRF_COOKIE = 'sb_csrf';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
