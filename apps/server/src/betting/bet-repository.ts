// Bets with their placement request keys, their selections and events (tables bets,
// bet_selections, bet_events), and the `wager` ledger entries written with them.
import { MARKET_STATUS } from '@sportsbook/domain';
import { type SQL, and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fixedStatement } from '../db/fixed-statement';
import { betEvents, betSelections, bets, markets, matches, outcomes, sports } from '../db/schema';
import type { BetRowStatus } from '../db/schema';
import type { BetSort } from '@sportsbook/contract';
import type { LineKey } from '../shared/catalog-line';
import { rowsOf, unique } from './sql-rows';

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

/**
 * Which of a batch's request keys a committed placement took (`takenKeys`). One index probe per
 * key (`bets_request_key`): a lateral lookup, so the planner never answers the batch with a scan
 * of every bet.
 */
const TAKEN_KEYS = fixedStatement<{ playerIds: number[]; keys: string[] }>(
  (value) => sql`
    select k.player_id, k.request_key
    from unnest(${value('playerIds')}::int[], ${value('keys')}::text[]) as k(player_id, request_key)
    cross join lateral (select 1 from bets b where b.player_id = k.player_id
      and b.request_key = k.request_key and b.request_index = 0 limit 1) taken`,
);

/** A batch's bets, selections and `wager` entries in one statement (`insertPlacements`). */
const INSERT_PLACEMENTS = fixedStatement<{ input: string }>(
  (value) => sql`
    with input as (
      select * from jsonb_to_recordset(${value('input')}::jsonb) as x(
        player_id int, request_key text, payload_hash text, created_at timestamptz,
        request_index smallint, account_id int, currency text, type text, stake bigint,
        debit bigint, odds numeric, custom_odds numeric, system_win_count smallint,
        system_size smallint, quick boolean, device_id text, selections jsonb)
    ),
    new_bets as (
      insert into bets (player_id, account_id, request_key, payload_hash, request_index,
        currency, type, status, stake, placed_stake, odds, custom_odds, system_win_count,
        system_size, quick, device_id, created_at)
      select player_id, account_id, request_key, payload_hash, request_index, currency, type,
        'waiting_results', stake, stake, odds, custom_odds, system_win_count, system_size, quick,
        device_id, created_at
      from input order by player_id, request_key, request_index
      returning id, player_id, request_key, request_index, account_id
    ),
    new_selections as (
      insert into bet_selections (bet_id, position, match_id, market_type_id, specifier,
        outcome_id, market_name, outcome_name, odds)
      select b.id, s.position, s.match_id, s.market_type_id, s.specifier, s.outcome_id,
        s.market_name, s.outcome_name, s.odds
      from new_bets b
      join input i on i.player_id = b.player_id and i.request_key = b.request_key
        and i.request_index = b.request_index
      cross join lateral jsonb_to_recordset(i.selections) as s(position smallint, match_id int,
        market_type_id int, specifier text, outcome_id text, market_name text,
        outcome_name text, odds numeric)
      returning id, bet_id, position
    ),
    new_ledger as (
      insert into ledger_entries (account_id, amount, kind, reference, idempotency_key, created_at)
      select b.account_id, -i.debit, 'wager', 'bet:' || b.id, 'bet:' || b.id || ':wager',
        i.created_at
      from new_bets b
      join input i on i.player_id = b.player_id and i.request_key = b.request_key
        and i.request_index = b.request_index
    ),
    selection_ids as (
      select bet_id, json_agg(id::text order by position) as ids
      from new_selections group by bet_id
    )
    select b.id::text as id, b.player_id, b.request_key, s.ids as selection_ids
    from new_bets b join selection_ids s on s.bet_id = b.id
    order by b.player_id, b.request_key, b.request_index`,
);

export class BetRepository {
  constructor(protected readonly q: DbOrTx) {}

  // ---- placement -----------------------------------------------------------------------------

