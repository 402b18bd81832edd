/**
 * Whole seconds until the server's `resend_timeout_until` (rounded up, so "0 s" never shows while
 * the server would still refuse); 0 when it is null or past.
 */
export function secondsUntil(until: string | null, now: number): number {
  if (until === null) return 0;
  const ms = Date.parse(until) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}
