// Spec section 9, "error reporting settings": the figures the browser SDK runs with. The
// rate-limit back-off of 60 s is what the SDK's transport does on a 429 without Retry-After
// (its DEFAULT_RETRY_AFTER); it is named here so a test keeps the two equal.

/** At most this many breadcrumbs ride along with an event. */
export const MAX_BREADCRUMBS = 100;
/** Envelopes waiting to be sent; more are dropped (the SDK's transport buffer). */
export const QUEUE_SIZE = 30;
/** How long reporting pauses after the receiver answers 429 without saying how long. */
export const RATE_LIMIT_BACKOFF_MS = 60_000;
/** A page-load or navigation transaction ends this long after its last child span. */
export const IDLE_TIMEOUT_MS = 1000;
/** … and at the latest this long after it started. */
export const FINAL_TIMEOUT_MS = 30_000;
/**
 * The spec's heartbeat: older SDKs checked every 5 s and ended a transaction after three
 * heartbeats without a change; today's SDK says the same with one child-span timeout.
 */
export const HEARTBEAT_MS = 5000;
export const CHILD_SPAN_TIMEOUT_MS = 3 * HEARTBEAT_MS;
/** Errors held before the SDK has loaded (the early buffer keeps the first ones). */
export const EARLY_BUFFER_SIZE = QUEUE_SIZE;

/** What the server hands the browser when reporting is on (decision 0046). */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  /** The production build's id (spec section 9). */
  release: string | undefined;
  /** Share of page loads traced; 0 sends no transactions at all. */
  tracesSampleRate: number;
}
