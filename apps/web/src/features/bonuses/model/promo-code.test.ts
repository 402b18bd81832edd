import { describe, expect, it } from 'vitest';
import { normalizePromoCode, promoRefusal } from './promo-code';

describe('promo codes', () => {
  it('sends the code trimmed and upper-cased, and nothing for blanks', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('   ')).toBeNull();
  });

  it('says why a code was refused by its stable code', () => {
    expect(promoRefusal(404, 'promo_code_unknown')).toBe('not-found');
    expect(promoRefusal(409, 'promo_code_already_claimed')).toBe('already-claimed');
    expect(promoRefusal(409, 'promo_code_used_up')).toBe('used-up');
    expect(promoRefusal(403, 'account_restricted')).toBe('restricted');
    expect(promoRefusal(400, 'promo_code_expired')).toBe('expired');
  });

  it('falls back on the status when the code is not one it knows', () => {
    expect(promoRefusal(404, 'something_new')).toBe('not-found');
    expect(promoRefusal(429, 'something_new')).toBe('too-many');
    expect(promoRefusal(400, 'something_new')).toBe('invalid');
    expect(promoRefusal(500, 'internal')).toBe('failed');
  });
});
