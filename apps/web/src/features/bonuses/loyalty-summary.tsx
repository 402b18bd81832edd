'use client';

import { useEffect, useState } from 'react';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { formatTemplate } from '../../lib/i18n/format-template';
import { type CompPoints, getCompPoints } from './api/bonuses-api';
import { loyaltyStanding } from './model/loyalty';
import { formatNumber } from './model/format';

/**
 * The player's comp points and loyalty level for the account menu (GET /player/comp_points),
 * loaded when the menu opens. A failure (a 401 means "no points", spec section 8) shows a quiet
 * line, never an alert.
 */
export default function LoyaltySummary() {
  const { locale, messages } = useClientIntl();
  const t = messages.bonuses.loyalty;
  const [state, setState] = useState<CompPoints | 'loading' | 'failed'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    getCompPoints(locale, controller.signal).then(setState, () => {
      if (!controller.signal.aborted) setState('failed');
    });
    return () => controller.abort();
  }, [locale]);

  if (state === 'loading')
    return (
      <div role="status" className="px-3 py-1.5">
        <span className="sr-only">{t.loading}</span>
        <span aria-hidden="true" className="block h-9 animate-pulse rounded-md bg-subtle" />
      </div>
    );
  if (state === 'failed') return <p className="px-3 py-1.5 text-xs text-muted">{t.failed}</p>;
  const standing = loyaltyStanding(state);
  return (
    <section
      aria-label={t.title}
      data-testid="loyalty-summary"
      className="flex flex-col gap-1 px-3 py-1.5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-bold">
          {standing.level ? formatTemplate(t.level, { level: standing.level }) : t.title}
        </span>
        <span className="text-xs font-semibold text-muted tabular-nums">
          {formatTemplate(t.points, { points: formatNumber(state.points, locale) })}
        </span>
      </div>
      {standing.ratio !== null ? (
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-subtle">
          <div
            className="h-full rounded-full bg-brand"
            style={{ width: `${Math.round(standing.ratio * 100)}%` }}
          />
        </div>
      ) : null}
      <p className="text-xs text-muted">
        {standing.next
          ? formatTemplate(t.next, {
              points: formatNumber(standing.next.pointsToGo, locale),
              level: standing.next.name,
            })
          : t.top}
      </p>
    </section>
  );
}
