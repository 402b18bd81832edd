import 'server-only';
import { getMessages } from 'next-intl/server';
import { cache } from 'react';
import { getCatalogNames } from '../catalog-names.server';
import type { LiveCellTexts } from '../model/live-cells';

/** This request's words for the live cells of a list's rows. Once a request. */
export const getLiveCellTexts = cache(async (): Promise<LiveCellTexts> => {
  const [messages, names] = await Promise.all([getMessages(), getCatalogNames()]);
  const catalog = messages.catalog as { live: string; finished: string; interrupted: string };
  const matchCentre = messages['match-centre'] as { 'pause-short': LiveCellTexts['pauseShort'] };
  return {
    live: catalog.live,
    finished: catalog.finished,
    interrupted: catalog.interrupted,
    pauseShort: matchCentre['pause-short'],
    period: (period) => names.period(period),
  };
});
