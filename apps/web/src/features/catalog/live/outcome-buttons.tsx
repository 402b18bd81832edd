'use client';

import { useEffect } from 'react';
import { endClicksBeforeCode, takeClicksBeforeCode } from '../../../lib/clicks-before-code';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { OUTCOME_BUTTON_SELECTOR } from '../model/outcome-button-markup';
import type * as LiveCells from './live-cells-controller';
import type * as Controller from './outcome-controller';

// The controller, the stores and the price formatting are a chunk of their own, not part of the
// first-load bundle: asked for as soon as this module runs (before the page hydrates), started
// once it has. Taps on prices from now until then are kept and replayed through the controller,
// after those the document's loader recorded before this code arrived.
const earlyTaps: Element[] = [];
const keepEarlyTap = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.(OUTCOME_BUTTON_SELECTOR);
  if (button) earlyTaps.push(button);
};
let controllerChunk: Promise<typeof Controller> | null = null;
// The live cells' controller (decision 0076) likewise: the rows' clocks and scores show what the
// server rendered until it starts.
let liveCellsChunk: Promise<typeof LiveCells> | null = null;
if (typeof document !== 'undefined') {
  earlyTaps.push(...takeClicksBeforeCode(OUTCOME_BUTTON_SELECTOR));
  document.addEventListener('click', keepEarlyTap);
  controllerChunk = import('./outcome-controller');
  liveCellsChunk = import('./live-cells-controller');
}

/**
 * Makes every price button of the page live (taps, the pressed state, ticks, state changes, the
 * odds format) through one controller, so the buttons themselves hydrate as plain markup
 * (decision 0068), and every match row's live cells (clock, period, score) through another
 * (decision 0076). Mounted once by the layout; renders nothing.
 */
export function OutcomeButtons() {
  const { locale, messages } = useClientIntl();
  const templates = messages.odds;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void controllerChunk?.then(({ startOutcomeController }) => {
      if (cancelled) return;
      document.removeEventListener('click', keepEarlyTap);
      stop = startOutcomeController({ root: document, locale, templates });
      // Through the controller's own listener, in order: two taps on one price are two toggles.
      for (const button of earlyTaps.splice(0)) {
        if (button.isConnected) (button as HTMLElement).click();
      }
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [locale, templates]);

  const { catalog, matchCentre } = messages;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void liveCellsChunk?.then(({ liveCellTexts, startLiveCellsController }) => {
      if (cancelled) return;
      const texts = liveCellTexts(locale, catalog, matchCentre['pause-short']);
      stop = startLiveCellsController({ root: document, texts });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [locale, catalog, matchCentre]);

  // The page has hydrated: once this commit's effects have run (each part has taken the presses
  // the document's loader recorded before the code came), the loader stops recording.
  useEffect(() => {
    const timer = setTimeout(endClicksBeforeCode, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
