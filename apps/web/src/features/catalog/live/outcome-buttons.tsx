'use client';

import { useEffect } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { OUTCOME_BUTTON_SELECTOR } from '../model/outcome-button-markup';

/**
 * Makes every price button of the page live (taps, the pressed state, ticks, state changes, the
 * odds format) through one controller, so the buttons themselves hydrate as plain markup
 * (decision 0068). The controller, the stores and the price formatting are a chunk loaded as
 * soon as the page has hydrated, not part of the first-load bundle; a tap on a price before it
 * has run is kept and replayed then. Mounted once by the layout; renders nothing.
 */
export function OutcomeButtons() {
  const { locale, messages } = useClientIntl();
  const templates = messages.odds;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const early: Element[] = [];
    const keep = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.(OUTCOME_BUTTON_SELECTOR);
      if (button) early.push(button);
    };
    document.addEventListener('click', keep);
    void import('./outcome-controller').then(({ startOutcomeController }) => {
      document.removeEventListener('click', keep);
      if (cancelled) return;
      stop = startOutcomeController({ root: document, locale, templates });
      // Through the controller's own listener, in order: two taps on one price are two toggles.
      for (const button of early) if (button.isConnected) (button as HTMLElement).click();
    });
    return () => {
      cancelled = true;
      document.removeEventListener('click', keep);
      stop?.();
    };
  }, [locale, templates]);
  return null;
}
