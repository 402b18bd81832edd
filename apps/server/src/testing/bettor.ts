// A player of the integration tests, through the HTTP API of an app under `inject`: sign up
// (with a first deposit), balance, bet placement and the ledger check every money test ends with.
import { placeBetsResponse } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { AccountLedgerRepository } from '../betting/account-ledger-repository';

const PLATFORM = '/api/platform';
const BETS = '/api/sportsbook/v3/bets';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let players = 0;
let keys = 0;

/** A request key no other test uses. */
export const newRequestKey = (prefix = 'test-key') => `${prefix}-${++keys}-${Date.now()}`;

/** Signs up a EUR player (e-mail `<prefix>N@example.test`), deposits `deposit` minor units. */
export async function signUpPlayer(
  app: FastifyInstance,
  { deposit = 0, prefix = 'bettor' }: { deposit?: number; prefix?: string } = {},
): Promise<{ token: string; email: string }> {
  const email = `${prefix}${++players}-${Date.now()}@example.test`;
  const res = await app.inject({
    method: 'POST',
    url: `${PLATFORM}/users/sign_up`,
    payload: { email, password: 'secret-password-1', currency: 'EUR', terms_accepted: true },
  });
  const token = (res.json() as Json).token as string;
  if (deposit > 0) {
    const paid = await app.inject({
      method: 'POST',
      url: `${PLATFORM}/payments/quick_deposit`,
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: deposit, currency: 'EUR' },
    });
    expect((paid.json() as Json).status).toBe('success');
  }
  return { token, email };
}

/** The balance of the player's (one) account, minor units. */
export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `${PLATFORM}/player/accounts?compatibility=false`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as Json).accounts[0].balance.available_to_bet_with_locked_cents;
}

/** POST /v3/bets with a bearer token and a request key (none when null). */
export async function placeBets(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  requestKey: string | null = newRequestKey(),
): Promise<{ status: number; body: Json }> {
  const res = await app.inject({
    method: 'POST',
    url: BETS,
    headers: {
      authorization: `Bearer ${token}`,
      ...(requestKey === null ? {} : { 'idempotency-key': requestKey }),
    },
    payload: payload as Record<string, unknown>,
  });
  const body = res.json() as Json;
  // The answer is written as the server built it, not through the schema (decision 0070): every
  // placement of the tests checks that the contract reads it as it is, with no key to strip.
  if (res.statusCode === 200) expect(placeBetsResponse.parse(body)).toStrictEqual(body);
  return { status: res.statusCode, body };
}

/**
 * Expects the sum of the player's ledger entries to equal the balance the API answers, and no
 * account's stored balance to differ from its ledger.
 */
export async function expectLedgerMatchesBalance(
  app: FastifyInstance,
  database: Database,
  token: string,
): Promise<void> {
  const res = await app.inject({
    method: 'GET',
    url: `${PLATFORM}/player`,
    headers: { authorization: `Bearer ${token}` },
  });
  const playerId = (res.json() as Json).id as number;
  const rows = await database.db.execute(
    sql`select coalesce(sum(l.amount), 0)::text as sum from ledger_entries l join player_accounts a on a.id = l.account_id where a.player_id = ${playerId}`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    sum: string;
  }[];
  expect(Number(list[0]?.sum)).toBe(await balanceOf(app, token));
  // Every account's stored balance (decision 0057) equals its ledger sum, whoever wrote it.
  expect(await new AccountLedgerRepository(database.db).accountsOffLedger()).toEqual([]);
}
