'use client';

import { useSelectionCount } from '../../catalog/selection';

/** The selection count for the tabbar and header toggles. */
export function BetSlipCount() {
  const count = useSelectionCount();
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="selection-badge"
      className="absolute -top-0.5 start-[calc(50%+0.35rem)] min-w-4 rounded-full bg-accent px-1 text-center text-[10px] leading-4 font-bold text-ink tabular-nums desk:static desk:ms-0.5"
    >
      {count}
    </span>
  );
}
