#!/usr/bin/env node
// Crash test of bet placement: starts the built server on a fresh PGlite data folder (or on
// DATABASE_URL when set, e.g. under scripts/with-postgres.mjs), fires bets from several players
// at once, kills the server with SIGKILL in the middle of the load, restarts it on the same data
// and checks that no money and no accepted bet was lost:
//   - every bet the client saw accepted (200) exists after the restart, and every placement was
//     written whole (its bets carry its request key from position 0 on, decision 0064);
//   - every bet has exactly one wager ledger entry of minus its total stake, and every wager entry
//     belongs to a bet (no debit without a bet, no bet without its debit);
//   - each account's ledger sums to the balance the API answers, and never below zero, and
//     equals the account's stored balance (decision 0057);
//   - a request cut by the crash, retried with its key after the restart, answers its bet (or
//     places it once): no duplicate.
// Usage: npm run build -w @sportsbook/server && node bench/bet-crash.mjs
//        node scripts/with-postgres.mjs node bench/bet-crash.mjs
// Env: CRASH_PLAYERS (8), CRASH_CONCURRENCY per player (4), CRASH_AFTER accepted bets before the
// kill (80), CRASH_API_PORT (4112). Exits 1 when a check fails.
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { apiClient, fundedPlayer, prematchSingleBody } from './lib/api-client.mjs';
import { startBettingApi, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const players = Number(process.env.CRASH_PLAYERS ?? 8);
const concurrency = Number(process.env.CRASH_CONCURRENCY ?? 4);
const killAfter = Number(process.env.CRASH_AFTER ?? 80);
const port = Number(process.env.CRASH_API_PORT ?? 4112);
const api = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'bet-crash-'));

const startServer = () =>
  startBettingApi({
    port,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: dataDir },
  });

const json = apiClient(api);

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
};

