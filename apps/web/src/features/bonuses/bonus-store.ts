// The bonus feature's shared state beyond the open detail (`bonus-detail-store.ts`): the toast
// cards, and a version per list that views refetch on (activation, promo codes, bonus_issued
// and mark-as-seen bump it). Loaded with the runtime, the page and the dialogs.
import type { BonusCard, BonusKind } from './model/bonus-cards';

type Listener = () => void;

function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export {
  closeBonusDetail,
  currentBonusDetail,
  noBonusDetail,
  openBonusDetail,
  subscribeBonusDetail,
} from './bonus-detail-store';

/** One toast card per bonus kind, the newest replacing an older one of its kind. */
export type BonusToast = BonusCard & { toastId: number };
const toasts = store<readonly BonusToast[]>([]);
let nextToast = 1;
export function showBonusToast(card: BonusCard): void {
  const rest = toasts.get().filter((toast) => toast.kind !== card.kind);
  toasts.set([...rest, { ...card, toastId: nextToast++ }]);
}
export const dismissBonusToast = (toastId: number) =>
  toasts.set(toasts.get().filter((toast) => toast.toastId !== toastId));
/** Closed on sign-out (spec section 2). */
export const clearBonusToasts = () => toasts.set([]);
export const currentBonusToasts = toasts.get;
const NO_TOASTS: readonly BonusToast[] = [];
export const noBonusToasts = () => NO_TOASTS;
export const subscribeBonusToasts = toasts.subscribe;

const versions = store<Readonly<Record<BonusKind, number>>>({
  comboboost: 0,
  freebet: 0,
  hunting: 0,
  tournament: 0,
  lootbox: 0,
});
/**
 * Refreshes the lists of these kinds (spec section 4: activating hunting or a tournament
 * refreshes both, the two share the farming).
 */
export function refreshBonusLists(kinds: readonly BonusKind[]): void {
  const wanted = new Set<BonusKind>(kinds);
  if (wanted.has('hunting') || wanted.has('tournament')) {
    wanted.add('hunting');
    wanted.add('tournament');
  }
  const next = { ...versions.get() };
  wanted.forEach((kind) => (next[kind] += 1));
  versions.set(next);
}
export const bonusListVersions = versions.get;
export const subscribeBonusLists = versions.subscribe;
