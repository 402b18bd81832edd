import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betLimitsOf } from '../betting/validate-bets';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import { signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const OPERATOR = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };
const SETTINGS = '/api/operator/site-settings';
const PUBLIC = '/api/sportsbook/site-settings/public';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    betting: { liveDelayMs: 0 },
    siteSettings: { deposit_reminder_s: 25 },
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
});

const patch = (settings: Record<string, unknown>, changedBy?: string) =>
  context.app.inject({
    method: 'PATCH',
    url: SETTINGS,
    headers: OPERATOR,
    payload: { settings, ...(changedBy && { changed_by: changedBy }) },
  });

const publicSettings = async (): Promise<Json> =>
  (await context.app.inject({ method: 'GET', url: PUBLIC })).json();

const playerIdOf = async (token: string): Promise<number> =>
  (
    await context.app.inject({
      method: 'GET',
      url: '/api/platform/player',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().id;

describe('the operator site settings', () => {
  it('lists every setting with its default, its variable and where the value comes from', async () => {
    const res = await context.app.inject({ method: 'GET', url: SETTINGS, headers: OPERATOR });
    expect(res.statusCode).toBe(200);
    const byKey = new Map((res.json() as Json).data.map((s: Json) => [s.key, s]));
    expect(byKey.get('quick_deposit')).toMatchObject({
      value: true,
      default: true,
      source: 'default',
      env: 'FEATURE_QUICK_DEPOSIT',
      kind: 'boolean',
    });
    expect(byKey.get('deposit_reminder_s')).toMatchObject({ value: 25, source: 'env' });
  });

  it('refuses a caller without the operator key', async () => {
    const res = await context.app.inject({ method: 'GET', url: SETTINGS });
    expect(res.statusCode).toBe(401);
  });

  it('takes a change at once, records who made it, and resets to the default with null', async () => {
    const changed = await patch({ jackpots: false, theme_accent_color: '#FF8800' }, 'ops-anna');
    expect(changed.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({
      jackpots: false,
      theme_accent_color: '#ff8800',
    });
    const row = (changed.json() as Json).data.find((s: Json) => s.key === 'jackpots');
    expect(row).toMatchObject({ value: false, source: 'database', updated_by: 'ops-anna' });
    expect(row.updated_at).toEqual(expect.any(String));

    const reset = await patch({ jackpots: null, theme_accent_color: null });
    expect(reset.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ jackpots: true, theme_accent_color: '' });

    const trail = await context.app.inject({
      method: 'GET',
      url: `${SETTINGS}/changes?key=jackpots&limit=2`,
      headers: OPERATOR,
    });
    expect((trail.json() as Json).data).toMatchObject([
      { key: 'jackpots', old_value: false, new_value: null, changed_by: 'operator-api' },
      { key: 'jackpots', old_value: null, new_value: false, changed_by: 'ops-anna' },
    ]);
  });

  it.each([
    [{ no_such_setting: true }, 'settings'],
    [{ jackpots: 'yes' }, 'settings.jackpots'],
    [{ deposit_reminder_s: -1 }, 'settings.deposit_reminder_s'],
    [{ deposit_reminder_s: 1.5 }, 'settings.deposit_reminder_s'],
    [{ theme_brand_color: 'red' }, 'settings.theme_brand_color'],
    [{ main_platform_url: 'javascript:alert(1)' }, 'settings.main_platform_url'],
    [{ main_platform_url: '//evil.example' }, 'settings.main_platform_url'],
    [{ user_group: 'VIP Players' }, 'settings.user_group'],
    [{ sport_type_providers: { cyber: ['unknown'] } }, 'settings.sport_type_providers.cyber.0'],
    [{}, 'settings'],
  ])('refuses %j with 400 naming the field', async (settings, field) => {
    const res = await patch(settings);
    expect(res.statusCode).toBe(400);
    const body = res.json() as Json;
    expect(body.code).toBe('validation_failed');
    expect([body.field, ...body.issues.map((i: Json) => i.field)]).toContain(field);
  });

  it('keeps every one of many concurrent changes, and an audit trail that chains', async () => {
    const values = Array.from({ length: 12 }, (_, i) => i + 1);
    const answers = await Promise.all(
      values.map((seconds, i) =>
        patch(
          i % 2 === 0
            ? { sign_up_reminder_s: seconds }
            : { sign_up_reminder_s: seconds, deposit_reminder_s: 100 + seconds },
          `ops-${seconds}`,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(values.map(() => 200));
    const trail = (
      await context.app.inject({
        method: 'GET',
        url: `${SETTINGS}/changes?key=sign_up_reminder_s&limit=100`,
        headers: OPERATOR,
      })
    ).json().data as Json[];
    // Newest first: each change replaced exactly the value the one before it set.
    const chain = [...trail].reverse();
    expect(chain).toHaveLength(12);
    expect(chain[0].old_value).toBeNull();
    for (let i = 1; i < chain.length; i++) expect(chain[i].old_value).toBe(chain[i - 1].new_value);
    const final = await publicSettings();
    expect(final.sign_up_reminder_s).toBe(chain.at(-1).new_value);
    expect(final.deposit_reminder_s).toBeGreaterThan(100);
    await patch({ sign_up_reminder_s: null, deposit_reminder_s: null });
    expect((await publicSettings()).deposit_reminder_s).toBe(25);
  });
});

describe('what the settings switch on the server', () => {
  it('refuses sign-up and sign-in while they are switched off', async () => {
    const { email } = await signUpPlayer(context.app, { prefix: 'gates' });
    await patch({ sign_up_enabled: false, sign_in_enabled: false });
    try {
      const signUp = await context.app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_up',
        payload: {
          email: `closed-${Date.now()}@example.test`,
          password: 'secret-password-1',
          currency: 'EUR',
          terms_accepted: true,
        },
      });
      expect(signUp.statusCode).toBe(403);
      expect(signUp.json()).toMatchObject({ code: 'feature_disabled', field: 'sign_up_enabled' });
      const signIn = await context.app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        payload: { login: email, password: 'secret-password-1' },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toMatchObject({ field: 'sign_in_enabled' });
    } finally {
      await patch({ sign_up_enabled: null, sign_in_enabled: null });
    }
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { login: email, password: 'secret-password-1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('keeps quick deposit for test players only under the test flag', async () => {
    const player = await signUpPlayer(context.app, { prefix: 'quick' });
    const tester = await signUpPlayer(context.app, { prefix: 'tester' });
    const testerId = await playerIdOf(tester.token);
    const status = await context.app.inject({
      method: 'PUT',
      url: `/api/operator/players/${testerId}/statuses/spi_test`,
      headers: OPERATOR,
    });
    expect(status.json()).toEqual({ player_id: testerId, statuses: ['spi_test'] });
    const quickDeposit = (token: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/platform/payments/quick_deposit',
        headers: { authorization: `Bearer ${token}` },
        payload: { amount: 1000, currency: 'EUR' },
      });
    await patch({ quick_deposit: false, quick_deposit_test: true });
    try {
      expect((await quickDeposit(player.token)).statusCode).toBe(403);
      expect((await quickDeposit(tester.token)).json()).toMatchObject({ status: 'success' });
      await patch({ quick_deposit_test: false });
      expect((await quickDeposit(tester.token)).json()).toMatchObject({ field: 'quick_deposit' });
    } finally {
      await patch({ quick_deposit: null, quick_deposit_test: null });
    }
    expect((await quickDeposit(player.token)).json()).toMatchObject({ status: 'success' });
  });

  it('refuses the jackpot, freebet progress and activity calls while their flags are off', async () => {
    const { token } = await signUpPlayer(context.app, { prefix: 'flags' });
    const auth = { authorization: `Bearer ${token}` };
    const calls = [
      { method: 'GET' as const, url: '/api/sportsbook/jackpots', headers: {} },
      { method: 'GET' as const, url: '/api/sportsbook/bonuses/freebets/progress', headers: auth },
      { method: 'POST' as const, url: '/api/platform/player/activity_limit_track', headers: auth },
    ];
    const before = await Promise.all(calls.map((call) => context.app.inject(call)));
    expect(before.map((r) => r.statusCode)).not.toContain(403);
    await patch({ jackpots: false, freebet_progress_bar: false, activity_tracking: false });
    try {
      const after = await Promise.all(calls.map((call) => context.app.inject(call)));
      expect(after.map((r) => [r.statusCode, r.json().field])).toEqual([
        [403, 'jackpots'],
        [403, 'freebet_progress_bar'],
        [403, 'activity_tracking'],
      ]);
    } finally {
      await patch({ jackpots: null, freebet_progress_bar: null, activity_tracking: null });
    }
  });

  it('refuses several singles in one placement while multi-single bets are off', async () => {
    const { token } = await signUpPlayer(context.app, { prefix: 'multi', deposit: 10_000 });
    const matchId = await matchIdOf(context.database, 'sr:match:1002');
    const single = (outcome: string) => ({
      type: 'single',
      stake: { value: 100, currency: 'EUR' },
      selections: [
        { match_id: matchId, market_id: 1, specifier: '', outcome_id: outcome, odds: 2 },
      ],
    });
    const place = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/sportsbook/v3/bets',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          meta: { device_id: 'd', quick: false, type: 'single' },
          bets: [single('1'), single('2')],
        },
      });
    await patch({ multi_single_bets: false });
    try {
      const refused = await place();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ field: 'multi_single_bets' });
      // The slip reads the same flag from the player's settings, so it never sends them.
      const settings = await context.app.inject({ method: 'GET', url: '/api/sportsbook/settings' });
      expect(settings.json().multi_bet_settings.available_by_provider).toEqual({
        betradar: false,
        oddin: false,
      });
    } finally {
      await patch({ multi_single_bets: null });
    }
    expect((await place()).json().code).not.toBe('feature_disabled');
  });
});