let server = startServer();
const started = Date.now();
try {
  await waitForUrl(`${api}/api/health`);
  const body = await prematchSingleBody(json, { stake: 10, deviceId: 'crash' });

  // Players whose deposits cover some of their bets but not all: refusals (105) mix in.
  const accounts = [];
  for (let i = 0; i < players; i += 1) {
    const auth = await fundedPlayer(json, { prefix: 'crash', deposit: 15_000 });
    accounts.push({ auth, accepted: [], refused: 0, cut: [] });
  }

  // The load: each player keeps `concurrency` placements in flight until the server dies.
  let acceptedTotal = 0;
  let killed = false;
  let killedAt = 0;
  const refusals = {};
  const kill = () => {
    if (killed) return;
    killed = true;
    killedAt = Date.now();
    process.kill(-server.child.pid, 'SIGKILL');
  };
  // Killed at the `killAfter`-th accepted placement, or after CRASH_MAX_MS of load at the latest.
  const timer = setTimeout(kill, Number(process.env.CRASH_MAX_MS ?? 4000));
  const place = (account, key) =>
    fetch(`${api}/api/sportsbook/v3/bets`, {
      method: 'POST',
      headers: { ...account.auth, 'content-type': 'application/json', 'idempotency-key': key },
      body,
    });
  const worker = async (account) => {
    while (!killed) {
      const key = `crash-${randomUUID()}`;
      try {
        const res = await place(account, key);
        const answer = await res.json();
        if (res.status === 200) {
          for (const bet of answer.data) account.accepted.push({ id: bet.id, key });
          acceptedTotal += 1;
          if (acceptedTotal >= killAfter) kill();
        } else {
          account.refused += 1;
          refusals[answer.code ?? res.status] = (refusals[answer.code ?? res.status] ?? 0) + 1;
        }
      } catch {
        // The connection died with the server: the outcome of this request is unknown.
        account.cut.push(key);
      }
    }
  };
  await Promise.all(accounts.flatMap((a) => Array.from({ length: concurrency }, () => worker(a))));
  clearTimeout(timer);
  await new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null
      ? resolve()
      : server.child.once('exit', resolve),
  );
  console.info(
    `refusals ${JSON.stringify(refusals)}; killed after ${acceptedTotal} accepted placements; ${accounts.reduce((n, a) => n + a.cut.length, 0)} requests cut`,
  );

  // Restart on the same data.
  server = startServer();
  await waitForUrl(`${api}/api/health`);
  const restartMs = Date.now() - killedAt;

  let retriedPlaced = 0;
  let retriedReplayed = 0;
  for (const account of accounts) {
    for (const { id } of account.accepted) {
      const res = await fetch(`${api}/api/sportsbook/v3/bets/${id}`, { headers: account.auth });
      check(res.status === 200, `accepted bet ${id} is missing after the restart (${res.status})`);
    }
    // A cut request retried with its key: its bet if it was committed, else placed now, once.
    for (const key of account.cut) {
      const first = await place(account, key);
      const again = await place(account, key);
      const a = await first.json();
      const b = await again.json();
      if (first.status === 200) {
        check(again.status === 200, `retry of ${key} answered ${again.status} the second time`);
        check(
          JSON.stringify(a.data.map((x) => x.id)) === JSON.stringify(b.data?.map((x) => x.id)),
          `retries of ${key} answered different bets`,
        );
        retriedPlaced += 1;
      } else retriedReplayed += 1;
    }
    const { accounts: wallets } = await json('/api/platform/player/accounts', {
      headers: account.auth,
    });
    account.balance = BigInt(
      wallets.find((w) => w.currency === 'EUR').balance.available_to_bet_with_locked_cents,
    );
  }
  await server.stop();
  server = null;

  // The database itself, with the server stopped.
  let query;
  let closeDb;
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    query = (text) => sql.unsafe(text);
    closeDb = () => sql.end({ timeout: 5 });
  } else {
    const db = new PGlite(dataDir);
    query = async (text) => (await db.query(text)).rows;
    closeDb = () => db.close();
  }
  const betsWithoutWager = await query(`
    select b.id from bets b
    where (select count(*) from ledger_entries l
           where l.idempotency_key = 'bet:' || b.id || ':wager'
             and l.account_id = b.account_id and l.amount = -b.placed_stake) <> 1`);
  const wagersWithoutBet = await query(`
    select l.id from ledger_entries l
    where l.kind = 'wager'
      and not exists (select 1 from bets b where l.idempotency_key = 'bet:' || b.id || ':wager')`);
  // A placement is written whole or not at all: every request's bets run from position 0 without
  // a gap (the bet row records the placement and carries its request key: decision 0064).
  const requestsCut = await query(`
    select player_id, request_key from bets group by player_id, request_key
    having min(request_index) <> 0 or max(request_index) <> count(*) - 1`);
  const sums = await query(`
    select a.id::int as account_id, coalesce(sum(l.amount), 0)::text as sum, count(l.id)::int as n
    from player_accounts a left join ledger_entries l on l.account_id = a.id
    group by a.id`);
  // The stored balance of each account (decision 0057) equals its ledger sum after the crash.
  const storedOff = await query(`
    select a.id from player_accounts a
    where a.balance <> (select coalesce(sum(l.amount), 0) from ledger_entries l
                        where l.account_id = a.id)`);
  const [{ n: betCount }] = await query(`select count(*)::int as n from bets`);
  await closeDb();
  check(betsWithoutWager.length === 0, `${betsWithoutWager.length} bets without their wager`);
  check(wagersWithoutBet.length === 0, `${wagersWithoutBet.length} wagers without a bet`);
  check(requestsCut.length === 0, `${requestsCut.length} placements written in part`);
  check(storedOff.length === 0, `${storedOff.length} stored balances differ from their ledger`);
  for (const row of sums) check(BigInt(row.sum) >= 0n, `account ${row.account_id} below zero`);
  const ledgerTotal = sums.reduce((t, r) => t + BigInt(r.sum), 0n);
  const balanceTotal = accounts.reduce((t, a) => t + a.balance, 0n);
  check(
    ledgerTotal === balanceTotal,
    `ledger sums ${ledgerTotal} differ from the balances ${balanceTotal}`,
  );

  const accepted = accounts.reduce((n, a) => n + a.accepted.length, 0);
  const summary = {
    database: databaseUrl ? 'postgres' : 'pglite (data folder)',
    players,
    concurrency: players * concurrency,
    acceptedBeforeKill: accepted,
    refusedBeforeKill: accounts.reduce((n, a) => n + a.refused, 0),
    refusalCodes: refusals,
    cutByKill: accounts.reduce((n, a) => n + a.cut.length, 0),
    cutRetriesAnswered200: retriedPlaced,
    cutRetriesRefused: retriedReplayed,
    betsInDatabase: betCount,
    restartMs,
    totalSeconds: Math.round((Date.now() - started) / 100) / 10,
    failures,
  };
  writeResult(`bet-crash-${databaseUrl ? 'postgres' : 'pglite'}`, summary);
  console.info(JSON.stringify(summary, null, 2));
} finally {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`bet-crash: ${failures.length} check(s) failed`);
  process.exit(1);
}
