import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAutoCashout } from './cashout';

const bet = {
  id: 'b1',
  type: 'single',
  ref: 'R1',
  status: 'waiting_results',
  result: 'no_results',
  stake: { value: 100, currency: 'EUR', subunits: 100 },
  total_stake: 100,
  currency: 'EUR',
  odds: 2,
  potential_win: 200,
  win_amount: null,
  to_cashout: 150,
  cashed_out_amount: 0,
  auto_cashout: { target: 180 },
  selections: [],
  system: null,
  bonus: null,
  used_in_jackpot: false,
  is_vip: false,
  quick: false,
  created_at: '2026-11-22T10:00:00Z',
  settled_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('auto cash-out call', () => {
  it('posts bet_id and target and answers the bet with its rule', async () => {
    vi.stubGlobal('document', { cookie: 'sb_csrf=t' });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: bet }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const result = await setAutoCashout('b1', 180, 'en');
    expect(result.ok && result.bet.autoCashout).toEqual({ target: 180 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/bets/auto-cashout');
    expect(JSON.parse(String(init.body))).toEqual({ bet_id: 'b1', target: 180 });
  });

  it('null clears the rule; a refusal answers its message key', async () => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 422, message: 'error.cashout.target_too_low' }), {
            status: 422,
          }),
      ),
    );
    expect(await setAutoCashout('b1', null, 'en')).toEqual({
      ok: false,
      message: 'error.cashout.target_too_low',
    });
  });
});
