// The polite announcement of odds changes: "Odds changed: Arsenal 2.10 → 2.05, Draw 3.40 →
// 3.50 and 4 more".
import { type OddsFormat, formatDecimalOdds } from '../../../lib/format/odds';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { OddsChange } from './outcome-store';

export interface SummaryTemplates {
  changed: string;
  change: string;
  'and-more': string;
}

/**
 * Keeps the latest change per outcome (first `from`, last `to`) and names at most `named`
 * outcomes. Returns null when nothing is left to say (a price that went back where it was).
 */
export function summarizeOddsChanges(
  changes: readonly OddsChange[],
  templates: SummaryTemplates,
  locale: string,
  format: OddsFormat,
  named = 3,
): string | null {
  const merged = new Map<string, OddsChange>();
  for (const change of changes) {
    const earlier = merged.get(change.key);
    merged.set(change.key, earlier ? { ...change, from: earlier.from } : change);
  }
  // A move the shown price does not show (40.004 → 40.001 both read 40.00) is not news.
  const real = [...merged.values()]
    .map((change) => ({
      name: change.label,
      from: formatDecimalOdds(change.from, locale, format),
      to: formatDecimalOdds(change.to, locale, format),
    }))
    .filter((change) => change.from !== change.to);
  if (real.length === 0) return null;
  const parts = real.slice(0, named).map((change) => formatTemplate(templates.change, change));
  const rest = real.length - named;
  const list =
    parts.join(', ') +
    (rest > 0 ? ` ${formatTemplate(templates['and-more'], { count: rest })}` : '');
  return formatTemplate(templates.changed, { changes: list });
}
