import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsRepository } from '../accounts/accounts-repository';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../accounts/demo-account';
import { argon2Hasher } from '../accounts/passwords';
import { type TestContext, createTestContext } from '../testing/test-app';
import { seedDemoNotifications } from './demo-notifications';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ apiDocs: false });
}, 60_000);
afterAll(async () => ctx?.close());

describe('the demo notifications', () => {
  it('show the demo player a few notifications, the newest unread, seeded once', async () => {
    await ensureDemoAccount(new AccountsRepository(ctx.database.db), argon2Hasher, ctx.clock.now());
    expect(await seedDemoNotifications(ctx.database.db, DEMO_EMAIL, ctx.clock.now())).toBe(4);
    expect(await seedDemoNotifications(ctx.database.db, DEMO_EMAIL, ctx.clock.now())).toBe(0);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { login: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const token = (signIn.json() as Json).token as string;
    const headers = { authorization: `Bearer ${token}` };
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/sportsbook/notifications',
      headers,
    });
    const items = (list.json() as Json).data as Json[];
    expect(items.map((n) => [n.title, n.read])).toEqual([
      ['Bet won', false],
      ['New bonus for you', false],
      ['Bet lost', true],
      ['Planned maintenance', true],
    ]);
    const counters = await ctx.app.inject({
      method: 'GET',
      url: '/api/sportsbook/notifications/counters',
      headers,
    });
    expect((counters.json() as Json).data).toEqual({ unread: 2 });
  });
});
