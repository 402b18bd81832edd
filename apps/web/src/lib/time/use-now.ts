'use client';

import { useSyncExternalStore } from 'react';

// One shared timer per granularity, whatever the number of clocks on the page.
const tickers = new Map<
  number,
  { value: number; listeners: Set<() => void>; timer: ReturnType<typeof setInterval> | null }
>();

function ticker(granularityMs: number) {
  let entry = tickers.get(granularityMs);
  if (!entry) {
    entry = { value: Date.now(), listeners: new Set(), timer: null };
    tickers.set(granularityMs, entry);
  }
  return entry;
}

function subscribe(granularityMs: number, listener: () => void) {
  const entry = ticker(granularityMs);
  entry.listeners.add(listener);
  if (entry.timer === null) {
    entry.value = Date.now();
    entry.timer = setInterval(() => {
      entry.value = Date.now();
      entry.listeners.forEach((notify) => notify());
    }, granularityMs);
  }
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0 && entry.timer !== null) {
      clearInterval(entry.timer);
      entry.timer = null;
    }
  };
}

const subscribers = new Map<number, (listener: () => void) => () => void>();
function subscriberFor(granularityMs: number) {
  let subscriber = subscribers.get(granularityMs);
  if (!subscriber) {
    subscriber = (listener) => subscribe(granularityMs, listener);
    subscribers.set(granularityMs, subscriber);
  }
  return subscriber;
}

/**
 * The current time, refreshed every `granularityMs`; `null` while hydrating, so a clock first
 * shows exactly what the server rendered and only then starts to tick.
 */
export function useNow(granularityMs: number): number | null {
  return useSyncExternalStore(
    subscriberFor(granularityMs),
    () => ticker(granularityMs).value,
    () => null,
  );
}