describe('the bet-limits flag', () => {
  it('takes the selection, odds and payout limits off the slip and placement, keeping the max stake', async () => {
    const settings = async () =>
      (await context.app.inject({ method: 'GET', url: '/api/sportsbook/settings' })).json();
    const on = await settings();
    expect(betLimitsOf(on)).toMatchObject({ selectionLimit: 20, oddsLimit: { action: 'reject' } });
    await patch({ bet_limits: false });
    try {
      const off = await settings();
      expect(off.bet_limits_settings.max_stake_limit).toEqual(
        on.bet_limits_settings.max_stake_limit,
      );
      const limits = betLimitsOf(off);
      expect(limits.selectionLimit).toBeNull();
      expect(limits.oddsLimit).toBeNull();
      expect(limits.payoutLimit).toEqual({ fiat: {}, crypto: {} });
    } finally {
      await patch({ bet_limits: null });
    }
  });
});

describe('terms re-acceptance', () => {
  it('asks a player who accepted an older version, records the acceptance, refuses a stale one', async () => {
    await patch({ terms_version: '2026-10' });
    const { token } = await signUpPlayer(context.app, { prefix: 'terms' });
    const auth = { authorization: `Bearer ${token}` };
    const status = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/platform/player/terms',
          headers: auth,
        })
      ).json();
    // Signing up accepts the terms in force.
    expect(await status()).toMatchObject({ current_version: '2026-10', must_accept: false });

    await patch({ terms_version: '2026-11' });
    expect(await status()).toMatchObject({
      current_version: '2026-11',
      accepted_version: '2026-10',
      must_accept: true,
    });
    const accept = (version: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/platform/player/terms/accept',
        headers: auth,
        payload: { version },
      });
    const stale = await accept('2026-10');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'terms_version_changed', field: 'version' });
    const accepted = await accept('2026-11');
    expect(accepted.json()).toMatchObject({ accepted_version: '2026-11', must_accept: false });
    expect((await accept('2026-11')).statusCode).toBe(200);
    await patch({ terms_version: null });
    expect(await status()).toMatchObject({ current_version: '', must_accept: false });
  });

  it('needs a signed-in player', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/platform/player/terms' });
    expect(res.statusCode).toBe(401);
  });
});
