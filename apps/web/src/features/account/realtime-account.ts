// The account side of the realtime connection: the auth status and player id drive the
// connection (reconnect on sign-in/sign-out, the private `$user:<id>` channel only with a user
// id) and `balance_changed` replaces that currency's balance in the store the header reads.
import type { RealtimeClient } from '../../lib/realtime/realtime-client';
import { applyBalance, authSnapshot, subscribeAuth } from './auth-store';

export function connectAccountToRealtime(client: RealtimeClient): () => void {
  const sync = () => {
    const auth = authSnapshot();
    client.setAuth(auth.status, auth.profile?.id ?? null);
  };
  sync();
  const stopAuth = subscribeAuth(sync);
  const stopBalance = client.bus.on('balance_changed', ({ data }) => applyBalance(data.account));
  return () => {
    stopAuth();
    stopBalance();
  };
}

/** Resolves when the auth status has settled (signed in or out), or after `maxMs`. */
export function authSettled(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      const { status } = authSnapshot();
      return status === 'logged_in' || status === 'not_logged_in';
    };
    if (settled()) return resolve();
    const timer = setTimeout(done, maxMs);
    const stop = subscribeAuth(() => {
      if (settled()) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}