  /**
   * The placement request that took this key (its bets carry it, decision 0064): its payload
   * hash, or null when no bet has the key.
   */
  async findRequest(playerId: number, key: string) {
    const [row] = await this.q
      .select({ payloadHash: bets.payloadHash })
      .from(bets)
      .where(and(eq(bets.playerId, playerId), eq(bets.requestKey, key), eq(bets.requestIndex, 0)));
    return row ? { playerId, key, payloadHash: row.payloadHash } : null;
  }

  /**
   * Which of a batch's request keys a committed placement took, in one statement (a request's
   * bet at position 0 holds its key). A key another open transaction is writing is not seen
   * here: that placement's insert then waits for it on `bets_request_key` and fails if it
   * committed, and the writer tries its placements again on their own (`PlacementWriter`).
   */
  async takenKeys(claims: readonly { playerId: number; key: string }[]): Promise<boolean[]> {
    if (claims.length === 0) return [];
    const playerIds: number[] = [];
    const keys: string[] = [];
    for (const claim of claims) {
      playerIds.push(claim.playerId);
      keys.push(claim.key);
    }
    const rows = rowsOf<{ player_id: number; request_key: string }>(
      await TAKEN_KEYS.run(this.q, { playerIds, keys }),
    );
    const taken = new Set(rows.map((row) => `${row.player_id}|${row.request_key}`));
    return claims.map((c) => taken.has(`${c.playerId}|${c.key}`));
  }

