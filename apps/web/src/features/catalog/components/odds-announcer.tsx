'use client';

import { useEffect, useRef } from 'react';
import { oddsFormatSnapshot } from '../../../lib/format/odds-format-store';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { isSelected } from '../live/selection-store';
import { type OddsChange, outcomeStore } from '../live/outcome-store';
import { summarizeOddsChanges } from '../live/odds-summary';

/** At most one announcement per this many milliseconds. */
const THROTTLE_MS = 5000;

/**
 * Announces odds changes politely to screen readers (quality bars: "odds changes are
 * announced politely"), throttled, naming the player's picks and the focused price first.
 */
export function OddsAnnouncer() {
  const { messages, locale } = useClientIntl();
  // The text is written straight into the live region, not through React state: an
  // announcement never costs a React commit (at most one per frame goes to the prices).
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // One entry per outcome (first `from`, latest `to`), so a burst of realtime ticks between
    // two announcements costs no more than the outcomes on the page.
    let pending = new Map<string, OddsChange>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastAt = 0;

    const flush = () => {
      timer = null;
      lastAt = Date.now();
      const focused = document.activeElement?.getAttribute('data-outcome-key');
      const relevance = (change: OddsChange) =>
        focused === change.key || isSelected(change.key) ? 0 : 1;
      const ordered = [...pending.values()].sort((a, b) => relevance(a) - relevance(b));
      pending = new Map();
      const summary = summarizeOddsChanges(ordered, messages.odds, locale, oddsFormatSnapshot());
      if (summary && region.current) region.current.textContent = summary;
    };
    const unsubscribe = outcomeStore.onChanges((changes) => {
      for (const change of changes) {
        const earlier = pending.get(change.key);
        pending.set(change.key, earlier ? { ...change, from: earlier.from } : change);
      }
      if (timer !== null) return;
      timer = setTimeout(flush, Math.max(0, lastAt + THROTTLE_MS - Date.now()));
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [messages, locale]);

  return (
    <div ref={region} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />
  );
}
