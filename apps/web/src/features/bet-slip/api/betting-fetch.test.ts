import { API_BASES } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BettingRequestError, bettingFetch } from './betting-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('the slip calls through the contract worker', () => {
  it('names the picked endpoint and keeps a refusal with its body', async () => {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
    const refusal = { code: 'odds_changed', message: 'Odds changed', data: { details: [] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          url,
          method: String(init.method),
          headers: init.headers as Record<string, string>,
        });
        return new Response(JSON.stringify(refusal), { status: 422 });
      }),
    );
    const error = await bettingFetch((loaded) => loaded.bettingEndpoints.placeBets, {
      base: API_BASES.betting,
      locale: 'de',
      body: { bets: [] },
      headers: { 'idempotency-key': 'k-1' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BettingRequestError);
    expect(error).toMatchObject({ status: 422, code: 'odds_changed', body: refusal });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/sportsbook/v3/bets',
      method: 'POST',
      headers: { 'idempotency-key': 'k-1', 'accept-language': 'de' },
    });
  });
});
