// Which bonus's detail dialog is open: the one piece of bonus state every page loads (the
// layout's host reads it), kept apart from the toasts and list versions, which load on demand.
import type { BonusCard } from './model/bonus-cards';

let open: BonusCard | null = null;
const listeners = new Set<() => void>();

function set(next: BonusCard | null): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the bonus detail dialog (spec section 2 "bonus detail"). */
export const openBonusDetail = (card: BonusCard) => set(card);
export const closeBonusDetail = () => set(null);
export const currentBonusDetail = (): BonusCard | null => open;
export const noBonusDetail = (): BonusCard | null => null;
export function subscribeBonusDetail(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
