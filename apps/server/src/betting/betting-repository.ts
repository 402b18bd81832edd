// Bets, selections, placement keys, bet events, share codes and the ledger entries of betting.
// The only betting file that speaks SQL. Money is bigint minor units; odds travel as numeric text.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../db/client';
import {
  betEvents,
  betRequests,
  betSelections,
  bets,
  categories,
  competitors,
  currencies,
  ledgerEntries,
  markets,
  matches,
  outcomes,
  playerAccounts,
  shareCodes,
  sports,
  tournaments,
} from '../db/schema';
import type { BetRowStatus, LedgerKind } from '../db/schema';
import { alias } from 'drizzle-orm/pg-core';
import { FreebetRepository } from '../bonuses/freebet-repository';

const home = alias(competitors, 'home');
const away = alias(competitors, 'away');

/** A catalog line (match + market + outcome) as betting reads it. */
export interface CatalogLine {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  matchType: 'match' | 'stage' | 'season' | 'simple_tournament';
  matchName: string;
  matchStatus: 0 | 1 | 2 | 3 | 4 | 5;
  bettable: boolean;
  startTime: Date;
  provider: 'betradar' | 'oddin' | 'betconstruct';
  sportKey: string;
  sportName: string;
  tournamentName: string;
  categoryName: string;
  homeName: string | null;
  awayName: string | null;
  marketTypeId: number;
  specifier: string;
  marketName: string;
  marketStatus: -4 | -3 | -2 | -1 | 0 | 1;
  customBetGroups: string[];
  outcomeId: string;
  outcomeName: string;
  active: boolean;
  /** numeric(12,3) text. */
  odds: string;
  result: string | null;
}

export interface LineKey {
  matchId: number;
  marketTypeId: number;
  specifier: string;
  outcomeId: string;
}

export const lineKey = (l: LineKey) =>
  `${l.matchId}|${l.marketTypeId}|${l.specifier}|${l.outcomeId}`;

/**
 * The facts of a line that decide whether it takes a bet and at which price: the odds, the
 * outcome's activity and result, the market's status and the match's status and bettability.
 */
export const priceStateOf = (
  line: Pick<
    CatalogLine,
    'odds' | 'active' | 'result' | 'marketStatus' | 'matchStatus' | 'bettable'
  >,
) =>
  `${line.odds}|${line.active}|${line.result}|${line.marketStatus}|${line.matchStatus}|${line.bettable}`;

/** An account locked for a write: its balance (the ledger sum) and whether it is active. */
export interface LockedAccount {
  balance: bigint;
  active: boolean;
}

export interface AccountBalance {
  accountId: number;
  currency: string;
  subunits: number;
  fiat: boolean;
  balance: bigint;
}

export interface NewSelection extends LineKey {
  marketName: string;
  outcomeName: string;
  /** numeric text, 3 decimals. */
  odds: string;
}

export interface NewBet {
  accountId: number;
  requestIndex: number;
  currency: string;
  type: 'single' | 'combo' | 'system' | 'custom';
  stake: bigint;
  /** Stake × combinations. */
  totalStake: bigint;
  /** What the wallet pays: the total stake, or 0 for a bonus-funded freebet (decision 0011). */
  debit: bigint;
  odds: string;
  customOdds: string | null;
  systemWinCount: number | null;
  systemSize: number | null;
  quick: boolean;
  deviceId: string;
  selections: NewSelection[];
}

export interface BetRow {
  id: number;
  playerId: number;
  accountId: number;
  currency: string;
  type: 'single' | 'combo' | 'system' | 'custom';
  status: BetRowStatus;
  result: string;
  stake: bigint;
  placedStake: bigint;
  odds: string;
  customOdds: string | null;
  systemWinCount: number | null;
  systemSize: number | null;
  winAmount: bigint | null;
  cashedOutAmount: bigint;
  autoCashoutTarget: bigint | null;
  quick: boolean;
  createdAt: Date;
  settledAt: Date | null;
  requestIndex: number;
}

export interface SelectionRow extends LineKey {
  id: number;
  betId: number;
  position: number;
  marketName: string;
  outcomeName: string;
  odds: string;
  status: string;
}

