// The protection notices a player must see (spec section 2's reality check, out-of-session-limit
// and activity-limit-reached dialogs, and "locked until" after the panic button, a time-out or a
// self-exclusion). A tiny external store, public so the header's panic button can raise a
// notice; the dialogs that show it load on demand.

export interface RealityCheckTotals {
  currency: string;
  stakes: number;
  winnings: number;
  net: number;
}

export type ProtectionNotice =
  | {
      kind: 'reality-check';
      durationSeconds: number;
      totals: readonly RealityCheckTotals[];
    }
  | { kind: 'session-limit'; resumeAt: string | null }
  | { kind: 'activity-limit'; resumeAt: string | null }
  | {
      kind: 'locked';
      reason: 'panic' | 'time-out' | 'self-exclusion';
      until: string;
    };

let notice: ProtectionNotice | null = null;
const listeners = new Set<() => void>();

export function subscribeNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const currentNotice = (): ProtectionNotice | null => notice;
export const noNotice = (): ProtectionNotice | null => null;

export function showNotice(next: ProtectionNotice | null): void {
  notice = next;
  listeners.forEach((listener) => listener());
}

export const closeNotice = () => showNotice(null);
