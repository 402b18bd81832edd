// What a price button says (decision 0068): the price in the player's format and the accessible
// name. The server's render and every write of the buttons' controller build them here, so the
// first paint and every later write say the same in every locale and odds format.
import type { OddsFormat } from '@sportsbook/domain';
import { formatDecimalOdds } from '../../../lib/format/odds';
import {
  type OddsTemplates,
  type OutcomeNameKind,
  type OutcomeState,
  outcomeAccessibleName,
} from './outcome-label';

/** What the texts of a button need from the page: its language, odds format and phrasing. */
export interface PriceTextSettings {
  locale: string;
  format: OddsFormat;
  templates: OddsTemplates;
}

/** How a button names its outcome. */
export interface OutcomeNaming {
  kind: OutcomeNameKind;
  /** The visible short label: 1, X, 2 in match rows, else the outcome name. */
  label: string;
  name: string;
  market: string;
}

/** The price as shown and the accessible name ("1 2.10, Arsenal to win"). */
export function outcomeTexts(
  settings: PriceTextSettings,
  naming: OutcomeNaming,
  odds: number,
  state: OutcomeState,
): { oddsText: string; accessibleName: string } {
  const oddsText = formatDecimalOdds(odds, settings.locale, settings.format);
  const accessibleName = outcomeAccessibleName({ ...naming, oddsText, state }, settings.templates);
  return { oddsText, accessibleName };
}
