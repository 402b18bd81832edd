// "A jackpot hit popup is pending": the jackpots front end sets it when it detects an unseen
// hit, and the unseen-bonus popup then opens without its delay (spec section 9). A tiny
// external store so the two features share one flag without importing each other's internals.

let pending = false;
const listeners = new Set<() => void>();

export function setJackpotHitPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  listeners.forEach((listener) => listener());
}

export const jackpotHitPending = (): boolean => pending;
export const noJackpotHitPending = (): boolean => false;

export function subscribeJackpotHitPending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
