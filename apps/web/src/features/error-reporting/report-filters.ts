// What the browser reports and what it keeps quiet about (spec section 8), as pure functions
// the SDK calls before sending (`beforeSend`, `beforeSendTransaction`, `beforeBreadcrumb`).
// Dropped: network errors, aborted connections, timeouts, cancelled requests, chunk-load and
// script-load failures, errors from tracking and tag-manager scripts, and errors marked to skip;
// resize-observer loop notices are ignored. Those are the visitor's connection, the visitor's
// extensions or a deploy that replaced the chunks, not faults of ours, and at a sportsbook's
// traffic they would bury the real ones. A failed API call keeps its URL, the answer's body and
// the request's body (secrets masked). The /404 transaction is never sent.
import type { Breadcrumb, ErrorEvent, EventHint } from '@sentry/nextjs';

/** Property an error carries when its reporting is deliberately skipped (`markSkipReport`). */
export const SKIP_REPORT = 'skipReport';

/** Marks an error so it is never reported (a handled condition thrown as an error). */
export function markSkipReport<T extends object>(error: T): T {
  Object.defineProperty(error, SKIP_REPORT, { value: true, enumerable: false });
  return error;
}

// Messages browsers give a request that never got an answer, or whose page went away.
const NETWORK = [
  /failed to fetch/i, // Chromium
  /networkerror when attempting to fetch/i, // Firefox
  /^load failed$/i, // Safari
  /network ?request failed/i,
  /network error/i,
  /the network connection was lost/i,
  /internet connection appears to be offline/i,
  /err_(internet_disconnected|network_changed|connection_(reset|refused|closed|aborted))/i,
];
const ABORTED = [
  /\baborted\b/i, // "The user aborted a request.", "signal is aborted without reason"
  /aborterror/i,
  /connection (was )?(closed|reset)/i,
];
const TIMEOUT = [/\btimed out\b/i, /timeout (exceeded|of \d+ ?ms)/i, /^timeout$/i, /timeouterror/i];
const CANCELLED = [/request (was )?cancel+ed/i, /^cancel+ed$/i, /cancellederror/i];
const CHUNK_LOAD = [
  /loading (css )?chunk [\w-]+ failed/i,
  /chunkloaderror/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];
const SCRIPT_LOAD = [
  /^script error\.?$/i, // a cross-origin script's error: nothing to act on
  /failed to load script/i,
  /loading script failed/i,
];
const RESIZE_OBSERVER = [/resizeobserver loop/i];

/** Hosts of tracking, analytics and tag-manager scripts; their errors are theirs. */
const TRACKING_HOSTS =
  /(googletagmanager|google-analytics|googleadservices|doubleclick|connect\.facebook|facebook\.net|hotjar|clarity\.ms|segment\.(io|com)|mixpanel|amplitude|tiktok|snap\.licdn|bat\.bing|adservice\.google)\./i;
const TRACKING_NAMES = /\b(gtag|gtm|fbq|dataLayer|_hjSettings|ttq)\b/;

export type DropReason =
  | 'network'
  | 'aborted'
  | 'timeout'
  | 'cancelled'
  | 'chunk-load'
  | 'script-load'
  | 'tracking'
  | 'skip'
  | 'resize-observer';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  [SKIP_REPORT]?: unknown;
}

const asErrorLike = (value: unknown): ErrorLike | null =>
  typeof value === 'object' && value !== null ? (value as ErrorLike) : null;

const matches = (patterns: readonly RegExp[], texts: readonly string[]) =>
  texts.some((text) => patterns.some((pattern) => pattern.test(text)));

/** The texts an event says about its error: its message, exception types and values. */
function eventTexts(event: ErrorEvent, original: ErrorLike | null): string[] {
  const texts: string[] = [];
  if (typeof event.message === 'string') texts.push(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.type) texts.push(exception.type);
    if (exception.value) texts.push(exception.value);
    if (exception.type && exception.value) texts.push(`${exception.type}: ${exception.value}`);
  }
  if (original) {
    if (typeof original.name === 'string') texts.push(original.name);
    if (typeof original.message === 'string') texts.push(original.message);
  }
  return texts;
}

/** Script files the error's stack went through. */
function frameFiles(event: ErrorEvent): string[] {
  const files: string[] = [];
  for (const exception of event.exception?.values ?? []) {
    for (const frame of exception.stacktrace?.frames ?? []) {
      if (frame.filename) files.push(frame.filename);
    }
  }
  return files;
}