const betColumns = {
  id: bets.id,
  playerId: bets.playerId,
  accountId: bets.accountId,
  currency: bets.currency,
  type: bets.type,
  status: bets.status,
  result: bets.result,
  stake: bets.stake,
  placedStake: bets.placedStake,
  odds: bets.odds,
  customOdds: bets.customOdds,
  systemWinCount: bets.systemWinCount,
  systemSize: bets.systemSize,
  winAmount: bets.winAmount,
  cashedOutAmount: bets.cashedOutAmount,
  autoCashoutTarget: bets.autoCashoutTarget,
  quick: bets.quick,
  createdAt: bets.createdAt,
  settledAt: bets.settledAt,
  requestIndex: bets.requestIndex,
};

const selectionColumns = {
  id: betSelections.id,
  betId: betSelections.betId,
  position: betSelections.position,
  matchId: betSelections.matchId,
  marketTypeId: betSelections.marketTypeId,
  specifier: betSelections.specifier,
  outcomeId: betSelections.outcomeId,
  marketName: betSelections.marketName,
  outcomeName: betSelections.outcomeName,
  odds: betSelections.odds,
  status: betSelections.status,
};

const nameColumns = {
  matchUrnId: matches.urnId,
  matchSlug: matches.slug,
  matchType: matches.type,
  matchName: matches.name,
  provider: matches.provider,
  sportKey: sports.key,
  sportName: sports.name,
  tournamentName: tournaments.name,
  categoryName: categories.name,
  homeName: home.name,
  awayName: away.name,
};
type MatchNames = Omit<
  CatalogLine,
  | 'matchId'
  | 'matchStatus'
  | 'bettable'
  | 'startTime'
  | 'marketTypeId'
  | 'specifier'
  | 'marketName'
  | 'marketStatus'
  | 'customBetGroups'
  | 'outcomeId'
  | 'outcomeName'
  | 'active'
  | 'odds'
  | 'result'
>;

/** What never changes about a match (names, sport, league), by match id. */
const matchNamesCache = new Map<number, MatchNames>();

const priceColumns = {
  matchId: matches.id,
  matchStatus: matches.status,
  bettable: matches.bettable,
  startTime: matches.startTime,
  marketTypeId: markets.marketTypeId,
  specifier: markets.specifier,
  marketName: markets.name,
  marketStatus: markets.status,
  customBetGroups: markets.customBetGroups,
  outcomeId: outcomes.outcomeId,
  outcomeName: outcomes.name,
  active: outcomes.active,
  odds: outcomes.odds,
  result: outcomes.result,
};

const lineColumns = {
  ...priceColumns,
  matchUrnId: matches.urnId,
  matchSlug: matches.slug,
  matchType: matches.type,
  matchName: matches.name,
  provider: matches.provider,
  sportKey: sports.key,
  sportName: sports.name,
  tournamentName: tournaments.name,
  categoryName: categories.name,
  homeName: home.name,
  awayName: away.name,
};

/** The rows of `execute` (postgres-js answers an array, PGlite an object with `rows`). */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** Distinct values, for `= any($1)` lists. */
const unique = <T>(values: T[]) => [...new Set(values)];

export class BettingRepository {
  constructor(private readonly q: DbOrTx) {}

  transaction<T>(work: (repository: BettingRepository) => Promise<T>): Promise<T> {
    return (this.q as AppDb).transaction((tx) => work(new BettingRepository(tx)));
  }

  /** Freebet reads and writes on this repository's connection (inside its transaction). */
  freebets(): FreebetRepository {
    return new FreebetRepository(this.q);
  }

  // ---- catalog reads -----------------------------------------------------------------------

  private lineQuery() {
    return this.q
      .select(lineColumns)
      .from(outcomes)
      .innerJoin(markets, eq(markets.id, outcomes.marketId))
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .innerJoin(categories, eq(categories.id, matches.categoryId))
      .leftJoin(home, eq(home.id, matches.homeCompetitorId))
      .leftJoin(away, eq(away.id, matches.awayCompetitorId));
  }

  /**
   * The catalog lines of the given keys (missing keys are simply absent). Placement's hot path:
   * a lean three-table query (planning a nine-table join costs more than running it), with the
   * names of the match (which never change) from a small per-process cache.
   */
  async findLines(keys: readonly LineKey[]): Promise<Map<string, CatalogLine>> {
    if (keys.length === 0) return new Map();
    const rows = await this.priceRows(keys);
    const names = await this.matchNames(unique(rows.map((row) => row.matchId)));
    const lines = new Map<string, CatalogLine>();
    for (const row of rows) {
      const name = names.get(row.matchId);
      if (name) lines.set(lineKey(row), { ...row, ...name } as CatalogLine);
    }
    return lines;
  }

