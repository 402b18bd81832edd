// Realtime constants of spec section 9. The token refresh retries (5–10 s for the connection,
// 10–20 s for a subscription) are built into the `centrifuge` client (5.8) with these values.

/** Every command (connect, subscribe, refresh) times out after this long. */
export const REALTIME_TIMEOUT_MS = 5000;
/** Reconnect delay with full-jitter backoff. */
export const MIN_RECONNECT_DELAY_MS = 500;
export const MAX_RECONNECT_DELAY_MS = 20_000;
/** Resubscribe delay with full-jitter backoff. */
export const MIN_RESUBSCRIBE_DELAY_MS = 500;
export const MAX_RESUBSCRIBE_DELAY_MS = 20_000;
/** No data for the server's ping interval plus this long drops the transport. */
export const MAX_SERVER_PING_DELAY_MS = 10_000;
/** Token refresh retry windows (the client library's own values, listed for reference). */
export const CONNECTION_REFRESH_RETRY_MS = [5000, 10_000] as const;
export const SUBSCRIPTION_REFRESH_RETRY_MS = [10_000, 20_000] as const;
/**
 * How long the socket may stay down before live views fall back to polling (initial failures
 * and long outages alike); a short blip is bridged by reconnect and recovery instead.
 */
export const POLL_FALLBACK_AFTER_MS = 4000;
/**
 * While the socket is down after having been up, the socket's server is probed every 1–2 s
 * (jittered, so a fleet spreads out); an answer reconnects at once (decision 0018).
 */
export const PROBE_MIN_DELAY_MS = 1000;
export const PROBE_MAX_DELAY_MS = 2000;
/**
 * Once the socket is back, what is on screen is refreshed (recovery, else a snapshot) within
 * this long: the bar the reconnect test holds the client to.
 */
export const REFRESH_AFTER_RECONNECT_MS = 2000;
