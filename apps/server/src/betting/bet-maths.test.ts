import { describe, expect, it } from 'vitest';
import { convertStake } from './share-service';

describe('shared stake conversion', () => {
  it('converts by the fixed rate table and floors to the minor unit', () => {
    const eur = { code: 'EUR', subunits: 100 };
    expect(convertStake(1000n, eur, { code: 'USD', subunits: 100 })).toBe(1080n);
    expect(convertStake(1000n, eur, { code: 'BTC', subunits: 100_000_000 })).toBe(11_000n);
    expect(convertStake(1000n, eur, { code: 'XXX', subunits: 100 })).toBeNull();
  });
});