  /**
   * What decides whether the given lines take a bet at which price now, as `priceStateOf`
   * strings by line key (missing lines are absent). The placement writer compares them with
   * the states a placement was validated against.
   */
  async priceStates(keys: readonly LineKey[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await this.priceRows(keys);
    return new Map(rows.map((row) => [lineKey(row), priceStateOf(row)]));
  }

  private priceRows(keys: readonly LineKey[]) {
    const matchIds = unique(keys.map((k) => k.matchId));
    return this.q
      .select(priceColumns)
      .from(outcomes)
      .innerJoin(markets, eq(markets.id, outcomes.marketId))
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .where(
        // The `= any` bounds let the planner start from the few matches' markets (unique index
        // on match, type, specifier) instead of scanning every outcome.
        sql`${markets.matchId} = any(${sql.param(matchIds)}::int[])
        and ${markets.marketTypeId} = any(${sql.param(unique(keys.map((k) => k.marketTypeId)))}::int[])
        and (${markets.matchId}, ${markets.marketTypeId}, ${markets.specifier}, ${outcomes.outcomeId}) in (
          select * from unnest(
            ${sql.param(keys.map((k) => k.matchId))}::int[],
            ${sql.param(keys.map((k) => k.marketTypeId))}::int[],
            ${sql.param(keys.map((k) => k.specifier))}::text[],
            ${sql.param(keys.map((k) => k.outcomeId))}::text[]))`,
      );
  }

  private async matchNames(matchIds: number[]): Promise<Map<number, MatchNames>> {
    const missing = matchIds.filter((id) => !matchNamesCache.has(id));
    if (missing.length > 0) {
      const rows = await this.q
        .select({ matchId: matches.id, ...nameColumns })
        .from(matches)
        .innerJoin(sports, eq(sports.id, matches.sportId))
        .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
        .innerJoin(categories, eq(categories.id, matches.categoryId))
        .leftJoin(home, eq(home.id, matches.homeCompetitorId))
        .leftJoin(away, eq(away.id, matches.awayCompetitorId))
        .where(sql`${matches.id} = any(${sql.param(missing)}::int[])`);
      if (matchNamesCache.size > 20_000) matchNamesCache.clear();
      for (const { matchId, ...names } of rows) matchNamesCache.set(matchId, names);
    }
    return new Map(
      matchIds.flatMap((id) => {
        const names = matchNamesCache.get(id);
        return names ? [[id, names] as const] : [];
      }),
    );
  }

  /** Every line of the given matches (bet builder, restore). */
  async findMatchLines(matchIds: readonly number[]): Promise<CatalogLine[]> {
    if (matchIds.length === 0) return [];
    const rows = await this.lineQuery()
      .where(sql`${markets.matchId} = any(${sql.param(unique([...matchIds]))}::int[])`)
      .orderBy(markets.priority, markets.marketTypeId, markets.specifier, outcomes.position);
    return rows as CatalogLine[];
  }

  // ---- accounts and ledger -----------------------------------------------------------------

  /** The player's accounts; balances (a sum over the ledger) only when asked, else 0. */
  async listAccounts(playerId: number, withBalances: boolean): Promise<AccountBalance[]> {
    const rows = await this.q
      .select({
        accountId: playerAccounts.id,
        currency: playerAccounts.currency,
        subunits: currencies.subunits,
        fiat: currencies.fiat,
        balance: withBalances
          ? sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0)::text from ${ledgerEntries} where ${ledgerEntries.accountId} = ${playerAccounts.id})`
          : sql<string>`'0'`,
      })
      .from(playerAccounts)
      .innerJoin(currencies, eq(currencies.code, playerAccounts.currency))
      .where(eq(playerAccounts.playerId, playerId));
    return rows.map((row) => ({ ...row, balance: BigInt(row.balance) }));
  }

  async listCurrencies() {
    return this.q.select().from(currencies);
  }

  /**
   * Locks the accounts (in id order, so two placements never deadlock) and answers their
   * balances as the ledger says after the lock: every wager committed before is counted.
   */
  /**
   * Locks the accounts (row locks, in id order) and answers each one's balance, the sum of its
   * ledger, and whether it is the player's active account. The sum is a second statement on
   * purpose: on PostgreSQL (read committed) a statement sees the data of when it started, so a
   * sum in the locking statement could miss what the transaction it waited for had written.
   */
  async lockAccounts(accountIds: readonly number[]): Promise<Map<number, LockedAccount>> {
    const ids = unique([...accountIds]).sort((a, b) => a - b);
    const locked = rowsOf<{ id: number; active: boolean }>(
      await this.q.execute(
        sql`select id, active from player_accounts where id = any(${sql.param(ids)}::int[]) order by id for update`,
      ),
    );
    const sums = await this.q
      .select({
        accountId: ledgerEntries.accountId,
        balance: sql<string>`sum(${ledgerEntries.amount})::text`,
      })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.accountId} = any(${sql.param(ids)}::int[])`)
      .groupBy(ledgerEntries.accountId);
    const balances = new Map(sums.map((row) => [row.accountId, BigInt(row.balance)]));
    return new Map(
      locked.map((row) => [
        Number(row.id),
        { balance: balances.get(Number(row.id)) ?? 0n, active: Boolean(row.active) },
      ]),
    );
  }

