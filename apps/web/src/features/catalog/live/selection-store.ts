// The light seam between odds buttons and the bet slip. The buttons' controller hears which
// outcomes went on or off the slip (and presses or releases only their buttons) and hands taps
// over; the bet slip (a lazy chunk) registers itself as the handler, keeps the selected keys here
// in step with its ticket, and hears the live quotes of the outcomes it holds. Before the bet slip has loaded,
// a tap is marked at once and queued, and the registered loader fetches the bet slip.
import { useSyncExternalStore } from 'react';
import type { BetEvent } from '../model/bet-event';
import type { OutcomeQuote } from './outcome-store';

/** A tap on an odds button, with what the button knows. */
export interface OutcomePick {
  /** `matchId:marketId:specifier:outcomeId` */
  key: string;
  odds: number;
  active: boolean;
  suspended: boolean;
  /** Outcome and market names ("Arsenal", "1x2"). */
  name: string;
  market: string;
  /** The event, read from the button's ancestors; null when the page did not mark one. */
  event: BetEvent | null;
}

export interface PickHandler {
  toggle(pick: OutcomePick): void;
  quote(key: string, quote: OutcomeQuote): void;
}

let selected = new Set<string>();
const changeListeners = new Set<(changed: readonly string[]) => void>();
const countListeners = new Set<() => void>();
let handler: PickHandler | null = null;
let pending: OutcomePick[] = [];
let loader: (() => void) | null = null;

function notify(keys: readonly string[]) {
  changeListeners.forEach((listener) => listener(keys));
  countListeners.forEach((listener) => listener());
}

/** Hands a tap to the bet slip, or marks and queues it until the bet slip has loaded. */
export function toggleSelection(pick: OutcomePick): void {
  if (handler) {
    handler.toggle(pick);
    return;
  }
  pending.push(pick);
  const next = new Set(selected);
  if (next.has(pick.key)) next.delete(pick.key);
  else next.add(pick.key);
  setSelectedKeys(next);
  loader?.();
}

/** A selected button saw a new quote for its outcome. */
export function reportQuote(key: string, quote: OutcomeQuote): void {
  handler?.quote(key, quote);
}

/** The bet slip takes over: queued taps are replayed in order. Returns the unregister call. */
export function registerPickHandler(next: PickHandler): () => void {
  handler = next;
  const queued = pending;
  pending = [];
  // The queued taps were only marked; replayed, the bet slip sets the keys from its ticket.
  queued.forEach((pick) => next.toggle(pick));
  return () => {
    if (handler === next) handler = null;
  };
}

/** Called by the bet slip shell with a function that loads the bet slip. */
export function setPickLoader(load: (() => void) | null): void {
  loader = load;
}

/** The bet slip's selected outcome keys; only the buttons whose state flips are told. */
export function setSelectedKeys(keys: Iterable<string>): void {
  const next = new Set(keys);
  const changed: string[] = [];
  for (const key of selected) if (!next.has(key)) changed.push(key);
  for (const key of next) if (!selected.has(key)) changed.push(key);
  if (changed.length === 0) return;
  selected = next;
  notify(changed);
}

export const isSelected = (key: string) => selected.has(key);
export const selectionCount = () => selected.size;

/**
 * Hears which outcomes went on or off the slip (the price buttons' controller keeps their
 * pressed state in step with it).
 */
export function subscribeSelection(listener: (changed: readonly string[]) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The outcome keys on the slip now (the embedded frame reports them to its host). */
export const selectedKeys = (): string[] => [...selected];

/** Hears every change of the slip's outcomes. */
export const subscribeCount = (listener: () => void) => {
  countListeners.add(listener);
  return () => countListeners.delete(listener);
};

/** How many outcomes are on the slip (tabbar and header badges). */
export function useSelectionCount(): number {
  return useSyncExternalStore(subscribeCount, selectionCount, () => 0);
}
