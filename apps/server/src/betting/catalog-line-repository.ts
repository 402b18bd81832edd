// Catalog lines as betting reads them (tables matches, markets, outcomes and their names; read
// only: the feed writes them). Placement's hot path reads prices here.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { fixedStatement } from '../db/fixed-statement';
import {
  categories,
  competitors,
  markets,
  matches,
  outcomes,
  sports,
  tournaments,
} from '../db/schema';
import { type CatalogLine, type LineKey, lineKey, priceStateOf } from '../shared/catalog-line';
import { rowsOf, unique } from './sql-rows';

/** A line's state now, as the placement writer checks it at commit time. */
export interface LineState extends Pick<
  CatalogLine,
  'provider' | 'bettable' | 'matchStatus' | 'marketStatus' | 'active'
> {
  /** `priceStateOf` the line. */
  state: string;
}

const home = alias(competitors, 'home');
const away = alias(competitors, 'away');

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
  provider: matches.provider,
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

const lineColumns = { ...priceColumns, ...nameColumns };

/**
 * The lines' states for the placement writer (`lineStates`), written out with its text built
 * once: the writer sends it with every batch, and its text is the same for every batch, so on
 * PostgreSQL it stays one prepared statement (decisions 0067, 0075). The same bounds as
 * `priceRows`.
 */
const LINE_STATES = fixedStatement<{
  someMatchIds: number[];
  someMarketTypeIds: number[];
  matchIds: number[];
  marketTypeIds: number[];
  specifiers: string[];
  outcomeIds: string[];
}>(
  (value) => sql`
    select m.id as match_id, m.status as match_status, m.bettable, m.provider,
      k.market_type_id, k.specifier, k.status as market_status, o.outcome_id, o.active,
      o.odds::text as odds, o.result
    from outcomes o
    join markets k on k.id = o.market_id
    join matches m on m.id = k.match_id
    where k.match_id = any(${value('someMatchIds')}::int[])
      and k.market_type_id = any(${value('someMarketTypeIds')}::int[])
      and (k.match_id, k.market_type_id, k.specifier, o.outcome_id) in (
        select * from unnest(${value('matchIds')}::int[], ${value('marketTypeIds')}::int[],
          ${value('specifiers')}::text[], ${value('outcomeIds')}::text[]))`,
);

export class CatalogLineRepository {
  constructor(private readonly q: DbOrTx) {}

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
   * What decides whether the given lines take a bet at which price now, by line key (missing
   * lines are absent): the `priceStateOf` string the placement writer compares with the state a
   * placement was validated against, and the facts it checks the line is open with.
   */
  async lineStates(keys: readonly LineKey[]): Promise<Map<string, LineState>> {
    if (keys.length === 0) return new Map();
    const matchIds: number[] = [];
    const marketTypeIds: number[] = [];
    const specifiers: string[] = [];
    const outcomeIds: string[] = [];
    for (const key of keys) {
      matchIds.push(key.matchId);
      marketTypeIds.push(key.marketTypeId);
      specifiers.push(key.specifier);
      outcomeIds.push(key.outcomeId);
    }
    const rows = rowsOf<{
      match_id: number;
      match_status: CatalogLine['matchStatus'];
      bettable: boolean;
      provider: CatalogLine['provider'];
      market_type_id: number;
      specifier: string;
      market_status: CatalogLine['marketStatus'];
      outcome_id: string;
      active: boolean;
      odds: string;
      result: CatalogLine['result'];
    }>(
      await LINE_STATES.run(this.q, {
        someMatchIds: unique(matchIds),
        someMarketTypeIds: unique(marketTypeIds),
        matchIds,
        marketTypeIds,
        specifiers,
        outcomeIds,
      }),
    );
    const states = new Map<string, LineState>();
    for (const row of rows) {
      const line = {
        odds: row.odds,
        active: Boolean(row.active),
        result: row.result,
        marketStatus: row.market_status,
        matchStatus: row.match_status,
        bettable: Boolean(row.bettable),
      };
      const key = {
        matchId: Number(row.match_id),
        marketTypeId: Number(row.market_type_id),
        specifier: row.specifier,
        outcomeId: row.outcome_id,
      };
      states.set(lineKey(key), {
        state: priceStateOf(line),
        provider: row.provider,
        bettable: line.bettable,
        matchStatus: line.matchStatus,
        marketStatus: line.marketStatus,
        active: line.active,
      });
    }
    return states;
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
}
