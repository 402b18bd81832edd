// Persists what the simulated feed produces. The only file of the feed runner that touches the
// ORM. Writes are batched upserts keyed by the feed's URNs, so persisting the same snapshot twice
// (a restart on an existing data folder) leaves one row per entity.
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { and, getTableColumns, inArray, not, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb, DbOrTx } from '../db/client';
import { anyOf } from '../db/sql-helpers';
import { categories, competitors, markets, matches, sports, tournaments } from '../db/schema';
import type {
  FeedCategory,
  FeedChanges,
  FeedCompetitor,
  FeedMarket,
  FeedMatch,
  FeedSnapshot,
  FeedSport,
  FeedTournament,
} from '../feed/feed-model';

/** How many rows go into one INSERT: PostgreSQL caps a statement at 65,535 parameters. */
const MAX_PARAMS_PER_STATEMENT = 30_000;

/** What one write did, for logs and tests. */
export interface PersistSummary {
  sports: number;
  categories: number;
  tournaments: number;
  competitors: number;
  matches: number;
  markets: number;
  outcomes: number;
  /** Items whose parent (league, category, match) is unknown and were left out. */
  skipped: string[];
  /** Unfinished matches of an earlier run that the fresh snapshot no longer has. */
  closedOrphans: number;
}

const emptySummary = (): PersistSummary => ({
  sports: 0,
  categories: 0,
  tournaments: 0,
  competitors: 0,
  matches: 0,
  markets: 0,
  outcomes: 0,
  skipped: [],
  closedOrphans: 0,
});

/** `set` clause of an upsert that takes every listed column from the proposed row. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set: Record<string, unknown> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  set['updatedAt'] = sql`now()`;
  return set;
}

function sliceRows<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Batches of a multi-row INSERT that stay under the parameter cap. */
const chunks = <T>(rows: readonly T[], columnsPerRow: number): T[][] =>
  sliceRows(rows, Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columnsPerRow)));

/** Rows per `unnest` statement: bounds the size of one statement's parameters. */
const UNNEST_BATCH = 20_000;

/** One column of an `unnest` insert: a single array parameter. */
const column = (values: unknown[]) => sql.param(values);

/**
 * Boolean and numeric columns travel as text arrays and are cast on the server: postgres-js
 * types a JS array of booleans as a scalar `bool` parameter and cannot serialise `numeric[]`.
 */
const boolColumn = (values: boolean[]) =>
  sql`${sql.param(values.map((v) => (v ? 'true' : 'false')))}::text[]::bool[]`;
const numericColumn = (values: string[]) => sql`${sql.param(values)}::text[]::numeric[]`;

/**
 * A text[] value as PostgreSQL array literal text (`{"main","totals"}`): `unnest` flattens
 * nested arrays, so array columns travel as literals and are cast back per row.
 */
export const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** One row per key, the last one winning: an upsert may not touch the same row twice. */
function lastByKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  const map = new Map<string, T>();
  for (const item of items) map.set(key(item), item);
  return [...map.values()];
}

const marketKey = (matchId: number, marketTypeId: number, specifier: string) =>
  `${matchId}|${marketTypeId}|${specifier}`;

/** Odds as exact numeric text with three decimals (the column is numeric(12,3)). */
export const oddsText = (odds: number): string => odds.toFixed(3);

interface TournamentRef {
  id: number;
  sportId: number;
  categoryId: number;
}

export class FeedRepository {
  constructor(private readonly db: AppDb) {}

  /** True once a catalog has been written (the first start of a fresh data folder says false). */
  async hasCatalog(): Promise<boolean> {
    const rows = await this.db.select({ id: sports.id }).from(sports).limit(1);
    return rows.length > 0;
  }

