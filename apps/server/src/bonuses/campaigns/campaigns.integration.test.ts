// Bonus campaigns over the real migrations (PGlite, or PostgreSQL via with-postgres): the
// operator API creating, switching, ending and issuing campaigns of every kind; the player's
// lists, GET /bonuses, details, terms, activation and mark-as-seen; the public promotions list;
// and the announcement of every issue on the player's channel.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../../config/env';
import { freebets, playerBonuses, players } from '../../db/schema';
import type { RealtimeMessage, RealtimePublisher } from '../../realtime/publisher';
import { signUpPlayer } from '../../testing/bettor';
import { type TestContext, createTestContext } from '../../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const BONUSES = '/api/sportsbook/bonuses';
const OPERATOR = '/api/operator';
const operatorKey = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };

const published: { channel: string; message: RealtimeMessage }[] = [];
const publisher: RealtimePublisher = {
  publish: async (channel, message) => {
    published.push({ channel, message });
  },
  broadcast: async () => {},
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ publisher });
});

afterAll(async () => {
  await ctx?.close();
});

async function asOperator(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url: `${OPERATOR}${url}`,
    headers: operatorKey,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function asPlayer(
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await ctx.app.inject({
    method,
    url: `${BONUSES}${url}`,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const player = async (prefix = 'bonus') => {
  const { token, email } = await signUpPlayer(ctx.app, { prefix });
  const [row] = await ctx.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email));
  return { token, email, id: row!.id };
};

const COMBOBOOST_CONFIG = {
  min_odds: 1.2,
  ranges: [
    { min_count: 2, max_count: 2, bonus_odds: 1.03 },
    { min_count: 3, max_count: null, bonus_odds: 1.05 },
  ],
};
const HUNTING_CONFIG = {
  min_stake: { EUR: 100 },
  points_per_unit: 1,
  points_for_freebet: 100,
  freebet_type: 'freebet_all_win',
  freebet_amounts: { EUR: 500 },
};
const TOURNAMENT_CONFIG = {
  ...HUNTING_CONFIG,
  currency: 'EUR',
  initial_pool: 100_000,
  pool_share: 0.01,
  prize_shares: [0.5, 0.3, 0.2],
};
const LOOTBOX_CONFIG = {
  min_stake: { EUR: 100 },
  bets_per_box: 3,
  farming_freebet_type: 'freebet_only_win',
  freebet_amounts: { EUR: 200 },
};
const FREEBET_CONFIG = { amounts: { EUR: 1000, USD: 1000 }, min_odds: 1.5 };

async function createCampaign(fields: Record<string, unknown>) {
  const res = await asOperator('POST', '/campaigns', { name: 'A campaign', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

describe('the operator creates and runs campaigns', () => {
  it('creates a campaign of every kind with its config parsed, and lists and reads them', async () => {
    const kinds = [
      ['comboboost', COMBOBOOST_CONFIG],
      ['hunting', HUNTING_CONFIG],
      ['tournament', TOURNAMENT_CONFIG],
      ['lootbox', LOOTBOX_CONFIG],
      ['freebet_all_win', FREEBET_CONFIG],
    ] as const;
    for (const [type, config] of kinds) {
      const created = await createCampaign({ type, config, name: `Every kind: ${type}` });
      expect(created).toMatchObject({ type, status: 'active', ended_at: null });
      const read = await asOperator('GET', `/campaigns/${created.id}`);
      expect(read.body.data.name).toBe(`Every kind: ${type}`);
    }
    const tournament = (await asOperator('GET', '/campaigns?type=tournament')).body.data[0];
    expect(tournament.pool_amount).toBe(100_000);
    const lootbox = (await asOperator('GET', '/campaigns?type=lootbox')).body.data[0];
    // Defaults of the kind's schema are stored, so every reader sees the same config.
    expect(lootbox.config).toMatchObject({ farm_once_per_event: true, show_in_promotion: true });
  });

  it('answers a config that does not fit its kind with 400 naming the field', async () => {
    const bad = await asOperator('POST', '/campaigns', {
      type: 'comboboost',
      name: 'Bad boost',
      config: { ranges: [{ min_count: 2, max_count: null, bonus_odds: 50 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      field: 'config.ranges.0.bonus_odds',
    });
    const wrongKind = await asOperator('POST', '/campaigns', {
      type: 'hunting',
      name: 'Hunting with a boost config',
      config: COMBOBOOST_CONFIG,
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.field).toMatch(/^config\./);
    const window = await asOperator('POST', '/campaigns', {
      type: 'comboboost',
      name: 'Backwards',
      config: COMBOBOOST_CONFIG,
      valid_from: '2026-12-01T00:00:00Z',
      valid_to: '2026-11-01T00:00:00Z',
    });
    expect(window.body.field).toBe('valid_to');
  });

  it('needs the operator key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${OPERATOR}/campaigns` });
    expect(res.statusCode).toBe(401);
    const { token } = await player();
    const asPlayerKey = await ctx.app.inject({
      method: 'GET',
      url: `${OPERATOR}/campaigns`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asPlayerKey.statusCode).toBe(401);
  });

  it('switches a campaign off and on, ends it once, and tells the end hooks', async () => {
    const campaign = await createCampaign({ type: 'comboboost', config: COMBOBOOST_CONFIG });
    const { token } = await player();
    const statusOf = async () =>
      (await asPlayer(token, 'GET', `/comboboost/${campaign.id}`)).body.data.issued
        ?.computed_status ??
      (await asPlayer(token, 'GET', `/comboboost/${campaign.id}`)).body.data.user_status;
    expect(await statusOf()).toBe('active');
    const off = await asOperator('PUT', `/campaigns/${campaign.id}/status`, { status: 'inactive' });
    expect(off.body.data.status).toBe('inactive');
    const listed = await asPlayer(
      token,
      'GET',
      '/comboboosts?active=false&status=deactivated&limit=50',
    );
    expect(listed.body.data.map((b: Json) => b.id)).toContain(String(campaign.id));
    await asOperator('PUT', `/campaigns/${campaign.id}/status`, { status: 'active' });

    const ended: number[] = [];
    ctx.app.campaigns.operator.onCampaignEnded(async (row) => {
      ended.push(row.id);
    });
    const end = await asOperator('POST', `/campaigns/${campaign.id}/end`);
    expect(end.status).toBe(200);
    expect(end.body.data.ended_at).not.toBeNull();
    expect(ended).toEqual([campaign.id]);
    expect((await asOperator('POST', `/campaigns/${campaign.id}/end`)).status).toBe(409);
    expect(ended).toEqual([campaign.id]);
    const live = await asPlayer(token, 'GET', '/comboboosts?limit=50');
    expect(live.body.data.map((b: Json) => b.id)).not.toContain(String(campaign.id));
    expect((await asOperator('POST', '/campaigns/999999/end')).status).toBe(404);
  });
});

describe("the player's bonus lists", () => {
  it('offers open campaigns: active when they apply by themselves, available when they need activation', async () => {
    const open = await createCampaign({ type: 'comboboost', config: COMBOBOOST_CONFIG });
    const toActivate = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      requires_activation: true,
    });
    const operatorOnly = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      trigger_key: 'operator',
    });
    const { token } = await player();
    const boosts = await asPlayer(token, 'GET', '/comboboosts?limit=100');
    expect(boosts.status).toBe(200);
    const boost = boosts.body.data.find((b: Json) => b.id === String(open.id));
    expect(boost).toMatchObject({ type: 'comboboost', user_status: 'active', issued: null });
    expect(boost.ranges).toEqual(COMBOBOOST_CONFIG.ranges);
    const huntings = (await asPlayer(token, 'GET', '/huntings?limit=100')).body.data as Json[];
    expect(huntings.find((b) => b.id === String(toActivate.id))).toMatchObject({
      user_status: 'available',
      farming: null,
    });
    expect(huntings.map((b) => b.id)).not.toContain(String(operatorOnly.id));
    // The default page is 1 and the default limit 4.
    const firstPage = await asPlayer(token, 'GET', '/comboboosts');
    expect(firstPage.body.pagination).toMatchObject({ page: 1, limit: 4 });
    expect((await asPlayer(null, 'GET', '/comboboosts')).status).toBe(401);
  });

  it('activates a bonus once, answering both the hunting and the tournament lists', async () => {
    const hunting = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      requires_activation: true,
      name: 'Hunt me',
    });
    const { token } = await player();
    const activated = await asPlayer(token, 'POST', `/${hunting.id}/activate`);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body.data).toMatchObject({
      id: String(hunting.id),
      user_status: 'active',
      issued: { computed_status: 'active', times_used: 0 },
    });
    expect(activated.body.data.farming).toMatchObject({
      bets_count: 0,
      points: 0,
      currency: 'EUR',
    });
    expect(Object.keys(activated.body.lists).sort()).toEqual(['hunting', 'tournament']);
    const again = await asPlayer(token, 'POST', `/${hunting.id}/activate`);
    expect(again).toMatchObject({ status: 409, body: { code: 'bonus_already_active' } });
    const open = await createCampaign({ type: 'comboboost', config: COMBOBOOST_CONFIG });
    const applies = await asPlayer(token, 'POST', `/${open.id}/activate`);
    expect(applies.body.code).toBe('bonus_already_active');
    const promoOnly = await createCampaign({
      type: 'lootbox',
      config: LOOTBOX_CONFIG,
      trigger_key: 'promo_code',
    });
    const refused = await asPlayer(token, 'POST', `/${promoOnly.id}/activate`);
    expect(refused).toMatchObject({ status: 400, body: { code: 'bonus_not_available' } });
    expect((await asPlayer(token, 'POST', '/99999999/activate')).status).toBe(404);
  });

  it('activates a record that waits as available, and refuses one that is over', async () => {
    const hunting = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      requires_activation: true,
    });
    const waiting = await player();
    const over = await player();
    for (const [who, state] of [
      [waiting, 'available'],
      [over, 'bonus_over'],
    ] as const) {
      await ctx.database.db.insert(playerBonuses).values({
        campaignId: hunting.id,
        playerId: who.id,
        state,
        source: 'qualified',
        createdAt: new Date(),
      });
    }
    const activated = await asPlayer(waiting.token, 'POST', `/${hunting.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.data.issued).toMatchObject({ computed_status: 'active', seen: true });
    const refused = await asPlayer(over.token, 'POST', `/${hunting.id}/activate`);
    expect(refused).toMatchObject({ status: 400, body: { code: 'bonus_not_available' } });
  });

  it('tells placement and farming which campaigns are in force for the player', async () => {
    const open = await createCampaign({ type: 'comboboost', config: COMBOBOOST_CONFIG });
    const toActivate = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      requires_activation: true,
    });
    const { token, id } = await player();
    const applying = async () =>
      (
        await ctx.app.campaigns.campaigns.applying({ playerId: id, country: null }, [
          'comboboost',
          'hunting',
        ])
      ).map((a) => a.campaign.id);
    expect(await applying()).toContain(open.id);
    expect(await applying()).not.toContain(toActivate.id);
    await asPlayer(token, 'POST', `/${toActivate.id}/activate`);
    expect(await applying()).toContain(toActivate.id);
  });

  it('offers a verified-only bonus once the e-mail is confirmed, and a country bonus in its countries', async () => {
    const verifiedOnly = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      only_verified: true,
      requires_activation: true,
    });
    const german = await createCampaign({
      type: 'comboboost',
      config: COMBOBOOST_CONFIG,
      country_codes: ['DE'],
    });
    const { token, id } = await player();
    const huntingStatus = async () =>
      (await asPlayer(token, 'GET', `/hunting/${verifiedOnly.id}`)).body.data.user_status;
    expect(await huntingStatus()).toBe('not_available');
    const refused = await asPlayer(token, 'POST', `/${verifiedOnly.id}/activate`);
    expect(refused.body.code).toBe('bonus_not_available');
    await ctx.database.db
      .update(players)
      .set({ confirmedAt: new Date() })
      .where(eq(players.id, id));
    expect(await huntingStatus()).toBe('available');

    const fromCountry = async (country: string) =>
      (
        await asPlayer(token, 'GET', `/comboboost/${german.id}`, undefined, {
          'cf-ipcountry': country,
        })
      ).body.data.user_status;
    expect(await fromCountry('DE')).toBe('active');
    expect(await fromCountry('FR')).toBe('not_available');
  });

  it('groups every bonus by kind, limit_per_type each, and marks only unseen ones seen', async () => {
    const operatorHunting = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      trigger_key: 'operator',
      name: 'Given hunting',
    });
    const { token, id } = await player();
    const issued = await asOperator('POST', `/campaigns/${operatorHunting.id}/issue`, {
      player_ids: [id],
    });
    expect(issued.body.data).toMatchObject({ issued: 1, already_issued: 0 });
    const freebet = await asOperator('POST', '/freebets', {
      player_id: id,
      type: 'freebet_no_risk',
      amount: 500,
      currency: 'EUR',
      name: 'Sorry for the wait',
    });
    expect(freebet.status).toBe(200);

    const all = await asPlayer(token, 'GET', '?limit_per_type=2');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.data).sort()).toEqual([
      'comboboost',
      'freebet',
      'hunting',
      'lootbox',
      'tournament',
    ]);
    for (const list of Object.values(all.body.data))
      expect((list as Json[]).length).toBeLessThanOrEqual(2);

    const unseen = (await asPlayer(token, 'GET', '?unseen=true&limit_per_type=50')).body.data;
    expect(unseen.freebet.map((f: Json) => f.name)).toEqual(['Sorry for the wait']);
    expect(unseen.hunting.map((h: Json) => h.id)).toEqual([String(operatorHunting.id)]);
    expect(unseen.comboboost).toEqual([]);

    const onlyFreebets = (await asPlayer(token, 'GET', '?type=freebet_no_risk')).body.data;
    expect(onlyFreebets.hunting).toEqual([]);
    expect(onlyFreebets.freebet).toHaveLength(1);

    const refs = [
      { id: freebet.body.data.id, type: 'freebet_no_risk' },
      { id: String(operatorHunting.id), type: 'hunting' },
      { id: '99999999999999', type: 'hunting' },
      { id: 'x', type: 'jackpot' },
    ];
    const marked = await asPlayer(token, 'POST', '/mark-as-seen', { bonuses: refs });
    expect(marked).toMatchObject({ status: 200, body: { data: { changed: 2 } } });
    const again = await asPlayer(token, 'POST', '/mark-as-seen', { bonuses: refs });
    expect(again.body.data.changed).toBe(0);
    const none = (await asPlayer(token, 'GET', '?unseen=true')).body.data;
    expect([...none.freebet, ...none.hunting]).toEqual([]);
  });

  it('answers details and terms of a campaign or an issued freebet, and 404 for what is not offered', async () => {
    const withTerms = await createCampaign({
      type: 'tournament',
      config: TOURNAMENT_CONFIG,
      terms: 'Top three share the pool.',
    });
    const hidden = await createCampaign({
      type: 'comboboost',
      config: COMBOBOOST_CONFIG,
      trigger_key: 'operator',
    });
    const freebetCampaign = await createCampaign({
      type: 'freebet_all_win',
      config: FREEBET_CONFIG,
      trigger_key: 'operator',
      terms: 'Play it within 30 days.',
    });
    const { token, id } = await player();
    const details = await asPlayer(token, 'GET', `/tournament/${withTerms.id}`);
    expect(details.body.data).toMatchObject({ type: 'tournament', pool_amount: 100_000 });
    const terms = await asPlayer(token, 'GET', `/tournament/${withTerms.id}/terms`);
    expect(terms.body).toEqual({ data: { terms: 'Top three share the pool.' } });
    expect((await asPlayer(token, 'GET', `/comboboost/${hidden.id}`)).status).toBe(404);
    expect((await asPlayer(token, 'GET', `/hunting/${withTerms.id}`)).status).toBe(404);
    expect((await asPlayer(token, 'GET', '/jackpot/1')).body.field).toBe('type');

    await asOperator('POST', `/campaigns/${freebetCampaign.id}/issue`, { player_ids: [id] });
    const freebets = (await asPlayer(token, 'GET', '/freebets')).body.data as Json[];
    const fromCampaign = freebets.find((f) => f.campaign_id === String(freebetCampaign.id));
    expect(fromCampaign).toMatchObject({
      type: 'freebet_all_win',
      min_odds: 1.5,
      name: 'A campaign',
    });
    const freebetTerms = await asPlayer(token, 'GET', `/freebet_all_win/${fromCampaign.id}/terms`);
    expect(freebetTerms.body.data.terms).toBe('Play it within 30 days.');
  });
});

describe('issuing to players and segments', () => {
  it('issues once per player, skips restricted players, and announces each issue', async () => {
    const campaign = await createCampaign({
      type: 'freebet_only_win',
      config: FREEBET_CONFIG,
      trigger_key: 'operator',
      name: 'Segment freebet',
    });
    const a = await player('segment');
    const b = await player('segment');
    const restricted = await player('segment');
    await ctx.database.db
      .update(players)
      .set({ statuses: ['vip'] })
      .where(eq(players.id, a.id));
    await ctx.database.db
      .update(players)
      .set({ statuses: ['vip', 'new'] })
      .where(eq(players.id, restricted.id));
    const timeOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/player/restrictions/time_out',
      headers: { authorization: `Bearer ${restricted.token}` },
      payload: { period: '24h' },
    });
    expect(timeOut.statusCode).toBe(200);

    published.length = 0;
    const segment = await asOperator('POST', `/campaigns/${campaign.id}/issue`, {
      segment: { status_ids: ['vip'] },
    });
    expect(segment.body.data).toMatchObject({
      issued: 1,
      skipped_restricted: 1,
      already_issued: 0,
    });
    const listed = await asOperator('POST', `/campaigns/${campaign.id}/issue`, {
      player_ids: [a.id, b.id, 999_999_999],
    });
    expect(listed.body.data).toMatchObject({ issued: 1, already_issued: 1, unknown_players: 1 });
    const announced = published.filter((p) => p.message.type === 'bonus_issued');
    expect(announced.map((p) => p.channel).sort()).toEqual(
      [`$user:${a.id}`, `$user:${b.id}`].sort(),
    );
    expect(announced[0]!.message.data).toMatchObject({
      type: 'freebet_only_win',
      name: 'Segment freebet',
    });

    const bad = await asOperator('POST', `/campaigns/${campaign.id}/issue`, {});
    expect(bad.status).toBe(400);
    const emptySegment = await asOperator('POST', `/campaigns/${campaign.id}/issue`, {
      segment: {},
    });
    expect(emptySegment.body.field).toBe('segment');
  });
});

describe('announcing a promo-code bonus', () => {
  it('publishes bonus_issued with the freebet a claimed code gave', async () => {
    const campaign = await createCampaign({
      type: 'freebet_no_risk',
      trigger_key: 'promo_code',
      config: { amounts: { EUR: 700 } },
      name: 'Announced',
    });
    await asOperator('POST', '/promo-codes', { code: 'ANNOUNCE1', campaign_id: campaign.id });
    const { token, id } = await player('announce');
    published.length = 0;
    const claimed = await asPlayer(token, 'POST', '/promo-code', { code: 'announce1' });
    expect(claimed.status).toBe(200);
    // The player's notification of it follows on the same channel (decision 0036).
    expect(published.filter((p) => p.message.type === 'bonus_issued')).toEqual([
      {
        channel: `$user:${id}`,
        message: {
          type: 'bonus_issued',
          data: {
            id: Number(claimed.body.data.freebet_id),
            type: 'freebet_no_risk',
            name: 'Announced',
          },
        },
      },
    ]);
  });
});

describe('issuing freebet campaigns', () => {
  it('issues no freebet for a progress campaign, and skips players whose currency it does not pay in', async () => {
    const progress = await createCampaign({
      type: 'freebet_only_win',
      trigger_key: 'operator',
      config: {
        amounts: { EUR: 500 },
        progress: {
          min_stake: { EUR: 200 },
          ranges: [{ number_of_bets: 5, number_of_freebets: 1 }],
        },
      },
    });
    const dollarsOnly = await createCampaign({
      type: 'freebet_all_win',
      trigger_key: 'operator',
      config: { amounts: { USD: 500 } },
    });
    const { id } = await player('currency');
    const joined = await asOperator('POST', `/campaigns/${progress.id}/issue`, {
      player_ids: [id],
    });
    expect(joined.body.data.issued).toBe(1);
    const held = await ctx.database.db.select().from(freebets).where(eq(freebets.playerId, id));
    expect(held).toEqual([]);
    const skipped = await asOperator('POST', `/campaigns/${dollarsOnly.id}/issue`, {
      player_ids: [id],
    });
    expect(skipped.body.data).toMatchObject({ issued: 0, skipped_no_currency: 1 });
  });
});

describe('the promotions page', () => {
  it('lists live campaigns to visitors without any player record, never operator-only ones', async () => {
    const shown = await createCampaign({
      type: 'freebet_all_win',
      config: FREEBET_CONFIG,
      trigger_key: 'promo_code',
      name: 'Welcome',
      banners: {
        desktop: '/sports/banners/freebet-desktop.svg',
        mobile: '/sports/banners/freebet-mobile.svg',
      },
    });
    const operatorOnly = await createCampaign({
      type: 'comboboost',
      config: COMBOBOOST_CONFIG,
      trigger_key: 'operator',
    });
    const hiddenBox = await createCampaign({
      type: 'lootbox',
      config: { ...LOOTBOX_CONFIG, show_in_promotion: false },
    });
    const res = await ctx.app.inject({ method: 'GET', url: `${BONUSES}/promotions` });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as Json).data;
    const welcome = data.freebet.find((f: Json) => f.id === String(shown.id));
    expect(welcome).toMatchObject({
      promo_code_only: true,
      amounts: { EUR: 1000, USD: 1000 },
      issued: null,
      banners: { desktop: '/sports/banners/freebet-desktop.svg' },
    });
    expect(data.comboboost.map((c: Json) => c.id)).not.toContain(String(operatorOnly.id));
    expect(data.lootbox.map((c: Json) => c.id)).not.toContain(String(hiddenBox.id));
  });

  it('answers a visitor the details and terms of a promotion, never of an operator-only campaign', async () => {
    const shown = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      requires_activation: true,
      terms: 'Bet at 1.50 or more.',
    });
    const operatorOnly = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      trigger_key: 'operator',
    });
    const details = await asPlayer(null, 'GET', `/hunting/${shown.id}`);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ user_status: 'available', issued: null });
    const terms = await asPlayer(null, 'GET', `/hunting/${shown.id}/terms`);
    expect(terms.body).toEqual({ data: { terms: 'Bet at 1.50 or more.' } });
    expect((await asPlayer(null, 'GET', `/hunting/${operatorOnly.id}`)).status).toBe(404);
    expect((await asPlayer(null, 'GET', `/hunting/${operatorOnly.id}/terms`)).status).toBe(404);
  });

  it("answers a campaign's texts in the request's language where the operator gave them", async () => {
    const hunt = await createCampaign({
      type: 'hunting',
      config: HUNTING_CONFIG,
      name: 'Goal hunt',
      description: 'Farm points.',
      terms: 'Bet at 1.50 or more.',
      translations: { de: { name: 'Torjagd', terms: 'Wette ab Quote 1,50.' } },
    });
    const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
    const promotions = async (headers: Record<string, string>) =>
      (
        (await asPlayer(null, 'GET', '/promotions', undefined, headers)).body.data.hunting as Json[]
      ).find((b) => b.id === String(hunt.id));
    // German where given, the default description where not; English and others the default.
    expect(await promotions(german)).toMatchObject({
      name: 'Torjagd',
      description: 'Farm points.',
    });
    expect(await promotions({ 'accept-language': 'en' })).toMatchObject({ name: 'Goal hunt' });
    expect(await promotions({ 'accept-language': 'fr' })).toMatchObject({ name: 'Goal hunt' });
    const terms = await asPlayer(null, 'GET', `/hunting/${hunt.id}/terms`, undefined, german);
    expect(terms.body).toEqual({ data: { terms: 'Wette ab Quote 1,50.' } });
    const { token } = await player();
    const details = await asPlayer(token, 'GET', `/hunting/${hunt.id}`, undefined, german);
    expect(details.body.data.name).toBe('Torjagd');
    const bad = await asOperator('POST', '/campaigns', {
      type: 'hunting',
      name: 'x',
      config: HUNTING_CONFIG,
      translations: { german: { name: 'x' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/^translations/);
  });
});

describe('the OpenAPI document', () => {
  it('describes every player, public and operator bonus call', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    const paths = (res.json() as Json).paths as Record<string, Record<string, Json>>;
    const expected: [string, string][] = [
      ['/api/sportsbook/bonuses', 'get'],
      ['/api/sportsbook/bonuses/promotions', 'get'],
      ['/api/sportsbook/bonuses/comboboosts', 'get'],
      ['/api/sportsbook/bonuses/freebets', 'get'],
      ['/api/sportsbook/bonuses/huntings', 'get'],
      ['/api/sportsbook/bonuses/tournaments', 'get'],
      ['/api/sportsbook/bonuses/lootboxes', 'get'],
      ['/api/sportsbook/bonuses/{type}/{id}', 'get'],
      ['/api/sportsbook/bonuses/{type}/{id}/terms', 'get'],
      ['/api/sportsbook/bonuses/{id}/activate', 'post'],
      ['/api/sportsbook/bonuses/mark-as-seen', 'post'],
      ['/api/sportsbook/bonuses/promo-code', 'post'],
      ['/api/operator/campaigns', 'post'],
      ['/api/operator/campaigns', 'get'],
      ['/api/operator/campaigns/{id}', 'get'],
      ['/api/operator/campaigns/{id}/status', 'put'],
      ['/api/operator/campaigns/{id}/end', 'post'],
      ['/api/operator/campaigns/{id}/issue', 'post'],
      ['/api/operator/promo-codes', 'post'],
      ['/api/operator/promo-codes', 'get'],
      ['/api/operator/freebets', 'post'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    // Activation says in the document how it refreshes the lists.
    expect(paths['/api/sportsbook/bonuses/{id}/activate']!.post.summary).toMatch(/hunting/);
    expect(paths['/api/platform/dev/freebets']).toBeUndefined();
  });
});
