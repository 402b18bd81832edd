// What the page does while the realtime connection is down (decision 0018), without React:
// the moment the socket drops after having been up, the prices it kept current turn stale (not
// live, not offered); the connection alert of spec section 8 shows at once when the browser
// goes offline, and after a short grace when the socket drops on its own (a blip that recovers
// within it stays quiet); it goes when the socket is back. The views lift the stale mark per
// match once a recovery or a snapshot confirms the prices.
import type { ConnectionState } from '../../../lib/realtime/realtime-client';

/** A socket drop shorter than this shows no alert (the prices are marked stale regardless). */
export const CONNECTION_ALERT_GRACE_MS = 1500;

export interface ConnectionWatchDeps {
  connectionState(): ConnectionState;
  everConnected(): boolean;
  onStateChange(listener: () => void): () => void;
  /** Matches whose prices the socket keeps current now. */
  trackedMatchIds(): readonly number[];
  markStale(matchIds: readonly number[]): void;
  showAlert(): void;
  hideAlert(): void;
  /** `online`/`offline` events (the window). */
  network: EventTarget | null;
  isOffline(): boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function watchConnection(deps: ConnectionWatchDeps): () => void {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let down = false;
  let shown = false;
  let graceTimer: unknown = null;

  const cancelGrace = () => {
    if (graceTimer !== null) clearTimer(graceTimer);
    graceTimer = null;
  };
  const show = () => {
    cancelGrace();
    if (shown) return;
    shown = true;
    deps.showAlert();
  };
  const hide = () => {
    cancelGrace();
    if (!shown) return;
    shown = false;
    deps.hideAlert();
  };

  const check = () => {
    const up = deps.connectionState() === 'connected';
    if (up) {
      down = false;
      // Offline yet connected cannot last (the client drops the socket on `offline`).
      hide();
      return;
    }
    if (!deps.everConnected()) {
      // Not up yet since the page loaded: the server-rendered prices are current; only an
      // offline browser is worth saying.
      if (deps.isOffline()) show();
      return;
    }
    if (!down) {
      down = true;
      deps.markStale(deps.trackedMatchIds());
    }
    if (deps.isOffline()) show();
    else if (!shown && graceTimer === null) {
      graceTimer = setTimer(() => {
        graceTimer = null;
        if (deps.connectionState() !== 'connected') show();
      }, CONNECTION_ALERT_GRACE_MS);
    }
  };

  const onOffline = () => check();
  const onOnline = () => check();
  deps.network?.addEventListener('offline', onOffline);
  deps.network?.addEventListener('online', onOnline);
  const stop = deps.onStateChange(check);
  check();
  return () => {
    stop();
    cancelGrace();
    deps.network?.removeEventListener('offline', onOffline);
    deps.network?.removeEventListener('online', onOnline);
  };
}
