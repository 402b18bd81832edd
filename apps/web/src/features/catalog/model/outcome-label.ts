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

/** `stale`: the price may have moved unseen while the connection was down (decision 0018). */
export type OutcomeState = 'open' | 'suspended' | 'inactive' | 'stale';

export interface OddsTemplates {
  open: string;
  'open-bare': string;
  suspended: string;
  'suspended-bare': string;
  inactive: string;
  'inactive-bare': string;
  stale: string;
  'stale-bare': string;
  'win-detail': string;
  'market-detail': string;
}

/**
 * The accessible name starts with the button's visible text (label and price), so speech-input
 * users can say what they see (WCAG 2.5.3, label in name), then adds what the label leaves out:
 * "1 2.10, Arsenal to win", "Over 2.5 1.90, Total goals", "Draw 3.40".
 */
export function outcomeAccessibleName(
  outcome: {
    kind: OutcomeNameKind;
    /** The visible short label: 1, X, 2 in match rows, else the outcome name. */
    label: string;
    name: string;
    market: string;
    oddsText: string;
    state: OutcomeState;
  },
  templates: OddsTemplates,
): string {
  const detail =
    outcome.kind === 'win'
      ? formatTemplate(templates['win-detail'], { name: outcome.name })
      : outcome.kind === 'in-market'
        ? outcome.label === outcome.name
          ? outcome.market
          : formatTemplate(templates['market-detail'], {
              market: outcome.market,
              name: outcome.name,
            })
        : outcome.label === outcome.name
          ? ''
          : outcome.name;
  const values = { label: outcome.label, odds: outcome.oddsText, detail };
  const template: OutcomeState = outcome.state;
  return formatTemplate(templates[detail ? template : (`${template}-bare` as const)], values);
}
