// Two API processes, each its own OS process running the server's entry point, on ONE
// PostgreSQL (decision 0052): concurrent placements split over both keep every money
// guarantee, exactly one of them runs the feed, and the other takes over when it is killed.
// PGlite is one process's database, so this runs in the PostgreSQL pass only (`npm run test:pg`).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../config/env';
import { serverPackageRoot } from '../config/paths';
import { LEADER_LOCK } from './leader-election';

const config = loadConfig();
const onPostgres = config.database.driver === 'postgres';

interface ApiProcess {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Log lines (pino JSON) the process printed so far. */
  lines: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Polls `check` until it answers a value other than undefined (or the deadline passes). */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)(
  'two API processes on one PostgreSQL (PostgreSQL only: a PGlite database belongs to one process)',
  () => {
    const serverUrl = config.database.driver === 'postgres' ? config.database.url : '';
    const databaseName = `sportsbook_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
    const databaseUrl = (() => {
      if (!onPostgres) return '';
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      return url.toString();
    })();
    let admin: postgres.Sql;
    let sql: postgres.Sql;
    const processes: ApiProcess[] = [];

    async function startProcess(name: string): Promise<ApiProcess> {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverPackageRoot(),
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          HOST: '127.0.0.1',
          REALTIME_MODE: 'embedded',
          PORT: String(port),
          LOG_LEVEL: 'info',
          FEED_ENABLED: 'true',
          FEED_TICK_MS: '500',
          // Live prices move often, so a published price change comes within the test's wait.
          FEED_LIVE_DRIFT_MS: '1000',
          CLUSTER_LEADER_POLL_MS: '200',
          DEMO_ACCOUNT_ENABLED: 'false',
          // Placement and the leader are what this test is about; e-mail goes to the outbox.
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const api: ApiProcess = { name, origin: `http://127.0.0.1:${port}`, child, lines: [] };
      let rest = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = rest + chunk.toString('utf8');
        const lines = text.split('\n');
        rest = lines.pop() ?? '';
        api.lines.push(...lines);
      });
      child.stderr?.on('data', (chunk: Buffer) => api.lines.push(chunk.toString('utf8')));
      processes.push(api);
      return api;
    }

    const isUp = async (api: ApiProcess) =>
      (await fetch(`${api.origin}/api/health`)).ok ? true : undefined;

    const logged = (api: ApiProcess, message: string) =>
      api.lines.some((line) => line.includes(`"msg":"${message}`));

    /** The pid whose session holds the feed leader's lock (from the lock session's name). */
    async function leaderPid(): Promise<number | null> {
      const rows = await sql<{ name: string }[]>`
        select a.application_name as name
          from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted
           and l.classid = ${LEADER_LOCK[0]}::int::oid and l.objid = ${LEADER_LOCK[1]}::int::oid`;
      if (rows.length > 1) throw new Error(`${rows.length} sessions hold the leader lock`);
      const match = /^sportsbook-api:(\d+)$/.exec(rows[0]?.name ?? '');
      return match ? Number(match[1]) : null;
    }

    /** The fields of the answers this test reads (the contract's schemas have them all). */
    interface Answer {
      token?: string;
      code?: number;
      data?: { id: number }[];
      accounts?: {
        currency: string;
        balance: { available_to_bet_with_locked_cents: number };
      }[];
    }
    interface MatchRow {
      id: number;
      main_market?: {
        id: number;
        specifier: string;
        status: number;
        outcomes: { id: string; odds: number; active: boolean }[];
      };
    }

    async function call<T = Answer>(api: ApiProcess, path: string, init: RequestInit = {}) {
      const response = await fetch(`${api.origin}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
      });
      return { status: response.status, body: (await response.json()) as T };
    }

    interface Player {
      email: string;
      auth: Record<string, string>;
    }

    /** A new EUR player with `deposit` minor units who accepts any price change. */
    async function fundedPlayer(api: ApiProcess, deposit: number): Promise<Player> {
      const email = `cluster-${randomUUID()}@example.test`;
      const signUp = await call(api, '/api/platform/users/sign_up', {
        method: 'POST',
        body: JSON.stringify({
          email,
          password: 'cluster-password-1',
          currency: 'EUR',
          terms_accepted: true,
        }),
      });
      expect(signUp.status).toBe(200);
      const auth = { authorization: `Bearer ${signUp.body.token as string}` };
      const deposited = await call(api, '/api/platform/payments/quick_deposit', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ amount: deposit, currency: 'EUR' }),
      });
      expect(deposited.status).toBe(200);
      const settings = await call(api, '/api/sportsbook/settings', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ auto_accept_odds_change: 'any' }),
      });
      expect(settings.status).toBe(200);
      return { email, auth };
    }

    /** A single on the open main market of the prematch match starting last in the list. */
    async function singleBody(api: ApiProcess, stake: number) {
      const list = await call<{ data: MatchRow[] }>(
        api,
        '/api/sportsbook/matches?type=match&match_status=0&limit=50',
      );
      const open = list.body.data.filter(
        (m) => m.main_market?.status === 1 && m.main_market.outcomes[0]?.active,
      );
      const match = open.at(-1);
      const market = match?.main_market;
      const outcome = market?.outcomes[0];
      if (!match || !market || !outcome)
        throw new Error('no prematch match with an open main market');
      return JSON.stringify({
        meta: { device_id: 'cluster-test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
            selections: [
              {
                match_id: match.id,
                market_id: market.id,
                specifier: market.specifier,
                outcome_id: outcome.id,
                odds: outcome.odds,
              },
            ],
          },
        ],
      });
    }

    const place = (api: ApiProcess, player: Player, body: string, requestKey = randomUUID()) =>
      call(api, '/api/sportsbook/v3/bets', {
        method: 'POST',
        headers: { ...player.auth, 'idempotency-key': requestKey },
        body,
      });

    async function balance(api: ApiProcess, player: Player) {
      const { body } = await call(api, '/api/platform/player/accounts', {
        headers: player.auth,
      });
      const eur = (body.accounts ?? []).find((a) => a.currency === 'EUR');
      return Number(eur?.balance.available_to_bet_with_locked_cents);
    }

    /** The player's ledger entries summed in the database, and the bets and wagers it holds. */
    async function ledgerOf(player: Player) {
      const [row] = await sql<{ sum: string; bets: number; wagers: number }[]>`
        with account as (
          select a.id from player_accounts a join players p on p.id = a.player_id
           where p.email = ${player.email} and a.currency = 'EUR'
        )
        select (select coalesce(sum(amount), 0)::text from ledger_entries
                 where account_id = (select id from account)) as sum,
               (select count(*)::int from bets
                 where account_id = (select id from account)) as bets,
               (select count(*)::int from ledger_entries
                 where account_id = (select id from account) and kind = 'wager') as wagers`;
      return { sum: Number(row?.sum), bets: row?.bets ?? -1, wagers: row?.wagers ?? -1 };
    }

    beforeAll(async () => {
      admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database "${databaseName}"`);
      sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
      // Both at once on an empty database: migrations, seeding and the election race for real.
      const [a, b] = [await startProcess('a'), await startProcess('b')];
      await Promise.all([
        until('process a', () => isUp(a), 85_000),
        until('process b', () => isUp(b), 85_000),
      ]);
    }, 90_000);

    const sockets: Centrifuge[] = [];

    /** A centrifuge-js socket (the web app's client) to `api`, signed in as `player` if given. */
    function socket(api: ApiProcess, player?: Player) {
      const post = async (path: string, body: unknown) =>
        (
          await call<{ token?: string; channels?: { token: string }[] }>(api, path, {
            method: 'POST',
            headers: player?.auth ?? {},
            body: JSON.stringify(body),
          })
        ).body;
      const centrifuge = new Centrifuge(
        `${api.origin.replace('http', 'ws')}/connection/websocket`,
        {
          websocket: WebSocket,
          getToken: async () => (await post('/api/sportsbook/websocket/token', {})).token ?? '',
        },
      );
      centrifuge.on('error', () => {});
      sockets.push(centrifuge);
      centrifuge.connect();
      const subscribe = (channel: string, getToken?: () => Promise<string>) =>
        centrifuge.newSubscription(channel, getToken ? { getToken } : {});
      return {
        subscribeUser: (playerId: number) =>
          subscribe(`$user:${playerId}`, async () => {
            const answer = await post('/api/sportsbook/websocket/authorize', {
              channels: [`$user:${playerId}`],
            });
            return answer.channels?.[0]?.token ?? '';
          }),
        subscribePublic: (channel: string) => subscribe(channel),
      };
    }

    afterAll(async () => {
      for (const centrifuge of sockets) centrifuge.disconnect();
      for (const api of processes) if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await sql?.end({ timeout: 5 });
      await admin?.unsafe(`drop database if exists "${databaseName}" with (force)`);
      await admin?.end({ timeout: 5 });
    });

    it('runs the feed on exactly one process', async () => {
      const pid = await until('a leader', leaderPid);
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const leader = a.child.pid === pid ? a : b;
      const follower = leader === a ? b : a;
      expect(leader.child.pid).toBe(pid);
      expect(logged(leader, 'cluster: this process is the feed leader')).toBe(true);
      expect(logged(follower, 'cluster: this process is the feed leader')).toBe(false);
      expect(logged(follower, 'cluster: another process leads the feed; following')).toBe(true);
      // Only the leader wrote the feed's snapshot.
      expect(logged(leader, 'catalog seeded from the feed')).toBe(true);
      expect(
        logged(follower, 'catalog seeded from the feed') ||
          logged(follower, 'catalog re-synced with the feed'),
      ).toBe(false);
    });

    it('accepts exactly one of 100 concurrent bets split over both processes on a balance that covers one', async () => {
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const player = await fundedPlayer(a, 1000);
      const body = await singleBody(b, 1000);
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => place(i % 2 === 0 ? a : b, player, body)),
      );
      const accepted = results.filter((r) => r.status === 200);
      expect(accepted).toHaveLength(1);
      for (const refused of results.filter((r) => r.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe(BET_ERROR_CODE.insufficientBalance);
      }
      expect(await balance(a, player)).toBe(0);
      expect(await balance(b, player)).toBe(0);
      expect(await ledgerOf(player)).toEqual({ sum: 0, bets: 1, wagers: 1 });
    });

    it('places one bet for 50 concurrent retries of one Idempotency-Key split over both processes', async () => {
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const player = await fundedPlayer(b, 10_000);
      const body = await singleBody(a, 500);
      const requestKey = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => place(i % 2 === 0 ? a : b, player, body, requestKey)),
      );
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      expect(new Set(results.map((r) => r.body.data?.[0]?.id)).size).toBe(1);
      expect(await balance(a, player)).toBe(9500);
      expect(await ledgerOf(player)).toEqual({ sum: 9500, bets: 1, wagers: 1 });
    });

    it("delivers the leader's prices and another process's player events to sockets on the follower", async () => {
      const pid = await until('a leader', leaderPid);
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const leader = a.child.pid === pid ? a : b;
      const follower = leader === a ? b : a;
      const player = await fundedPlayer(follower, 5000);
      const [row] = await sql<{ id: number }[]>`
        select id from players where email = ${player.email}`;
      const live = await call<{ data: MatchRow[] }>(
        follower,
        '/api/sportsbook/matches?type=match&match_status=1&limit=50',
      );
      const onSocket = socket(follower, player);
      const userEvents: string[] = [];
      const user = onSocket.subscribeUser(row?.id ?? 0);
      user.on('publication', (ctx: PublicationContext) =>
        userEvents.push((ctx.data as { type: string }).type),
      );
      const priceEvents: string[] = [];
      for (const match of live.body.data) {
        const channel = onSocket.subscribePublic(`match:${match.id}`);
        channel.on('publication', (ctx: PublicationContext) =>
          priceEvents.push((ctx.data as { type: string }).type),
        );
        channel.subscribe();
      }
      const subscribed = new Promise((resolve) => user.once('subscribed', resolve));
      user.subscribe();
      await subscribed;

      // The bet goes to the leader; the follower's socket hears its balance change.
      const placed = await place(leader, player, await singleBody(leader, 1200));
      expect(placed.status).toBe(200);
      await until('balance_changed on the follower', async () =>
        userEvents.includes('balance_changed') ? true : undefined,
      );
      // Only the leader ticks the feed; its price moves reach the follower's socket.
      expect(live.body.data.length).toBeGreaterThan(0);
      await until('markets_changed on the follower', async () =>
        priceEvents.includes('markets_changed') ? true : undefined,
      );
    });

    it('hands the feed to the other process when the leader is killed', async () => {
      const pid = await until('a leader', leaderPid);
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const leader = a.child.pid === pid ? a : b;
      const follower = leader === a ? b : a;
      const exited = new Promise((resolve) => leader.child.once('exit', resolve));
      leader.child.kill('SIGKILL');
      await exited;
      const next = await until('the follower to take over', async () => {
        const now = await leaderPid();
        return now !== null && now !== pid ? now : undefined;
      });
      expect(next).toBe(follower.child.pid);
      await until('the take-over logged', async () =>
        logged(follower, 'catalog re-synced with the feed') ? true : undefined,
      );
      expect(logged(follower, 'cluster: this process is the feed leader')).toBe(true);
      // The survivor still takes bets alone.
      const player = await fundedPlayer(follower, 2000);
      const placed = await place(follower, player, await singleBody(follower, 700));
      expect(placed.status).toBe(200);
      expect(await ledgerOf(player)).toEqual({ sum: 1300, bets: 1, wagers: 1 });
    });
  },
);
