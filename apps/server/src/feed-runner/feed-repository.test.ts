import { describe, expect, it } from 'vitest';
import { arrayLiteral, oddsText } from './feed-repository';

describe('feed repository encoding', () => {
  it('writes odds as exact three-decimal text', () => {
    expect(oddsText(1.85)).toBe('1.850');
    expect(oddsText(1.333)).toBe('1.333');
    expect(oddsText(2.0000000000000004)).toBe('2.000');
    expect(oddsText(501)).toBe('501.000');
  });

  it('quotes market groups as a PostgreSQL array literal', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['main', 'totals'])).toBe('{"main","totals"}');
    expect(arrayLiteral(['say "hi"', 'back\\slash', 'a,b', '{x}'])).toBe(
      '{"say \\"hi\\"","back\\\\slash","a,b","{x}"}',
    );
  });
});
