// Deposit outcomes (spec section 8): the alert for success / failed / pending, and the message
// the payment return page sends from the deposit iframe to the page that opened it.
import { DEPOSIT_STATUSES, type DepositStatus } from '@sportsbook/contract';

export const DEPOSIT_MESSAGE_TYPE = 'sportsbook:deposit';

const STATUSES: readonly string[] = DEPOSIT_STATUSES;

export function isDepositStatus(value: unknown): value is DepositStatus {
  return typeof value === 'string' && STATUSES.includes(value);
}

/** The status carried by a return-page message, or null for anything else. */
export function depositStatusFromMessage(data: unknown): DepositStatus | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, status } = data as { type?: unknown; status?: unknown };
  return type === DEPOSIT_MESSAGE_TYPE && isDepositStatus(status) ? status : null;
}

/** Alert kind, title key and description key of each outcome. */
export const DEPOSIT_ALERTS = {
  success: { kind: 'success', title: 'success-title', message: 'success' },
  error: { kind: 'error', title: 'error-title', message: 'error' },
  pending: { kind: 'warning', title: 'pending-title', message: 'pending' },
} as const satisfies Record<DepositStatus, { kind: string; title: string; message: string }>;
