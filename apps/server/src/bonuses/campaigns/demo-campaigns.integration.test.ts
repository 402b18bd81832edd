// The demo bonuses `npm start` seeds: one live campaign of each kind, the WELCOME10 code, and
// the demo player's freebets with one unseen; seeding again keeps one of each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsRepository } from '../../accounts/accounts-repository';
import { DEMO_EMAIL, ensureDemoAccount } from '../../accounts/demo-account';
import { argon2Hasher } from '../../accounts/passwords';
import { bonusCampaigns, freebets, players, promoCodes } from '../../db/schema';
import { signUpPlayer } from '../../testing/bettor';
import { type TestContext, createTestContext } from '../../testing/test-app';
import { WELCOME_PROMO_CODE, seedDemoBonuses } from './demo-campaigns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe('the demo bonuses', () => {
  it('seeds a live campaign of each kind once, however often the server starts', async () => {
    const now = ctx.clock.now();
    const created = await ensureDemoAccount(
      new AccountsRepository(ctx.database.db),
      argon2Hasher,
      now,
    );
    expect(created).toBe(true);
    await seedDemoBonuses(ctx.app.campaigns, ctx.database.db, DEMO_EMAIL, created, now);
    await seedDemoBonuses(ctx.app.campaigns, ctx.database.db, DEMO_EMAIL, false, now);
    const campaigns = await ctx.database.db.select().from(bonusCampaigns);
    expect(campaigns.map((c) => c.type).sort()).toEqual([
      'comboboost',
      'freebet_all_win',
      'freebet_only_win',
      'hunting',
      'lootbox',
      'tournament',
    ]);
    expect(await ctx.database.db.select().from(promoCodes)).toHaveLength(1);
    const boost = campaigns.find((c) => c.type === 'comboboost')!;
    expect(boost.config).toMatchObject({
      min_odds: 1.2,
      ranges: [
        { min_count: 2, max_count: 2, bonus_odds: 1.03 },
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: 7, bonus_odds: 1.1 },
        { min_count: 8, max_count: null, bonus_odds: 1.2 },
      ],
    });
    expect(campaigns.find((c) => c.type === 'tournament')!.poolAmount).toBe(50_000n);

    const promotions = await ctx.app.inject({
      method: 'GET',
      url: '/api/sportsbook/bonuses/promotions',
    });
    const data = (promotions.json() as Json).data;
    for (const kind of ['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox']) {
      expect(data[kind].length, kind).toBeGreaterThan(0);
      expect(data[kind][0].banners.desktop).toMatch(/^\/sports\/banners\/.+-desktop\.svg$/);
    }
  });

  it('gives the demo player one unseen freebet, and a new player the welcome freebet by code', async () => {
    const [demo] = await ctx.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, DEMO_EMAIL));
    const demoFreebets = await ctx.database.db
      .select()
      .from(freebets)
      .where(eq(freebets.playerId, demo!.id));
    expect(demoFreebets.filter((f) => !f.seen).map((f) => f.name)).toEqual(['Welcome gift']);
    // One booster from the demo lootbox, so its boost can be tried at once (decision 0034).
    const [lootbox] = await ctx.database.db
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.type, 'lootbox'));
    expect(demoFreebets.filter((f) => f.campaignId === lootbox!.id)).toMatchObject([
      { type: 'freebet_only_win', amount: 300n, seen: true },
    ]);

    const { token } = await signUpPlayer(ctx.app, { prefix: 'welcome' });
    const claimed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sportsbook/bonuses/promo-code',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: WELCOME_PROMO_CODE },
    });
    expect(claimed.statusCode).toBe(200);
    expect((claimed.json() as Json).data).toMatchObject({
      type: 'freebet_all_win',
      name: 'Welcome freebet',
    });
  });
});
