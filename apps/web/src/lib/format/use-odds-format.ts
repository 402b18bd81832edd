'use client';
// React's view of the odds format store. The server renders with the format of the request's
// `odds_type` cookie (handed down with the page's locale, `ClientIntl.oddsFormat`); hydration
// reads that same value, then the browser's store takes over, so a player whose cookie and
// storage agree sees no change after hydration (decision 0038).
import type { OddsFormat } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import { useClientIntl } from '../i18n/client-intl';
import { DEFAULT_ODDS_FORMAT, oddsFormatSnapshot, subscribeOddsFormat } from './odds-format-store';

/** The player's odds format; components showing prices re-render when it changes. */
export function useOddsFormat(): OddsFormat {
  const rendered = useClientIntl().oddsFormat ?? DEFAULT_ODDS_FORMAT;
  return useSyncExternalStore(subscribeOddsFormat, oddsFormatSnapshot, () => rendered);
}
