import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../../../lib/realtime/realtime-client';
import { CONNECTION_ALERT_GRACE_MS, watchConnection } from './connection-watch';

function setup(initial: ConnectionState = 'connected') {
  let state = initial;
  let ever = initial === 'connected';
  let offline = false;
  const listeners = new Set<() => void>();
  const network = new EventTarget();
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const deps = {
    connectionState: () => state,
    everConnected: () => ever,
    onStateChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    trackedMatchIds: () => [7, 9],
    markStale: vi.fn(),
    showAlert: vi.fn(),
    hideAlert: vi.fn(),
    network,
    isOffline: () => offline,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  };
  const stop = watchConnection(deps);
  return {
    deps,
    stop,
    timers,
    set(next: ConnectionState) {
      state = next;
      if (next === 'connected') ever = true;
      listeners.forEach((listener) => listener());
    },
    goOffline() {
      offline = true;
      state = 'connecting';
      listeners.forEach((listener) => listener());
      network.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      offline = false;
      network.dispatchEvent(new Event('online'));
    },
  };
}

describe('the page while the connection is down', () => {
  it('going offline marks the tracked prices stale and shows the alert at once', () => {
    const page = setup();
    page.goOffline();
    expect(page.deps.markStale).toHaveBeenCalledWith([7, 9]);
    expect(page.deps.showAlert).toHaveBeenCalledTimes(1);
    page.goOnline();
    // Online again but not yet reconnected: the alert stays until the socket is back.
    expect(page.deps.hideAlert).not.toHaveBeenCalled();
    page.set('connected');
    expect(page.deps.hideAlert).toHaveBeenCalledTimes(1);
  });

  it('a socket drop marks prices stale at once but alerts only after the grace', () => {
    const page = setup();
    page.set('connecting');
    expect(page.deps.markStale).toHaveBeenCalledTimes(1);
    expect(page.deps.showAlert).not.toHaveBeenCalled();
    expect(page.timers[0]!.ms).toBe(CONNECTION_ALERT_GRACE_MS);
    page.timers[0]!.run();
    expect(page.deps.showAlert).toHaveBeenCalledTimes(1);
  });

  it('a blip shorter than the grace shows no alert', () => {
    const page = setup();
    page.set('connecting');
    page.set('connected');
    expect(page.timers[0]!.cleared).toBe(true);
    expect(page.deps.showAlert).not.toHaveBeenCalled();
    expect(page.deps.hideAlert).not.toHaveBeenCalled();
  });

  it('before the first connect, prices stay live; an offline browser still hears it', () => {
    const page = setup('connecting');
    page.set('connecting');
    expect(page.deps.markStale).not.toHaveBeenCalled();
    expect(page.deps.showAlert).not.toHaveBeenCalled();
    page.goOffline();
    expect(page.deps.markStale).not.toHaveBeenCalled();
    expect(page.deps.showAlert).toHaveBeenCalledTimes(1);
  });
});
