import { describe, expect, it } from 'vitest';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import { summarizeOddsChanges } from './odds-summary';

const change = (key: string, label: string, from: number, to: number) => ({ key, label, from, to });

describe('summarizeOddsChanges', () => {
  it('names the outcome with its old and new price', () => {
    expect(
      summarizeOddsChanges([change('a', 'Arsenal', 2.1, 2.05)], en.odds, 'en', 'european'),
    ).toBe('Odds changed: Arsenal 2.10 → 2.05');
  });

  it('merges several ticks of one outcome and counts the rest', () => {
    const text = summarizeOddsChanges(
      [
        change('a', 'Arsenal', 2.1, 2.05),
        change('a', 'Arsenal', 2.05, 2.0),
        change('b', 'Draw', 3.4, 3.5),
        change('c', 'Chelsea', 3.2, 3.1),
        change('d', 'Over 2.5', 1.9, 1.85),
      ],
      en.odds,
      'en',
      'european',
      2,
    );
    expect(text).toBe('Odds changed: Arsenal 2.10 → 2.00, Draw 3.40 → 3.50 and 2 more');
  });

  it('writes the prices with the decimal separator of the page locale', () => {
    expect(
      summarizeOddsChanges([change('a', 'Arsenal', 2.1, 2.05)], de.odds, 'de', 'european'),
    ).toBe('Quoten geändert: Arsenal 2,10 → 2,05');
  });

  it('says the prices in the player format', () => {
    expect(summarizeOddsChanges([change('a', 'Arsenal', 2.5, 3)], en.odds, 'en', 'american')).toBe(
      'Odds changed: Arsenal +150 → +200',
    );
  });

  it('stays silent when a price went back where it was', () => {
    expect(
      summarizeOddsChanges(
        [change('a', 'Arsenal', 2.1, 2.2), change('a', 'Arsenal', 2.2, 2.1)],
        en.odds,
        'en',
        'european',
      ),
    ).toBeNull();
  });

  it('leaves out a move the shown price does not show', () => {
    expect(
      summarizeOddsChanges([change('a', 'Ufa', 40.001, 40.004)], en.odds, 'en', 'european'),
    ).toBeNull();
    expect(
      summarizeOddsChanges(
        [change('a', 'Ufa', 40.001, 40.004), change('b', 'Draw', 5, 5.3)],
        en.odds,
        'en',
        'european',
      ),
    ).toBe('Odds changed: Draw 5.00 → 5.30');
  });
});
