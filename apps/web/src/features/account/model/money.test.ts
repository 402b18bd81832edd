import { describe, expect, it } from 'vitest';
import { formatBalance } from './money';

describe('formatBalance', () => {
  it('formats minor units in the locale', () => {
    expect(formatBalance(100_000, { code: 'EUR', subunits: 100 }, 'en')).toBe('€1,000.00');
    expect(formatBalance(0, { code: 'EUR', subunits: 100 }, 'en')).toBe('€0.00');
    expect(formatBalance(100_000, { code: 'EUR', subunits: 100 }, 'de')).toMatch(/^1\.000,00\s€$/);
  });
});