  /**
   * Writes the bets of a batch of placements in one statement: the bets (each with its request's
   * key and payload hash), their selections and one `wager` ledger entry per bet (key
   * `bet:<id>:wager`). The bet row is the record of its placement (decision 0064): no `placed`
   * event is written; `bet_events` holds what changes a bet afterwards. Call it inside the
   * placement transaction, after the key check, the account lock and the balance checks. A key
   * another transaction committed meanwhile fails the statement (`bets_request_key`). Answers,
   * per placement and in request order, each bet's id and selection ids.
   */
  async insertPlacements(
    placements: readonly {
      playerId: number;
      key: string;
      payloadHash: string;
      createdAt: Date;
      bets: readonly NewBet[];
    }[],
  ): Promise<{ id: number; selectionIds: number[] }[][]> {
    const input = placements.flatMap((placement) =>
      placement.bets.map((bet) => ({
        player_id: placement.playerId,
        request_key: placement.key,
        payload_hash: placement.payloadHash,
        created_at: placement.createdAt.toISOString(),
        request_index: bet.requestIndex,
        account_id: bet.accountId,
        currency: bet.currency,
        type: bet.type,
        stake: bet.stake.toString(),
        debit: bet.debit.toString(),
        odds: bet.odds,
        custom_odds: bet.customOdds,
        system_win_count: bet.systemWinCount,
        system_size: bet.systemSize,
        quick: bet.quick,
        device_id: bet.deviceId,
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
      player_id: number;
      request_key: string;
      selection_ids: string[] | string;
    }>(await INSERT_PLACEMENTS.run(this.q, { input: JSON.stringify(input) }));
    const byRequest = new Map<string, { id: number; selectionIds: number[] }[]>();
    for (const row of rows) {
      const ids =
        typeof row.selection_ids === 'string' ? JSON.parse(row.selection_ids) : row.selection_ids;
      const request = `${row.player_id}|${row.request_key}`;
      const list = byRequest.get(request) ?? [];
      list.push({ id: Number(row.id), selectionIds: (ids as string[]).map(Number) });
      byRequest.set(request, list);
    }
    return placements.map((p) => byRequest.get(`${p.playerId}|${p.key}`) ?? []);
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

  /** The bets of the placement request that took this key, in request order. */
  async betsOfRequest(playerId: number, key: string): Promise<BetRow[]> {
    return this.q
      .select(betColumns)
      .from(bets)
      .where(and(eq(bets.playerId, playerId), eq(bets.requestKey, key)))
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

  /**
   * A page of the player's bets under the history's filters (decision 0040). The player's bets
   * are read through `bets_player_created_idx`; the sport and bettable filters look at the
   * bet's selections (`bet_selections_bet_position`) and their matches.
   */
  async listBets(
    playerId: number,
    filter: BetListFilter,
    page: number,
    limit: number,
  ): Promise<{ rows: BetRow[]; total: number }> {
    const where = and(
      eq(bets.playerId, playerId),
      inArray(bets.status, [...filter.statuses] as BetRowStatus[]),
      filter.results === null ? undefined : inArray(bets.result, [...filter.results]),
      filter.placedFrom ? gte(bets.createdAt, filter.placedFrom) : undefined,
      filter.placedBefore ? lt(bets.createdAt, filter.placedBefore) : undefined,
      filter.sport === undefined
        ? undefined
        : sql`exists (select 1 from ${betSelections}
            join ${matches} on ${matches.id} = ${betSelections.matchId}
            join ${sports} on ${sports.id} = ${matches.sportId}
            where ${betSelections.betId} = ${OUTER_BET_ID} and ${sports.key} = ${filter.sport})`,
      filter.bettable === undefined ? undefined : this.bettableWhere(filter),
    );
    const [rows, [count]] = await Promise.all([
      this.q
        .select(betColumns)
        .from(bets)
        .where(where)
        .orderBy(...BET_ORDERS[filter.sortBy])
        .limit(limit)
        .offset((page - 1) * limit),
      this.q
        .select({ total: sql<number>`count(*)::int` })
        .from(bets)
        .where(where),
    ]);
    return { rows: rows as BetRow[], total: count?.total ?? 0 };
  }

  /** Some selection's match takes bets now (an inactive provider's matches do not), or none. */
  private bettableWhere(filter: BetListFilter): SQL {
    const inactive = filter.inactiveProviders;
    const takesBets = sql`exists (select 1 from ${betSelections}
      join ${matches} on ${matches.id} = ${betSelections.matchId}
      where ${betSelections.betId} = ${OUTER_BET_ID} and ${matches.bettable}
      ${inactive.length === 0 ? sql`` : sql`and not (${matches.provider} = any(${sql.param(inactive)}::text[]))`})`;
    return filter.bettable ? takesBets : sql`not ${takesBets}`;
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
          sql`(${outcomes.result} is not null or ${markets.status} = ${sql.raw(String(MARKET_STATUS.cancelled))})`,
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
}

/**
 * The listed bet's id inside a subquery: drizzle leaves columns of a one-table select unqualified,
 * and an unqualified `id` there would name the subquery's own table.
 */
const OUTER_BET_ID = sql.raw('"bets"."id"');

/** The history's filters as the repository applies them (all combine with AND). */
export interface BetListFilter {
  statuses: readonly string[];
  /** Results kept, or null for any. */
  results: readonly string[] | null;
  /** Placed at or after this instant. */
  placedFrom?: Date;
  /** Placed before this instant. */
  placedBefore?: Date;
  /** A sport key: some selection is in that sport. */
  sport?: string;
  /** True: some selection's match takes bets now; false: none does. */
  bettable?: boolean;
  /** Providers switched off: their matches take no bets. */
  inactiveProviders: readonly string[];
  sortBy: BetSort;
}

/** Each order ends on the id, so pages never repeat or skip a bet. */
const BET_ORDERS: Record<BetSort, SQL[]> = {
  newest: [desc(bets.createdAt), desc(bets.id)],
  oldest: [asc(bets.createdAt), asc(bets.id)],
  stake: [desc(bets.placedStake), desc(bets.createdAt), desc(bets.id)],
  odds: [desc(bets.odds), desc(bets.createdAt), desc(bets.id)],
  payout: [sql`coalesce(${bets.winAmount}, 0) desc`, desc(bets.createdAt), desc(bets.id)],
};
