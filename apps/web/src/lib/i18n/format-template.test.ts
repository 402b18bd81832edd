import { describe, expect, it } from 'vitest';
import { formatTemplate } from './format-template';

describe('formatTemplate', () => {
  it('fills placeholders, numbers included', () => {
    expect(formatTemplate('{name} to win, odds {odds}', { name: 'Arsenal', odds: '2.10' })).toBe(
      'Arsenal to win, odds 2.10',
    );
    expect(formatTemplate('and {count} more', { count: 3 })).toBe('and 3 more');
  });

  it('leaves unknown placeholders visible rather than guessing', () => {
    expect(formatTemplate('{name} {from} → {to}', { name: 'Draw' })).toBe('Draw {from} → {to}');
  });
});
