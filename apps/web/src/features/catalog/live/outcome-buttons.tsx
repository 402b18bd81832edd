'use client';

import { useEffect } from 'react';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { startOutcomeController } from './outcome-controller';

/**
 * Makes every price button of the page live (taps, the pressed state, ticks, state changes, the
 * odds format) through one controller, so the buttons themselves hydrate as plain markup
 * (decision 0068). Mounted once by the layout; renders nothing.
 */
export function OutcomeButtons() {
  const { locale, messages } = useClientIntl();
  const templates = messages.odds;
  useEffect(
    () => startOutcomeController({ root: document, locale, templates }),
    [locale, templates],
  );
  return null;
}
