// Spec section 4: when auth status moves to logged in (from not logged in or unknown) or to not
// logged in (from logged in), the realtime connection is dropped, its token cleared and it
// reconnects. `pending` is a step on the way, not a status the connection reacts to.
export type RealtimeAuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';

export function needsReconnect(from: RealtimeAuthStatus, to: RealtimeAuthStatus): boolean {
  if (to === 'logged_in') return from === 'not_logged_in' || from === 'unknown';
  if (to === 'not_logged_in') return from === 'logged_in';
  return false;
}