  /** Writes a whole snapshot in one transaction, upserting by URN. */
  async persistSnapshot(snapshot: FeedSnapshot): Promise<PersistSummary> {
    const written = await this.db.transaction(async (tx) => {
      const summary = emptySummary();
      await this.upsertSports(tx, snapshot.sports, summary);
      await this.upsertCategories(tx, snapshot.categories, summary);
      await this.writeEvents(
        tx,
        {
          tournaments: snapshot.tournaments,
          competitors: snapshot.competitors,
          matches: snapshot.matches,
          markets: snapshot.markets,
        },
        summary,
      );
      summary.closedOrphans = await this.closeOrphans(
        tx,
        snapshot.matches.map((match) => match.urnId),
      );
      return summary;
    });
    // A bulk load leaves the planner without statistics; without them it scans whole tables
    // for the `= any($1)` lookups of the list queries.
    await this.db.execute(
      sql`analyze sports, categories, tournaments, competitors, matches, markets, outcomes`,
    );
    return written;
  }

  /** Writes one tick of changes in one transaction. */
  persistChanges(changes: FeedChanges): Promise<PersistSummary> {
    return this.db.transaction(async (tx) => {
      const summary = emptySummary();
      await this.writeEvents(tx, changes, summary);
      return summary;
    });
  }

  private async writeEvents(
    tx: DbOrTx,
    items: Pick<FeedChanges, 'tournaments' | 'competitors' | 'matches' | 'markets'>,
    summary: PersistSummary,
  ): Promise<void> {
    const fromMatches = items.matches.flatMap((match) =>
      [match.home, match.away].filter((c): c is FeedCompetitor => c !== null),
    );
    const competitorIds = await this.upsertCompetitors(
      tx,
      [...items.competitors, ...fromMatches],
      summary,
    );
    const tournamentRefs = await this.upsertTournaments(tx, items.tournaments, summary);
    const matchIds = await this.upsertMatches(
      tx,
      items.matches,
      tournamentRefs,
      competitorIds,
      summary,
    );
    await this.upsertMarkets(tx, items.markets, matchIds, summary);
  }

  private async upsertSports(tx: DbOrTx, items: FeedSport[], summary: PersistSummary) {
    const rows = lastByKey(items, (s) => s.urnId).map((s) => ({
      urnId: s.urnId,
      key: s.key,
      name: s.name,
      priority: s.priority,
      type: s.type,
      provider: s.provider,
    }));
    for (const batch of chunks(rows, 6)) {
      await tx
        .insert(sports)
        .values(batch)
        .onConflictDoUpdate({
          target: sports.urnId,
          set: fromExcluded(sports, ['key', 'name', 'priority', 'type', 'provider']),
        });
    }
    summary.sports += rows.length;
  }

