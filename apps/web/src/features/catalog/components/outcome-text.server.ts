import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import { cache } from 'react';
import { readOddsFormat } from '../../../lib/format/odds-format.server';
import type { PriceTextSettings } from '../model/outcome-texts';
import type { OddsTemplates } from '../model/outcome-label';

/**
 * The texts of this request's price buttons: its language, the player's odds format (the
 * `odds_type` cookie, decision 0038) and the phrasing of the accessible names. Once a request.
 */
export const getOutcomeText = cache(async (): Promise<PriceTextSettings> => {
  const [locale, format, messages] = await Promise.all([
    getLocale(),
    readOddsFormat(),
    getMessages(),
  ]);
  return { locale, format, templates: messages.odds as OddsTemplates };
});
