// Placement reads the live campaigns from a one-second cache (decision 0034), over the real
// migrations (PGlite, or PostgreSQL with DATABASE_URL): a freebet-progress campaign the operator
// creates counts the very next placement, however recently the list was cached, because the
// operator's change drops the cache; switching it off stops the counting at once too.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../../config/env';
import { freebetProgress } from '../../db/schema';
import { placeBets, signUpPlayer } from '../../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let liverpoolEverton: number;
const operator = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };

const single = (stake: number) => ({
  meta: { device_id: 'test-device', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [
        { match_id: liverpoolEverton, market_id: 1, specifier: '', outcome_id: '1', odds: 2.1 },
      ],
    },
  ],
});

beforeAll(async () => {
  // The app's own lifetime, longer than this test takes between its placements.
  ctx = await createTestContext({
    betting: { liveDelayMs: 0 },
    apiDocs: false,
    liveCampaignCacheMs: 60_000,
  });
  liverpoolEverton = await matchIdOf(ctx.database, 'sr:match:1002');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function countedBets(playerId: number, campaignId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ betsCount: freebetProgress.betsCount })
    .from(freebetProgress)
    .where(and(eq(freebetProgress.playerId, playerId), eq(freebetProgress.campaignId, campaignId)));
  return row?.betsCount ?? 0;
}

describe('the live campaigns placement reads', () => {
  it("follow the operator's changes at once, cached or not", async () => {
    const { token } = await signUpPlayer(ctx.app, { deposit: 10_000 });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/platform/player',
      headers: { authorization: `Bearer ${token}` },
    });
    const playerId = (me.json() as Json).id as number;
    // Caches the list as it is: no progress campaign.
    expect((await placeBets(ctx.app, token, single(100))).status).toBe(200);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/campaigns',
      headers: operator,
      payload: {
        type: 'freebet_all_win',
        name: 'Bet and earn',
        config: {
          amounts: { EUR: 500 },
          progress: {
            min_stake: { EUR: 100 },
            ranges: [{ number_of_bets: 5, number_of_freebets: 1 }],
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaignId = (created.json() as Json).data.id as number;
    expect((await placeBets(ctx.app, token, single(100))).status).toBe(200);
    expect(await countedBets(playerId, campaignId)).toBe(1);

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/operator/campaigns/${campaignId}/status`,
      headers: operator,
      payload: { status: 'inactive' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await placeBets(ctx.app, token, single(100))).status).toBe(200);
    expect(await countedBets(playerId, campaignId)).toBe(1);
  }, 60_000);
});
