// What an odds button says: a short visible label in match rows and a full accessible name
// ("Arsenal to win, odds 2.10") that changes with the price.
import { formatTemplate } from '../../../lib/i18n/format-template';

/**
 * Visible labels of a main market's outcomes in match rows, by position: home, draw, away
 * (1, X, 2) or home, away (1, 2). Other counts show the outcome names.
 */
export function mainMarketLabels(outcomeCount: number): readonly string[] | null {
  if (outcomeCount === 3) return ['1', 'X', '2'];
  if (outcomeCount === 2) return ['1', '2'];
  return null;
}

/** How to phrase an outcome: a team winning, a bare outcome, or an outcome of a named market. */
export type OutcomeNameKind = 'win' | 'plain' | 'in-market';

export function outcomeNameKind(
  outcomeName: string,
  competitorNames: readonly string[],
  isMainMarket: boolean,
): OutcomeNameKind {
  if (isMainMarket && competitorNames.includes(outcomeName)) return 'win';
  return isMainMarket ? 'plain' : 'in-market';
}

export type OutcomeState = 'open' | 'suspended' | 'inactive';

export interface OddsTemplates {
  win: string;
  plain: string;
  'in-market': string;
  suspended: string;
  inactive: string;
}

export function outcomeAccessibleName(
  outcome: {
    kind: OutcomeNameKind;
    name: string;
    market: string;
    oddsText: string;
    state: OutcomeState;
  },
  templates: OddsTemplates,
): string {
  const name = outcome.kind === 'in-market' ? `${outcome.market}: ${outcome.name}` : outcome.name;
  if (outcome.state === 'suspended') return formatTemplate(templates.suspended, { name });
  if (outcome.state === 'inactive') return formatTemplate(templates.inactive, { name });
  return formatTemplate(templates[outcome.kind], {
    name: outcome.name,
    market: outcome.market,
    odds: outcome.oddsText,
  });
}