/** Why an error event is not sent, or null when it is. */
export function dropReason(event: ErrorEvent, hint: EventHint = {}): DropReason | null {
  const original = asErrorLike(hint.originalException);
  if (original?.[SKIP_REPORT] === true) return 'skip';
  if (event.tags?.[SKIP_REPORT] === true || event.tags?.[SKIP_REPORT] === 'true') return 'skip';
  // A failed script or stylesheet element (`error` event on <script>/<link>) arrives as an Event.
  if (isElementLoadFailure(hint.originalException)) return 'script-load';
  const texts = eventTexts(event, original);
  const name = typeof original?.name === 'string' ? original.name : undefined;
  if (matches(RESIZE_OBSERVER, texts)) return 'resize-observer';
  if (name === 'ChunkLoadError' || matches(CHUNK_LOAD, texts)) return 'chunk-load';
  if (matches(SCRIPT_LOAD, texts)) return 'script-load';
  if (
    frameFiles(event).some((file) => TRACKING_HOSTS.test(file)) ||
    texts.some((text) => TRACKING_NAMES.test(text) && /is not defined|undefined/.test(text))
  ) {
    return 'tracking';
  }
  if (name === 'AbortError' || matches(ABORTED, texts)) return 'aborted';
  if (name === 'TimeoutError' || matches(TIMEOUT, texts)) return 'timeout';
  if (name === 'CancelledError' || matches(CANCELLED, texts)) return 'cancelled';
  if (matches(NETWORK, texts)) return 'network';
  // The API client's "no answer at all" (status 0) and the web server's "API away" (503
  // service_unavailable, decision 0018) are the connection, like a network error.
  const status = httpStatusOf(hint.originalException);
  if (status === 0) return 'network';
  if (status === 503 && codeOf(hint.originalException) === 'service_unavailable') return 'network';
  return null;
}

function isElementLoadFailure(value: unknown): boolean {
  if (typeof Event === 'undefined' || !(value instanceof Event)) return false;
  const target = value.target as { tagName?: unknown } | null;
  return (
    value.type === 'error' &&
    typeof target?.tagName === 'string' &&
    /^(script|link)$/i.test(target.tagName)
  );
}

// --- failed HTTP calls -------------------------------------------------------------------------

/** What the web app's HTTP client puts on an error for a non-2xx answer (decision 0021). */
interface FailedCall {
  status: number;
  code?: string;
  body?: unknown;
  request?: { method: string; url: string; body?: unknown };
}

function asFailedCall(value: unknown): FailedCall | null {
  const error = asErrorLike(value) as (ErrorLike & Partial<FailedCall>) | null;
  if (!error || typeof error.status !== 'number') return null;
  return error as FailedCall;
}

const httpStatusOf = (value: unknown) => asFailedCall(value)?.status;
const codeOf = (value: unknown) => asFailedCall(value)?.code;

/** Keys whose values never leave the browser (sign-in, sign-up, payments, tokens). */
const SECRET_KEY =
  /pass(word)?|secret|token|csrf|cookie|authori[sz]ation|card|cvv|cvc|iban|pin\b|otp/i;
export const MASK = '[Filtered]';

/** A copy of a JSON-like value with secret fields masked and its size bounded. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return MASK;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskSecrets(item, depth + 1));
  if (typeof value === 'string') return value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? MASK : maskSecrets(item, depth + 1),
    ]),
  );
}

/** Drops a URL's query values that look like secrets (a reset token in a link, say). */
export function maskUrl(url: string): string {
  const [head, query] = url.split('?', 2);
  if (query === undefined) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_KEY.test(key)) params.set(key, MASK);
  return `${head}?${params.toString()}`;
}

/** The SDK's `beforeSend`: null drops the event; a failed API call gets its request and answer. */
export function filterEvent(event: ErrorEvent, hint: EventHint = {}): ErrorEvent | null {
  if (dropReason(event, hint) !== null) return null;
  const call = asFailedCall(hint.originalException);
  if (call?.request) {
    const url = maskUrl(call.request.url);
    event.contexts = {
      ...event.contexts,
      response: {
        status_code: call.status,
        ...(call.code ? { code: call.code } : {}),
        url,
        body: maskSecrets(call.body),
      },
    };
    event.request = {
      ...event.request,
      method: call.request.method,
      url,
      data: maskSecrets(call.request.body),
    };
    event.tags = { ...event.tags, 'http.status_code': String(call.status) };
    event.fingerprint ??= ['{{ default }}', call.request.method, String(call.status)];
  }
  return event;
}

/** The SDK's `beforeSendTransaction`: the not-found page is not a transaction worth keeping. */
export function filterTransaction<T extends { transaction?: string }>(event: T): T | null {
  const name = event.transaction ?? '';
  if (/(^|\/)(404|_not-found)$/.test(name) || /not-found$/i.test(name)) return null;
  return event;
}

/** The SDK's `beforeBreadcrumb`: no resize-observer notices, no tracking-script calls. */
export function filterBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console' && matches(RESIZE_OBSERVER, [breadcrumb.message ?? ''])) {
    return null;
  }
  const url = breadcrumb.data?.url;
  if (typeof url === 'string') {
    if (TRACKING_HOSTS.test(url)) return null;
    return { ...breadcrumb, data: { ...breadcrumb.data, url: maskUrl(url) } };
  }
  return breadcrumb;
}