  private async sportIdsByKey(tx: DbOrTx): Promise<Map<string, number>> {
    const rows = await tx.select({ id: sports.id, key: sports.key }).from(sports);
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  private async upsertCategories(tx: DbOrTx, items: FeedCategory[], summary: PersistSummary) {
    const sportIds = await this.sportIdsByKey(tx);
    const rows = [];
    for (const c of lastByKey(items, (c) => `${c.sportKey}|${c.slug}`)) {
      const sportId = sportIds.get(c.sportKey);
      if (sportId === undefined) {
        summary.skipped.push(`category ${c.sportKey}/${c.slug}: unknown sport`);
        continue;
      }
      rows.push({
        sportId,
        slug: c.slug,
        name: c.name,
        priority: c.priority,
        countryCode: c.countryCode,
      });
    }
    for (const batch of chunks(rows, 5)) {
      await tx
        .insert(categories)
        .values(batch)
        .onConflictDoUpdate({
          target: [categories.sportId, categories.slug],
          set: fromExcluded(categories, ['name', 'priority', 'countryCode']),
        });
    }
    summary.categories += rows.length;
  }

  private async upsertCompetitors(
    tx: DbOrTx,
    items: FeedCompetitor[],
    summary: PersistSummary,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const rows = lastByKey(items, (c) => c.urnId).map((c) => ({
      urnId: c.urnId,
      name: c.name,
      abbreviation: c.abbreviation,
      logo: c.logo,
    }));
    for (const batch of chunks(rows, 4)) {
      const written = await tx
        .insert(competitors)
        .values(batch)
        .onConflictDoUpdate({
          target: competitors.urnId,
          set: fromExcluded(competitors, ['name', 'abbreviation', 'logo']),
        })
        .returning({ id: competitors.id, urnId: competitors.urnId });
      for (const row of written) ids.set(row.urnId, row.id);
    }
    summary.competitors += rows.length;
    return ids;
  }

  private async upsertTournaments(
    tx: DbOrTx,
    items: FeedTournament[],
    summary: PersistSummary,
  ): Promise<Map<string, TournamentRef>> {
    const refs = new Map<string, TournamentRef>();
    if (items.length === 0) return refs;
    const sportIds = await this.sportIdsByKey(tx);
    const categoryRows = await tx
      .select({ id: categories.id, sportId: categories.sportId, slug: categories.slug })
      .from(categories);
    const categoryIds = new Map(categoryRows.map((c) => [`${c.sportId}|${c.slug}`, c.id]));

    const rows = [];
    for (const t of lastByKey(items, (t) => t.urnId)) {
      const sportId = sportIds.get(t.sportKey);
      const categoryId =
        sportId === undefined ? undefined : categoryIds.get(`${sportId}|${t.categorySlug}`);
      if (sportId === undefined || categoryId === undefined) {
        summary.skipped.push(`tournament ${t.urnId}: unknown sport or category`);
        continue;
      }
      rows.push({
        urnId: t.urnId,
        slug: t.slug,
        name: t.name,
        sportId,
        categoryId,
        priority: t.priority,
        isTop: t.isTop,
        state: t.state,
      });
    }
    for (const batch of chunks(rows, 8)) {
      const written = await tx
        .insert(tournaments)
        .values(batch)
        .onConflictDoUpdate({
          target: tournaments.urnId,
          set: fromExcluded(tournaments, [
            'slug',
            'name',
            'sportId',
            'categoryId',
            'priority',
            'isTop',
            'state',
          ]),
        })
        .returning({
          id: tournaments.id,
          urnId: tournaments.urnId,
          sportId: tournaments.sportId,
          categoryId: tournaments.categoryId,
        });
      for (const row of written) refs.set(row.urnId, row);
    }
    summary.tournaments += rows.length;
    return refs;
  }

  private async upsertMatches(
    tx: DbOrTx,
    items: FeedMatch[],
    knownTournaments: Map<string, TournamentRef>,
    knownCompetitors: Map<string, number>,
    summary: PersistSummary,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    if (items.length === 0) return ids;
    const list = lastByKey(items, (m) => m.urnId);

    const missingTournaments = [
      ...new Set(list.map((m) => m.tournamentUrnId).filter((urn) => !knownTournaments.has(urn))),
    ];
    if (missingTournaments.length > 0) {
      const found = await tx
        .select({
          id: tournaments.id,
          urnId: tournaments.urnId,
          sportId: tournaments.sportId,
          categoryId: tournaments.categoryId,
        })
        .from(tournaments)
        .where(anyOf(tournaments.urnId, missingTournaments, 'text'));
      for (const row of found) knownTournaments.set(row.urnId, row);
    }

    const rows = [];
    for (const m of list) {
      const tournament = knownTournaments.get(m.tournamentUrnId);
      if (!tournament) {
        summary.skipped.push(`match ${m.urnId}: unknown tournament ${m.tournamentUrnId}`);
        continue;
      }
      rows.push({
        urnId: m.urnId,
        slug: m.slug,
        type: m.type,
        name: m.name,
        tournamentId: tournament.id,
        sportId: tournament.sportId,
        categoryId: tournament.categoryId,
        homeCompetitorId: m.home ? (knownCompetitors.get(m.home.urnId) ?? null) : null,
        awayCompetitorId: m.away ? (knownCompetitors.get(m.away.urnId) ?? null) : null,
        stadium: m.stadium,
        city: m.city,
        status: m.status,
        stage: m.stage,
        startTime: m.startTime,
        endDate: m.endDate,
        statistics: m.statistics,
        hasVideo: m.hasVideo,
        provider: m.provider,
        isProviderStatsAvailable: m.isProviderStatsAvailable,
        bettable: m.bettable,
        popularity: m.popularity,
      });
    }
    for (const batch of chunks(rows, 21)) {
      const written = await tx
        .insert(matches)
        .values(batch)
        .onConflictDoUpdate({
          target: matches.urnId,
          set: fromExcluded(matches, [
            'slug',
            'type',
            'name',
            'tournamentId',
            'sportId',
            'categoryId',
            'homeCompetitorId',
            'awayCompetitorId',
            'stadium',
            'city',
            'status',
            'stage',
            'startTime',
            'endDate',
            'statistics',
            'hasVideo',
            'provider',
            'isProviderStatsAvailable',
            'bettable',
            'popularity',
          ]),
        })
        .returning({ id: matches.id, urnId: matches.urnId });
      for (const row of written) ids.set(row.urnId, row.id);
    }
    summary.matches += rows.length;
    return ids;
  }

  /**
   * Markets and outcomes are the bulk of every write (tens of thousands of lines), so they go
   * in as column arrays through `unnest`: one parameter per column whatever the row count, and
   * rows whose values did not change are left untouched (`is distinct from`).
   */
  private async upsertMarkets(
    tx: DbOrTx,
    items: FeedMarket[],
    knownMatches: Map<string, number>,
    summary: PersistSummary,
  ): Promise<void> {
    if (items.length === 0) return;
    const missing = [
      ...new Set(items.map((m) => m.matchUrnId).filter((urn) => !knownMatches.has(urn))),
    ];
    if (missing.length > 0) {
      const found = await tx
        .select({ id: matches.id, urnId: matches.urnId })
        .from(matches)
        .where(anyOf(matches.urnId, missing, 'text'));
      for (const row of found) knownMatches.set(row.urnId, row.id);
    }

    const byKey = new Map<string, { matchId: number; market: FeedMarket }>();
    for (const market of items) {
      const matchId = knownMatches.get(market.matchUrnId);
      if (matchId === undefined) {
        summary.skipped.push(
          `market ${market.marketId} ${market.specifier}: unknown match ${market.matchUrnId}`,
        );
        continue;
      }
      byKey.set(marketKey(matchId, market.marketId, market.specifier), { matchId, market });
    }
    const lines = [...byKey.values()];

    for (const batch of sliceRows(lines, UNNEST_BATCH)) {
      await tx.execute(sql`
        insert into markets (match_id, market_type_id, specifier, name, status, groups, priority,
          most_balanced, next_bet_stop, custom_bet_groups, provider)
        select u.match_id, u.market_type_id, u.specifier, u.name, u.status, u.groups::text[],
          u.priority, u.most_balanced, u.next_bet_stop, u.custom_bet_groups::text[], u.provider
        from unnest(
          ${column(batch.map((l) => l.matchId))}::int[],
          ${column(batch.map((l) => l.market.marketId))}::int[],
          ${column(batch.map((l) => l.market.specifier))}::text[],
          ${column(batch.map((l) => l.market.name))}::text[],
          ${column(batch.map((l) => l.market.status))}::smallint[],
          ${column(batch.map((l) => arrayLiteral(l.market.groups)))}::text[],
          ${column(batch.map((l) => l.market.priority))}::int[],
          ${boolColumn(batch.map((l) => l.market.mostBalanced))},
          ${column(batch.map((l) => l.market.nextBetStop))}::text[],
          ${column(batch.map((l) => arrayLiteral(l.market.customBetGroups)))}::text[],
          ${column(batch.map((l) => l.market.provider))}::text[]
        ) as u(match_id, market_type_id, specifier, name, status, groups, priority,
          most_balanced, next_bet_stop, custom_bet_groups, provider)
        on conflict (match_id, market_type_id, specifier) do update set
          name = excluded.name, status = excluded.status, groups = excluded.groups,
          priority = excluded.priority, most_balanced = excluded.most_balanced,
          next_bet_stop = excluded.next_bet_stop, custom_bet_groups = excluded.custom_bet_groups,
          provider = excluded.provider, updated_at = now()
        where (markets.name, markets.status, markets.groups, markets.priority,
            markets.most_balanced, markets.next_bet_stop, markets.custom_bet_groups,
            markets.provider)
          is distinct from (excluded.name, excluded.status, excluded.groups, excluded.priority,
            excluded.most_balanced, excluded.next_bet_stop, excluded.custom_bet_groups,
            excluded.provider)
      `);
    }
    summary.markets += lines.length;

    const outcomeRows: {
      matchId: number;
      marketTypeId: number;
      specifier: string;
      outcome: FeedMarket['outcomes'][number];
      position: number;
    }[] = [];
    for (const { matchId, market } of lines) {
      const seen = new Set<string>();
      market.outcomes.forEach((outcome, position) => {
        if (seen.has(outcome.id)) return;
        seen.add(outcome.id);
        outcomeRows.push({
          matchId,
          marketTypeId: market.marketId,
          specifier: market.specifier,
          outcome,
          position,
        });
      });
    }
    // Outcomes find their market by its natural key, so no market ids travel back and forth.
    for (const batch of sliceRows(outcomeRows, UNNEST_BATCH)) {
      await tx.execute(sql`
        insert into outcomes (market_id, outcome_id, name, active, odds, result, position)
        select m.id, u.outcome_id, u.name, u.active, u.odds, u.result, u.position
        from unnest(
          ${column(batch.map((r) => r.matchId))}::int[],
          ${column(batch.map((r) => r.marketTypeId))}::int[],
          ${column(batch.map((r) => r.specifier))}::text[],
          ${column(batch.map((r) => r.outcome.id))}::text[],
          ${column(batch.map((r) => r.outcome.name))}::text[],
          ${boolColumn(batch.map((r) => r.outcome.active))},
          ${numericColumn(batch.map((r) => oddsText(Math.max(1, r.outcome.odds))))},
          ${column(batch.map((r) => r.outcome.result ?? null))}::text[],
          ${column(batch.map((r) => r.position))}::smallint[]
        ) as u(match_id, market_type_id, specifier, outcome_id, name, active, odds, result,
          position)
        join markets m on m.match_id = u.match_id and m.market_type_id = u.market_type_id
          and m.specifier = u.specifier
        on conflict (market_id, outcome_id) do update set
          name = excluded.name, active = excluded.active, odds = excluded.odds,
          result = excluded.result, position = excluded.position, updated_at = now()
        where (outcomes.name, outcomes.active, outcomes.odds, outcomes.result, outcomes.position)
          is distinct from (excluded.name, excluded.active, excluded.odds, excluded.result,
            excluded.position)
      `);
    }
    summary.outcomes += outcomeRows.length;
  }

  /**
   * After a restart the feed regenerates its fixtures from the seed and the current time; a
   * match of an earlier run that is not in the fresh snapshot will never be updated again, so it
   * is closed and taken off the board rather than left "live" forever.
   */
  private async closeOrphans(tx: DbOrTx, currentUrns: string[]): Promise<number> {
    const closed = await tx
      .update(matches)
      .set({ status: MATCH_STATUS.closed, bettable: false, updatedAt: sql`now()` })
      .where(
        and(
          inArray(matches.status, [MATCH_STATUS.prematch, MATCH_STATUS.live, MATCH_STATUS.stopped]),
          not(anyOf(matches.urnId, currentUrns, 'text')),
        ),
      )
      .returning({ id: matches.id });
    if (closed.length > 0) {
      await tx
        .update(markets)
        .set({ status: MARKET_STATUS.handedOver, updatedAt: sql`now()` })
        .where(
          and(
            anyOf(
              markets.matchId,
              closed.map((row) => row.id),
            ),
            inArray(markets.status, [MARKET_STATUS.allowed, MARKET_STATUS.suspended]),
          ),
        );
    }
    return closed.length;
  }
}
