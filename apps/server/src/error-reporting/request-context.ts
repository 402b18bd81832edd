// What a server error report says about the request (spec section 8: failed requests carry
// their URL and bodies), and what it never says: cookies, authorization, CSRF and API keys,
// passwords, tokens and one-time codes, the client's address. A report is read by more people
// than the database is, and reporting services keep it for months.

/** Header and field names whose values stay on the server. */
const SECRET_NAME =
  /cookie|authori[sz]ation|token|secret|passw|api[-_]?key|csrf|session|signature|card|cvv|cvc|iban|otp|^pin$|^code$/i;
/** Headers that name the client (personal data): not sent at all. */
const CLIENT_ADDRESS = /^(x-forwarded-for|x-real-ip|forwarded|cf-connecting-ip|true-client-ip)$/i;

export const MASK = '[Filtered]';
const MAX_TEXT = 2000;
const MAX_ITEMS = 50;

/** A copy of a JSON-like value with secret fields masked and its size bounded. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return MASK;
  if (Array.isArray(value))
    return value.slice(0, MAX_ITEMS).map((item) => maskSecrets(item, depth + 1));
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_ITEMS)
      .map(([key, item]) => [key, SECRET_NAME.test(key) ? MASK : maskSecrets(item, depth + 1)]),
  );
}

/** A path with its query, secret-looking query values masked. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (SECRET_NAME.test(key)) params.set(key, MASK);
  return `${url.slice(0, at)}?${params.toString()}`;
}

export interface RequestFacts {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  /** The route's template (`/api/sportsbook/matches/:id`), not the path with its ids. */
  route?: string;
  id?: string;
}

export interface ReportedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: unknown;
}

/** The request as a report carries it. */
export function reportedRequest(request: RequestFacts): ReportedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SECRET_NAME.test(name) || CLIENT_ADDRESS.test(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: request.method,
    url: maskUrl(request.url),
    headers,
    ...(request.body === undefined ? {} : { data: maskSecrets(request.body) }),
  };
}
