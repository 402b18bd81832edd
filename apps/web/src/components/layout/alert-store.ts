// Alerts (spec section 2 and 9): one at a time, a new one replaces the previous, each closes
// itself after 5000 ms. A tiny external store so any island can raise one.

export type AlertKind = 'success' | 'error' | 'warning';

export interface Alert {
  id: number;
  kind: AlertKind;
  title?: string;
  message: string;
  /** Stays until dismissed (the connection alert, while the connection is down). */
  persistent?: boolean;
}

export const ALERT_AUTO_CLOSE_MS = 5000;

let current: Alert | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Returns the alert's id, to dismiss that alert (and no later one) when its cause is gone. */
export function showAlert(alert: Omit<Alert, 'id'>): number {
  current = { ...alert, id: nextId++ };
  emit();
  return current.id;
}

export function dismissAlert(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function subscribeAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentAlert = (): Alert | null => current;
export const noAlert = (): Alert | null => null;
