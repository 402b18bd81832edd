import type { BonusStatus } from '@sportsbook/contract';

const TONE: Record<BonusStatus, string> = {
  available: 'bg-accent/25 text-ink',
  active: 'bg-brand text-white',
  not_available: 'bg-subtle text-muted',
  deactivated: 'bg-subtle text-muted',
  bonus_over: 'bg-subtle text-muted',
  expired: 'bg-subtle text-muted',
  overridden: 'bg-subtle text-muted',
  unknown: 'bg-subtle text-muted',
};

/** A bonus status as a small pill (spec section 4 statuses). */
export function StatusBadge({ status, label }: { status: BonusStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-bold whitespace-nowrap ${TONE[status]}`}
    >
      {label}
    </span>
  );
}
