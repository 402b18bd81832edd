import { describe, expect, it } from 'vitest';
import { limitRequest } from './limit-form';

const eur = { code: 'EUR', subunits: 100 };

describe('the limit form', () => {
  it('asks for a weekly deposit limit of €50.00 in cents of the player’s currency', () => {
    expect(limitRequest({ type: 'deposit', period: 'week', text: '50', currency: eur })).toEqual({
      ok: true,
      request: { type: 'deposit', period: 'week', amount: 5000, currency: 'EUR' },
    });
  });

  it('reads a German decimal comma', () => {
    const result = limitRequest({ type: 'loss', period: 'day', text: '12,5', currency: eur });
    expect(result).toMatchObject({ ok: true, request: { amount: 1250 } });
  });

  it('refuses a money limit of zero, a negative one or one with too many decimals', () => {
    for (const text of ['0', '-5', '1.234', 'ten', '']) {
      expect(limitRequest({ type: 'wager', period: 'month', text, currency: eur })).toEqual({
        ok: false,
        error: 'invalid-amount',
      });
    }
  });

  it('sends a session-time limit in whole minutes without a period or currency', () => {
    expect(limitRequest({ type: 'session', period: 'day', text: '90', currency: eur })).toEqual({
      ok: true,
      request: { type: 'session', amount: 90 },
    });
  });

  it('refuses a reality-check interval outside 1 minute to a week', () => {
    for (const text of ['0', '10081', '1.5', '']) {
      expect(limitRequest({ type: 'reality_check', period: 'day', text, currency: eur })).toEqual({
        ok: false,
        error: 'invalid-minutes',
      });
    }
    expect(
      limitRequest({ type: 'reality_check', period: 'day', text: '10080', currency: eur }),
    ).toMatchObject({ ok: true });
  });
});