  /**
   * Of the given sessions, those still live at `now`: not revoked, not expired, their player not
   * locked (the placement writer's check of sessions read through the cache).
   */
  async liveSessions(ids: readonly string[], now: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = rowsOf<{ id: string }>(
      await this.q.execute(sql`
        select s.id from sessions s join players p on p.id = s.player_id
        where s.id = any(${sql.param(unique([...ids]))}::text[])
          and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
          and p.locked_at is null`),
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Appends a ledger entry; answers its id, or null when the key was used already. */
  async appendLedger(entry: {
    accountId: number;
    amount: bigint;
    kind: LedgerKind;
    reference: string;
    idempotencyKey: string;
  }): Promise<number | null> {
    const rows = await this.q
      .insert(ledgerEntries)
      .values(entry)
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning({ id: ledgerEntries.id });
    return rows[0]?.id ?? null;
  }

  // ---- placement -----------------------------------------------------------------------------

  async findRequest(playerId: number, key: string) {
    const [row] = await this.q
      .select({ id: betRequests.id, payloadHash: betRequests.payloadHash })
      .from(betRequests)
      .where(and(eq(betRequests.playerId, playerId), eq(betRequests.key, key)));
    return row ?? null;
  }

  /**
   * Claims the request keys of a batch of placements in one statement, in (player, key) order so
   * two batches never wait on each other's keys in a cycle. On PostgreSQL a claim of a key that
   * another open transaction holds waits here until that transaction ends. Answers, per
   * placement, its new request id, or null when the key is taken (by a committed placement).
   * Keys must be distinct within the batch.
   */
  async claimRequests(
    claims: readonly { playerId: number; key: string; payloadHash: string; createdAt: Date }[],
  ): Promise<(number | null)[]> {
    if (claims.length === 0) return [];
    const rows = rowsOf<{ id: string; player_id: number; key: string }>(
      await this.q.execute(sql`
        insert into bet_requests (player_id, key, payload_hash, created_at)
        select player_id, key, payload_hash, created_at
        from jsonb_to_recordset(${JSON.stringify(
          claims.map((c) => ({
            player_id: c.playerId,
            key: c.key,
            payload_hash: c.payloadHash,
            created_at: c.createdAt.toISOString(),
          })),
        )}::jsonb) as c(player_id int, key text, payload_hash text, created_at timestamptz)
        order by player_id, key
        on conflict (player_id, key) do nothing
        returning id::text, player_id, key`),
    );
    const ids = new Map(rows.map((row) => [`${row.player_id}|${row.key}`, Number(row.id)]));
    return claims.map((c) => ids.get(`${c.playerId}|${c.key}`) ?? null);
  }

  /** Frees keys claimed in this transaction by placements that were then refused. */
  async releaseRequests(requestIds: readonly number[]): Promise<void> {
    await this.q.execute(
      sql`delete from bet_requests where id = any(${sql.param([...requestIds])}::bigint[])`,
    );
  }

  async insertBet(
    playerId: number,
    requestId: number,
    bet: NewBet,
    now: Date,
  ): Promise<{ id: number; selectionIds: number[] }> {
    const [row] = await this.q
      .insert(bets)
      .values({
        playerId,
        accountId: bet.accountId,
        requestId,
        requestIndex: bet.requestIndex,
        currency: bet.currency,
        type: bet.type,
        status: 'waiting_results',
        stake: bet.stake,
        placedStake: bet.stake,
        odds: bet.odds,
        customOdds: bet.customOdds,
        systemWinCount: bet.systemWinCount,
        systemSize: bet.systemSize,
        quick: bet.quick,
        deviceId: bet.deviceId,
        createdAt: now,
      })
      .returning({ id: bets.id });
    const id = (row as { id: number }).id;
    const selectionRows = await this.q
      .insert(betSelections)
      .values(
        bet.selections.map((selection, position) => ({
          betId: id,
          position,
          matchId: selection.matchId,
          marketTypeId: selection.marketTypeId,
          specifier: selection.specifier,
          outcomeId: selection.outcomeId,
          marketName: selection.marketName,
          outcomeName: selection.outcomeName,
          odds: selection.odds,
        })),
      )
      .returning({ id: betSelections.id, position: betSelections.position });
    const selectionIds = selectionRows.sort((a, b) => a.position - b.position).map((r) => r.id);
    return { id, selectionIds };
  }

  /**
   * Writes the bets of a batch of placements in one statement: the bets, their selections, one
   * `wager` ledger entry per bet (key `bet:<id>:wager`) and a `placed` event pointing at it.
   * Call it inside the placement transaction, after the key claims, the account lock and the
   * balance checks. Answers, per placement and in request order, each bet's id and selection ids.
   */
  async insertPlacements(
    placements: readonly {
      requestId: number;
      placement: {
        playerId: number;
        createdAt: Date;
        bets: readonly NewBet[];
        eventData: readonly Record<string, unknown>[];
      };
    }[],
  ): Promise<{ id: number; selectionIds: number[] }[][]> {
    const input = placements.flatMap(({ requestId, placement }) =>
      placement.bets.map((bet, i) => ({
        player_id: placement.playerId,
        request_id: requestId,
        created_at: placement.createdAt.toISOString(),
        request_index: bet.requestIndex,
        account_id: bet.accountId,
        currency: bet.currency,
        type: bet.type,
        stake: bet.stake.toString(),
        total_stake: bet.totalStake.toString(),
        debit: bet.debit.toString(),
        odds: bet.odds,
        custom_odds: bet.customOdds,
        system_win_count: bet.systemWinCount,
        system_size: bet.systemSize,
        quick: bet.quick,
        device_id: bet.deviceId,
        event_data: placement.eventData[i] ?? {},
        selections: bet.selections.map((s, position) => ({
          position,
          match_id: s.matchId,
          market_type_id: s.marketTypeId,
          specifier: s.specifier,
          outcome_id: s.outcomeId,
          market_name: s.marketName,
          outcome_name: s.outcomeName,
          odds: s.odds,
        })),
      })),
    );
    const rows = rowsOf<{
      id: string;
      request_id: string;
      request_index: number;
      selection_ids: string[] | string;
    }>(
      await this.q.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
          player_id int, request_id bigint, created_at timestamptz, request_index smallint,
          account_id int, currency text, type text, stake bigint, total_stake bigint, debit bigint,
          odds numeric, custom_odds numeric, system_win_count smallint, system_size smallint,
          quick boolean, device_id text, event_data jsonb, selections jsonb)
      ),
      new_bets as (
        insert into bets (player_id, account_id, request_id, request_index, currency, type, status,
          stake, placed_stake, odds, custom_odds, system_win_count, system_size, quick, device_id,
          created_at)
        select player_id, account_id, request_id, request_index, currency, type,
          'waiting_results', stake, stake, odds, custom_odds, system_win_count, system_size, quick,
          device_id, created_at
        from input order by request_id, request_index
        returning id, request_id, request_index, account_id
      ),
      new_selections as (
        insert into bet_selections (bet_id, position, match_id, market_type_id, specifier,
          outcome_id, market_name, outcome_name, odds)
        select b.id, s.position, s.match_id, s.market_type_id, s.specifier, s.outcome_id,
          s.market_name, s.outcome_name, s.odds
        from new_bets b
        join input i on i.request_id = b.request_id and i.request_index = b.request_index
        cross join lateral jsonb_to_recordset(i.selections) as s(position smallint, match_id int,
          market_type_id int, specifier text, outcome_id text, market_name text,
          outcome_name text, odds numeric)
        returning id, bet_id, position
      ),
      new_ledger as (
        insert into ledger_entries (account_id, amount, kind, reference, idempotency_key)
        select b.account_id, -i.debit, 'wager', 'bet:' || b.id, 'bet:' || b.id || ':wager'
        from new_bets b
        join input i on i.request_id = b.request_id and i.request_index = b.request_index
        returning id, reference
      ),
      new_events as (
        insert into bet_events (bet_id, kind, cause, data, ledger_entry_id, created_at)
        select b.id, 'placed', 'player', i.event_data, l.id, i.created_at
        from new_bets b
        join input i on i.request_id = b.request_id and i.request_index = b.request_index
        join new_ledger l on l.reference = 'bet:' || b.id
        returning id
      ),
      selection_ids as (
        select bet_id, json_agg(id::text order by position) as ids
        from new_selections group by bet_id
      )
      select b.id::text as id, b.request_id::text as request_id, b.request_index,
        s.ids as selection_ids, (select count(*) from new_events) as events
      from new_bets b join selection_ids s on s.bet_id = b.id
      order by b.request_id, b.request_index`),
    );
    const byRequest = new Map<number, { id: number; selectionIds: number[] }[]>();
    for (const row of rows) {
      const ids =
        typeof row.selection_ids === 'string' ? JSON.parse(row.selection_ids) : row.selection_ids;
      const list = byRequest.get(Number(row.request_id)) ?? [];
      list.push({ id: Number(row.id), selectionIds: (ids as string[]).map(Number) });
      byRequest.set(Number(row.request_id), list);
    }
    return placements.map(({ requestId }) => byRequest.get(requestId) ?? []);
  }

  async insertEvent(event: {
    betId: number;
    kind: string;
    cause: string;
    data?: Record<string, unknown>;
    ledgerEntryId?: number | null;
    createdAt: Date;
  }): Promise<void> {
    await this.q.insert(betEvents).values({ ...event, data: event.data ?? {} });
  }

  // ---- reads ---------------------------------------------------------------------------------

  async betsOfRequest(requestId: number): Promise<BetRow[]> {
    return this.q
      .select(betColumns)
      .from(bets)
      .where(eq(bets.requestId, requestId))
      .orderBy(bets.requestIndex) as Promise<BetRow[]>;
  }

  async findBet(playerId: number, betId: number, lock = false): Promise<BetRow | null> {
    const query = this.q
      .select(betColumns)
      .from(bets)
      .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
    const [row] = lock ? await query.for('update') : await query;
    return (row as BetRow | undefined) ?? null;
  }

  async lockBet(betId: number): Promise<BetRow | null> {
    const [row] = await this.q
      .select(betColumns)
      .from(bets)
      .where(eq(bets.id, betId))
      .for('update');
    return (row as BetRow | undefined) ?? null;
  }

  async listBets(
    playerId: number,
    filter: { statuses: readonly string[]; results: readonly string[] | null },
    page: number,
    limit: number,
  ): Promise<{ rows: BetRow[]; total: number }> {
    const where = and(
      eq(bets.playerId, playerId),
      inArray(bets.status, [...filter.statuses] as BetRowStatus[]),
      filter.results === null ? undefined : inArray(bets.result, [...filter.results]),
    );
    const [rows, [count]] = await Promise.all([
      this.q
        .select(betColumns)
        .from(bets)
        .where(where)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.q
        .select({ total: sql<number>`count(*)::int` })
        .from(bets)
        .where(where),
    ]);
    return { rows: rows as BetRow[], total: count?.total ?? 0 };
  }

  async selectionsOf(betIds: readonly number[]): Promise<SelectionRow[]> {
    if (betIds.length === 0) return [];
    return this.q
      .select(selectionColumns)
      .from(betSelections)
      .where(sql`${betSelections.betId} = any(${sql.param(unique([...betIds]))}::bigint[])`)
      .orderBy(betSelections.betId, betSelections.position) as Promise<SelectionRow[]>;
  }

  async eventsOf(betId: number) {
    return this.q.select().from(betEvents).where(eq(betEvents.betId, betId)).orderBy(betEvents.id);
  }

  // ---- settlement and cash-out ---------------------------------------------------------------

  /**
   * Open selections whose line now has a result or is cancelled, with what settles them: the
   * outcome's result, or `cancelled` for a cancelled market (status -4) or a vanished outcome.
   */
  async resultedOpenSelections(
    limit: number,
  ): Promise<{ selectionId: number; betId: number; status: string }[]> {
    const rows = await this.q
      .select({
        selectionId: betSelections.id,
        betId: betSelections.betId,
        result: outcomes.result,
        marketStatus: markets.status,
      })
      .from(betSelections)
      .innerJoin(bets, eq(bets.id, betSelections.betId))
      .innerJoin(
        markets,
        and(
          eq(markets.matchId, betSelections.matchId),
          eq(markets.marketTypeId, betSelections.marketTypeId),
          eq(markets.specifier, betSelections.specifier),
        ),
      )
      .innerJoin(
        outcomes,
        and(eq(outcomes.marketId, markets.id), eq(outcomes.outcomeId, betSelections.outcomeId)),
      )
      .where(
        and(
          eq(betSelections.status, 'open'),
          eq(bets.status, 'waiting_results'),
          sql`(${outcomes.result} is not null or ${markets.status} = -4)`,
        ),
      )
      .limit(limit);
    return rows.map((row) => ({
      selectionId: row.selectionId,
      betId: row.betId,
      status: row.result ?? 'cancelled',
    }));
  }

  async setSelectionStatus(selectionId: number, status: string, now: Date): Promise<boolean> {
    const rows = await this.q
      .update(betSelections)
      .set({ status, settledAt: now })
      .where(and(eq(betSelections.id, selectionId), eq(betSelections.status, 'open')))
      .returning({ id: betSelections.id });
    return rows.length > 0;
  }

  async updateBet(
    betId: number,
    set: Partial<{
      status: BetRowStatus;
      result: string;
      stake: bigint;
      winAmount: bigint | null;
      cashedOutAmount: bigint;
      autoCashoutTarget: bigint | null;
      settledAt: Date | null;
    }>,
  ): Promise<void> {
    await this.q.update(bets).set(set).where(eq(bets.id, betId));
  }

  /** Open bets with a selection on one of the given match ids. */
  async openBetIdsOnMatches(matchIds: readonly number[], onlyAutoCashout: boolean) {
    if (matchIds.length === 0) return [];
    const rows = await this.q
      .selectDistinct({ id: bets.id, playerId: bets.playerId })
      .from(bets)
      .innerJoin(betSelections, eq(betSelections.betId, bets.id))
      .where(
        and(
          eq(bets.status, 'waiting_results'),
          sql`${betSelections.matchId} = any(${sql.param(unique([...matchIds]))}::int[])`,
          onlyAutoCashout ? sql`${bets.autoCashoutTarget} is not null` : undefined,
        ),
      );
    return rows;
  }

  async matchIdsByUrn(urns: readonly string[]): Promise<number[]> {
    if (urns.length === 0) return [];
    const rows = await this.q
      .select({ id: matches.id })
      .from(matches)
      .where(sql`${matches.urnId} = any(${sql.param(unique([...urns]))}::text[])`);
    return rows.map((r) => r.id);
  }

  async matchUrn(matchId: number): Promise<string | null> {
    const [row] = await this.q
      .select({ urn: matches.urnId })
      .from(matches)
      .where(eq(matches.id, matchId));
    return row?.urn ?? null;
  }

  // ---- share codes ---------------------------------------------------------------------------

  async insertShareCode(code: string, playerId: number, data: unknown[], now: Date) {
    const rows = await this.q
      .insert(shareCodes)
      .values({ code, playerId, bets: data, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: shareCodes.code });
    return rows.length > 0;
  }

  async findShareCode(code: string): Promise<unknown[] | null> {
    const [row] = await this.q
      .select({ bets: shareCodes.bets })
      .from(shareCodes)
      .where(eq(shareCodes.code, code));
    return row?.bets ?? null;
  }
}
