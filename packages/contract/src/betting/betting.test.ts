import { describe, expect, it } from 'vitest';
import { placeBetsRequest } from './bet';
import { cashoutRequest } from './cashout';
import { BET_ERROR_CODE, BET_ERROR_MESSAGE } from './errors';
import { getBetsQuery } from './history';
import { shareCodeSchema } from './share-code';

const selection = { match_id: 7, market_id: 1, outcome_id: '1', odds: 1.875 };
const bet = { stake: { value: 1_000, currency: 'EUR' }, selections: [selection] };

describe('betting schemas', () => {
  it('reads a placement with the spec fields and defaults the specifier and quick flag', () => {
    const parsed = placeBetsRequest.parse({
      meta: { device_id: 'dev-1', type: 'single' },
      bets: [bet],
    });
    expect(parsed.meta.quick).toBe(false);
    expect(parsed.bets[0]?.selections[0]?.specifier).toBe('');
  });

  it('refuses odds with more than three decimals and stakes that are not whole minor units', () => {
    const oddsIssue = placeBetsRequest.safeParse({
      meta: { device_id: 'd', type: 'single' },
      bets: [{ ...bet, selections: [{ ...selection, odds: 1.8755 }] }],
    });
    expect(oddsIssue.error?.issues[0]?.path).toEqual(['bets', 0, 'selections', 0, 'odds']);
    const stakeIssue = placeBetsRequest.safeParse({
      meta: { device_id: 'd', type: 'single' },
      bets: [{ ...bet, stake: { value: 10.5, currency: 'EUR' } }],
    });
    expect(stakeIssue.error?.issues[0]?.path).toEqual(['bets', 0, 'stake', 'value']);
  });

  it('reads the history filters with the spec page size', () => {
    expect(getBetsQuery.parse({ status: 'done,cashed_out' })).toEqual({
      status: ['done', 'cashed_out'],
      filter: 'all',
      result: 'all',
      tz: 'UTC',
      sortBy: 'newest',
      page: 1,
      limit: 500,
    });
    expect(getBetsQuery.safeParse({ limit: '501' }).success).toBe(false);
    expect(
      getBetsQuery.parse({
        time: '7d',
        date: '2026-11-20',
        tz: 'Europe/Berlin',
        isBettable: 'true',
      }),
    ).toMatchObject({ time: '7d', date: '2026-11-20', tz: 'Europe/Berlin', isBettable: true });
    expect(getBetsQuery.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
    expect(getBetsQuery.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('asks a partial cash-out with an amount', () => {
    expect(cashoutRequest.parse({ bet_id: '12', to_cashout: 500, amount: 200 }).amount).toBe(200);
    expect(cashoutRequest.safeParse({ bet_id: 'x', to_cashout: 500 }).success).toBe(false);
  });

  it('names a message key for every refusal code', () => {
    for (const code of Object.values(BET_ERROR_CODE)) expect(BET_ERROR_MESSAGE[code]).toBeTruthy();
    expect(shareCodeSchema.safeParse('ABCD2345').success).toBe(true);
    expect(shareCodeSchema.safeParse('ABCD0123').success).toBe(false);
  });
});
