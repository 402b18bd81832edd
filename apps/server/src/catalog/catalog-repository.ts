// Read side of the catalog: the only catalog file that touches the ORM. It answers in plain
// records (camelCase, no ORM types); `catalog-dto.ts` turns them into the wire shape.
import type {
  EventType,
  MarketStatus,
  MatchStatus,
  Provider,
  SportType,
  TournamentState,
  statisticsSchema,
} from '@sportsbook/contract';
import {
  type AnyColumn,
  type SQL,
  type SQLWrapper,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppDb } from '../db/client';
import {
  categories,
  competitors,
  markets,
  matches,
  outcomes,
  sports,
  tournaments,
} from '../db/schema';
import { anyOf } from '../db/sql-helpers';
import { type PageRequest, pageOffset } from '../shared/pagination';

// ---- Records -------------------------------------------------------------------------------

export interface SportRecord {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: SportType;
  provider: Provider;
}

export interface SportRefRecord {
  id: number;
  key: string;
  name: string;
  type: SportType;
}

export interface CategoryRefRecord {
  id: number;
  slug: string;
  name: string;
  countryCode: string | null;
}

export interface CategoryRecord extends CategoryRefRecord {
  priority: number;
  sport: SportRefRecord;
}

export interface TournamentRefRecord {
  id: number;
  urnId: string;
  slug: string;
  name: string;
  category: CategoryRefRecord;
  sport: SportRefRecord;
}

export interface TournamentRecord extends TournamentRefRecord {
  priority: number;
  state: TournamentState;
  isTop: boolean;
}

export interface CompetitorRecord {
  id: number;
  name: string;
  abbreviation: string;
  logo: string | null;
}

export interface MatchRecord {
  id: number;
  urnId: string;
  slug: string;
  type: EventType;
  name: string;
  tournament: TournamentRefRecord;
  home: CompetitorRecord | null;
  away: CompetitorRecord | null;
  stadium: string | null;
  city: string | null;
  status: MatchStatus;
  stage: string | null;
  startTime: Date;
  endDate: Date | null;
  statistics: z.infer<typeof statisticsSchema> | null;
  hasVideo: boolean;
  provider: Provider;
  isProviderStatsAvailable: boolean;
  bettable: boolean;
}

/** The few columns that decide which lines of a match are featured and how many are open. */
export interface MarketLineRecord {
  id: number;
  matchId: number;
  marketTypeId: number;
  specifier: string;
  status: MarketStatus;
  priority: number;
  mostBalanced: boolean;
  /** Listed markets (status other than 0) of the line's match. */
  listed: number;
}

export interface OutcomeRecord {
  outcomeId: string;
  name: string;
  active: boolean;
  /** Exact decimal text, e.g. `1.850`. */
  odds: string;
}

export interface MarketRecord {
  id: number;
  matchId: number;
  matchUrnId: string;
  marketTypeId: number;
  specifier: string;
  name: string;
  status: MarketStatus;
  groups: string[];
  priority: number;
  mostBalanced: boolean;
  nextBetStop: string | null;
  customBetGroups: string[];
  provider: Provider;
  outcomes: OutcomeRecord[];
}

export interface Page<T> {
  total: number;
  items: T[];
}

// ---- Filters -------------------------------------------------------------------------------

export interface SportFilter {
  sportType?: SportType;
  provider?: Provider;
  /** Only sports with at least one upcoming or live event. */
  hasMatches?: boolean;
}

export interface CategoryFilter {
  sportKey?: string;
  sportId?: number;
  sportType?: SportType;
  slug?: string;
}

export interface TournamentFilter {
  sportKey?: string;
  sportType?: SportType;
  categoryId?: number;
  slug?: string;
  isTop?: boolean;
  state?: TournamentState;
}

export type MatchSort = 'start_time' | 'priority' | 'popularity';

export interface MatchFilter {
  ids?: number[];
  types?: EventType[];
  slug?: string;
  sportKey?: string;
  sportType?: SportType;
  categoryId?: number;
  tournamentId?: number;
  statuses?: MatchStatus[];
  startFrom?: Date;
  startTo?: Date;
  bettable?: boolean;
  hasVideo?: boolean;
  /** Providers switched off: their events count as not bettable in the `bettable` filter. */
  inactiveProviders?: Provider[];
}

export interface MatchSearch {
  /** Plain text; LIKE wildcards in it are matched literally. */
  text: string;
  /** Also match events by the name of their league. */
  includeLeagueNames: boolean;
  sportType?: SportType;
  statuses: MatchStatus[];
  limit: number;
}

/** A team found by name and the event to open for it (search). */
export interface TeamSearchRecord extends CompetitorRecord {
  sport: { id: number; key: string; name: string; type: SportType };
  nextMatch: { id: number; slug: string; name: string; status: MatchStatus; startTime: Date };
}

/** One group of the counters: events of one league with one (outright, live) combination. */
export interface CounterRow {
  sportId: number;
  sportKey: string;
  categoryId: number;
  tournamentId: number;
  outright: boolean;
  live: boolean;
  events: number;
}

export interface CounterFilter {
  statuses: MatchStatus[];
  sportType?: SportType;
  sportKey?: string;
}

const UPCOMING_OR_LIVE: MatchStatus[] = [0, 1];
/** Markets that are listed: every status but "not allowed" (0). */
const listedMarket = ne(markets.status, MARKET_STATUS.notAllowed);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toNumber = (value: unknown): number => Number(value);

type Orderable = AnyColumn | SQLWrapper;

/** Drivers hand `json` back parsed (PGlite, postgres-js) or as text; accept both. */
const parseOutcomes = (value: unknown): OutcomeRecord[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as OutcomeRecord[];

/** A left-joined competitor comes back with null columns when the event has none. */
const competitorOrNull = (c: {
  id: number | null;
  name: string | null;
  abbreviation: string | null;
  logo: string | null;
}): CompetitorRecord | null =>
  c.id === null
    ? null
    : { id: c.id, name: c.name ?? '', abbreviation: c.abbreviation ?? '', logo: c.logo };

// ---- Selections shared by several queries ---------------------------------------------------

const sportRef = { id: sports.id, key: sports.key, name: sports.name, type: sports.type };
const categoryRef = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  countryCode: categories.countryCode,
};
const home = alias(competitors, 'home');
const away = alias(competitors, 'away');
const competitorFields = (table: typeof home | typeof away) => ({
  id: table.id,
  name: table.name,
  abbreviation: table.abbreviation,
  logo: table.logo,
});

export class CatalogRepository {
  constructor(private readonly db: AppDb) {}

  // ---- Sports ------------------------------------------------------------------------------

  async listSports(filter: SportFilter, page: PageRequest): Promise<Page<SportRecord>> {
    const where = and(
      filter.sportType ? eq(sports.type, filter.sportType) : undefined,
      filter.provider ? eq(sports.provider, filter.provider) : undefined,
      filter.hasMatches === undefined
        ? undefined
        : filter.hasMatches
          ? exists(this.upcomingEventsOf(eq(matches.sportId, sports.id)))
          : sql`not ${exists(this.upcomingEventsOf(eq(matches.sportId, sports.id)))}`,
    );
    const rows = await this.db
      .select({
        id: sports.id,
        urnId: sports.urnId,
        key: sports.key,
        name: sports.name,
        priority: sports.priority,
        type: sports.type,
        provider: sports.provider,
        total: sql`count(*) over ()`.mapWith(toNumber),
      })
      .from(sports)
      .where(where)
      .orderBy(asc(sports.priority), asc(sports.name), asc(sports.id))
      .limit(page.limit)
      .offset(pageOffset(page));
    const total = await this.totalOf(rows, page, () =>
      this.db.select({ n: count() }).from(sports).where(where),
    );
    return { total, items: rows.map(({ total: _total, ...sport }) => sport) };
  }

  private upcomingEventsOf(condition: SQL) {
    return this.db
      .select({ one: sql`1` })
      .from(matches)
      .where(and(condition, inArray(matches.status, UPCOMING_OR_LIVE)));
  }

  // ---- Categories --------------------------------------------------------------------------

  private categoryQuery(where: SQL | undefined) {
    return this.db
      .select({
        ...categoryRef,
        priority: categories.priority,
        sport: sportRef,
        total: sql`count(*) over ()`.mapWith(toNumber),
      })
      .from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(where);
  }

  async listCategories(filter: CategoryFilter, page: PageRequest): Promise<Page<CategoryRecord>> {
    const where = and(
      filter.sportKey !== undefined ? eq(sports.key, filter.sportKey) : undefined,
      filter.sportId !== undefined ? eq(categories.sportId, filter.sportId) : undefined,
      filter.sportType ? eq(sports.type, filter.sportType) : undefined,
      filter.slug !== undefined ? eq(categories.slug, filter.slug) : undefined,
    );
    const rows = await this.categoryQuery(where)
      .orderBy(
        asc(sports.priority),
        asc(categories.priority),
        asc(categories.name),
        asc(categories.id),
      )
      .limit(page.limit)
      .offset(pageOffset(page));
    const total = await this.totalOf(rows, page, () =>
      this.db
        .select({ n: count() })
        .from(categories)
        .innerJoin(sports, eq(sports.id, categories.sportId))
        .where(where),
    );
    return { total, items: rows.map(({ total: _total, ...category }) => category) };
  }

  async findCategory(id: number): Promise<CategoryRecord | null> {
    const [row] = await this.categoryQuery(eq(categories.id, id)).limit(1);
    if (!row) return null;
    const { total: _total, ...category } = row;
    return category;
  }

  // ---- Tournaments -------------------------------------------------------------------------

  private tournamentQuery(where: SQL | undefined) {
    return this.db
      .select({
        id: tournaments.id,
        urnId: tournaments.urnId,
        slug: tournaments.slug,
        name: tournaments.name,
        priority: tournaments.priority,
        state: tournaments.state,
        isTop: tournaments.isTop,
        category: categoryRef,
        sport: sportRef,
        total: sql`count(*) over ()`.mapWith(toNumber),
      })
      .from(tournaments)
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .where(where);
  }

  async listTournaments(
    filter: TournamentFilter,
    page: PageRequest,
  ): Promise<Page<TournamentRecord>> {
    const where = and(
      filter.sportKey !== undefined ? eq(sports.key, filter.sportKey) : undefined,
      filter.sportType ? eq(sports.type, filter.sportType) : undefined,
      filter.categoryId !== undefined ? eq(tournaments.categoryId, filter.categoryId) : undefined,
      filter.slug !== undefined ? eq(tournaments.slug, filter.slug) : undefined,
      filter.isTop !== undefined ? eq(tournaments.isTop, filter.isTop) : undefined,
      filter.state ? eq(tournaments.state, filter.state) : undefined,
    );
    const rows = await this.tournamentQuery(where)
      .orderBy(
        asc(sports.priority),
        asc(tournaments.priority),
        asc(tournaments.name),
        asc(tournaments.id),
      )
      .limit(page.limit)
      .offset(pageOffset(page));
    const total = await this.totalOf(rows, page, () =>
      this.db
        .select({ n: count() })
        .from(tournaments)
        .innerJoin(sports, eq(sports.id, tournaments.sportId))
        .where(where),
    );
    return { total, items: rows.map(({ total: _total, ...tournament }) => tournament) };
  }

  async findTournament(id: number): Promise<TournamentRecord | null> {
    const [row] = await this.tournamentQuery(eq(tournaments.id, id)).limit(1);
    if (!row) return null;
    const { total: _total, ...tournament } = row;
    return tournament;
  }

  async searchTournaments(search: MatchSearch): Promise<TournamentRecord[]> {
    const rows = await this.tournamentQuery(
      and(
        ilike(tournaments.name, likePattern(search.text)),
        search.sportType ? eq(sports.type, search.sportType) : undefined,
      ),
    )
      .orderBy(asc(sports.priority), asc(tournaments.priority), asc(tournaments.name))
      .limit(search.limit);
    return rows.map(({ total: _total, ...tournament }) => tournament);
  }

  /**
   * One event per league to read its market layout from: the first upcoming or live match
   * (outrights have a layout of their own).
   */
  async representativeMatchIds(tournamentIds: number[]): Promise<Map<number, number>> {
    if (tournamentIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([matches.tournamentId], {
        tournamentId: matches.tournamentId,
        id: matches.id,
      })
      .from(matches)
      .where(
        and(
          anyOf(matches.tournamentId, tournamentIds),
          eq(matches.type, 'match'),
          inArray(matches.status, UPCOMING_OR_LIVE),
        ),
      )
      .orderBy(matches.tournamentId, asc(matches.startTime), asc(matches.id));
    return new Map(rows.map((row) => [row.tournamentId, row.id]));
  }

  // ---- Matches -----------------------------------------------------------------------------

  private matchWhere(filter: MatchFilter): SQL | undefined {
    return and(
      filter.ids ? anyOf(matches.id, filter.ids) : undefined,
      filter.types ? inArray(matches.type, filter.types) : undefined,
      filter.slug !== undefined ? eq(matches.slug, filter.slug) : undefined,
      filter.sportKey !== undefined ? eq(sports.key, filter.sportKey) : undefined,
      filter.sportType ? eq(sports.type, filter.sportType) : undefined,
      filter.categoryId !== undefined ? eq(matches.categoryId, filter.categoryId) : undefined,
      filter.tournamentId !== undefined ? eq(matches.tournamentId, filter.tournamentId) : undefined,
      filter.statuses ? inArray(matches.status, filter.statuses) : undefined,
      filter.startFrom ? gte(matches.startTime, filter.startFrom) : undefined,
      filter.startTo ? lte(matches.startTime, filter.startTo) : undefined,
      this.bettableWhere(filter),
      filter.hasVideo !== undefined ? eq(matches.hasVideo, filter.hasVideo) : undefined,
    );
  }

  private bettableWhere(filter: MatchFilter): SQL | undefined {
    if (filter.bettable === undefined) return undefined;
    const inactive = filter.inactiveProviders ?? [];
    if (inactive.length === 0) return eq(matches.bettable, filter.bettable);
    return filter.bettable
      ? and(eq(matches.bettable, true), notInArray(matches.provider, inactive))
      : or(eq(matches.bettable, false), inArray(matches.provider, inactive));
  }

  /** Database ids of the events with the given URNs (feed ids); unknown URNs are left out. */
  async findMatchIdsByUrn(urnIds: string[]): Promise<Map<string, number>> {
    if (urnIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: matches.id, urnId: matches.urnId })
      .from(matches)
      .where(inArray(matches.urnId, urnIds));
    return new Map(rows.map((row) => [row.urnId, row.id]));
  }

  /**
   * One page of match ids in display order, with the total. With `maxPerSport`, only the first
   * N events of each sport (in the same order) take part.
   */
  async findMatchIds(
    filter: MatchFilter,
    sort: MatchSort,
    page: PageRequest,
    maxPerSport?: number,
  ): Promise<Page<number>> {
    const ranked = this.db.$with('ranked').as(
      this.db
        .select({
          id: matches.id,
          startTime: matches.startTime,
          popularity: matches.popularity,
          sportPriority: sql<number>`${sports.priority}`.as('sport_priority'),
          tournamentPriority: sql<number>`${tournaments.priority}`.as('tournament_priority'),
          rank:
            maxPerSport === undefined
              ? sql<number>`1`.as('rank')
              : sql<number>`row_number() over (partition by ${matches.sportId} order by ${sql.join(
                  this.matchOrder(sort, {
                    startTime: matches.startTime,
                    popularity: matches.popularity,
                    sportPriority: sports.priority,
                    tournamentPriority: tournaments.priority,
                    id: matches.id,
                  }),
                  sql`, `,
                )})`.as('rank'),
        })
        .from(matches)
        .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
        .innerJoin(sports, eq(sports.id, matches.sportId))
        .where(this.matchWhere(filter)),
    );
    const within = maxPerSport === undefined ? undefined : lte(ranked.rank, maxPerSport);
    const rows = await this.db
      .with(ranked)
      .select({ id: ranked.id, total: sql`count(*) over ()`.mapWith(toNumber) })
      .from(ranked)
      .where(within)
      .orderBy(
        ...this.matchOrder(sort, {
          startTime: ranked.startTime,
          popularity: ranked.popularity,
          sportPriority: ranked.sportPriority,
          tournamentPriority: ranked.tournamentPriority,
          id: ranked.id,
        }),
      )
      .limit(page.limit)
      .offset(pageOffset(page));
    const total = await this.totalOf(rows, page, () =>
      this.db.with(ranked).select({ n: count() }).from(ranked).where(within),
    );
    return { total, items: rows.map((row) => row.id) };
  }

  private matchOrder(
    sort: MatchSort,
    c: Record<
      'startTime' | 'popularity' | 'sportPriority' | 'tournamentPriority' | 'id',
      Orderable
    >,
  ): SQL[] {
    switch (sort) {
      case 'priority':
        return [asc(c.sportPriority), asc(c.tournamentPriority), asc(c.startTime), asc(c.id)];
      case 'popularity':
        return [desc(c.popularity), asc(c.startTime), asc(c.id)];
      case 'start_time':
        return [asc(c.startTime), asc(c.id)];
    }
  }

  /** Full records of the given matches, in the order of `ids`; unknown ids are left out. */
  async findMatchesByIds(ids: number[]): Promise<MatchRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: matches.id,
        urnId: matches.urnId,
        slug: matches.slug,
        type: matches.type,
        name: matches.name,
        tournament: {
          id: tournaments.id,
          urnId: tournaments.urnId,
          slug: tournaments.slug,
          name: tournaments.name,
        },
        category: categoryRef,
        sport: sportRef,
        home: competitorFields(home),
        away: competitorFields(away),
        stadium: matches.stadium,
        city: matches.city,
        status: matches.status,
        stage: matches.stage,
        startTime: matches.startTime,
        endDate: matches.endDate,
        statistics: matches.statistics,
        hasVideo: matches.hasVideo,
        provider: matches.provider,
        isProviderStatsAvailable: matches.isProviderStatsAvailable,
        bettable: matches.bettable,
      })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .innerJoin(categories, eq(categories.id, tournaments.categoryId))
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .leftJoin(home, eq(home.id, matches.homeCompetitorId))
      .leftJoin(away, eq(away.id, matches.awayCompetitorId))
      .where(anyOf(matches.id, ids));
    const byId = new Map(
      rows.map(
        ({ category, sport, tournament, home: h, away: a, ...match }): [number, MatchRecord] => [
          match.id,
          {
            ...match,
            home: h ? competitorOrNull(h) : null,
            away: a ? competitorOrNull(a) : null,
            tournament: { ...tournament, category, sport },
          },
        ],
      ),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async findMatchIdsByText(search: MatchSearch): Promise<number[]> {
    const pattern = likePattern(search.text);
    const rows = await this.db
      .select({ id: matches.id })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .where(
        and(
          search.includeLeagueNames
            ? or(ilike(matches.name, pattern), ilike(tournaments.name, pattern))
            : ilike(matches.name, pattern),
          inArray(matches.status, search.statuses),
          search.sportType ? eq(sports.type, search.sportType) : undefined,
        ),
      )
      .orderBy(desc(eq(matches.status, MATCH_STATUS.live)), asc(matches.startTime), asc(matches.id))
      .limit(search.limit);
    return rows.map((row) => row.id);
  }

  /**
   * Teams whose name holds the text, each with the event to open for it: its live match first,
   * else its next one (`statuses` decide which events count). One row per team, by name.
   */
  async searchTeams(search: MatchSearch): Promise<TeamSearchRecord[]> {
    const pattern = likePattern(search.text);
    const team = alias(competitors, 'team');
    const rows = await this.db
      .selectDistinctOn([team.id], {
        id: team.id,
        name: team.name,
        abbreviation: team.abbreviation,
        logo: team.logo,
        sport: sportRef,
        matchId: matches.id,
        matchSlug: matches.slug,
        matchName: matches.name,
        matchStatus: matches.status,
        matchStart: matches.startTime,
      })
      .from(team)
      .innerJoin(
        matches,
        or(eq(matches.homeCompetitorId, team.id), eq(matches.awayCompetitorId, team.id)),
      )
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .where(
        and(
          ilike(team.name, pattern),
          inArray(matches.status, search.statuses),
          search.sportType ? eq(sports.type, search.sportType) : undefined,
        ),
      )
      .orderBy(
        asc(team.id),
        desc(eq(matches.status, MATCH_STATUS.live)),
        asc(matches.startTime),
        asc(matches.id),
      );
    return rows
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
      .slice(0, search.limit)
      .map(({ matchId, matchSlug, matchName, matchStatus, matchStart, ...rest }) => ({
        ...rest,
        nextMatch: {
          id: matchId,
          slug: matchSlug,
          name: matchName,
          status: matchStatus,
          startTime: matchStart,
        },
      }));
  }

  /** Events grouped by league, kind and live state, for the counters. */
  async countEvents(filter: CounterFilter): Promise<CounterRow[]> {
    const outright = sql<boolean>`(${matches.type} <> 'match')`;
    // A literal, not a parameter: the expression is selected and grouped by, and must read the same.
    const live = sql<boolean>`(${matches.status} = ${sql.raw(String(MATCH_STATUS.live))})`;
    return this.db
      .select({
        sportId: matches.sportId,
        sportKey: sports.key,
        categoryId: matches.categoryId,
        tournamentId: matches.tournamentId,
        outright,
        live,
        events: count().mapWith(toNumber),
      })
      .from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .where(
        and(
          inArray(matches.status, filter.statuses),
          filter.sportType ? eq(sports.type, filter.sportType) : undefined,
          filter.sportKey !== undefined ? eq(sports.key, filter.sportKey) : undefined,
        ),
      )
      .groupBy(
        matches.sportId,
        sports.key,
        matches.categoryId,
        matches.tournamentId,
        outright,
        live,
      );
  }

  // ---- Markets -----------------------------------------------------------------------------

  /**
   * The candidate lines of the given matches for featuring, without outcomes: one line per
   * market type (an open line first, then the most balanced, the best priority, an allowed one,
   * the first specifier; the same order as `featured-markets.ts`), each carrying the number of
   * listed markets (status other than 0) of its match.
   */
  async findMarketLines(matchIds: number[]): Promise<MarketLineRecord[]> {
    if (matchIds.length === 0) return [];
    return this.db
      .selectDistinctOn([markets.matchId, markets.marketTypeId], {
        id: markets.id,
        matchId: markets.matchId,
        marketTypeId: markets.marketTypeId,
        specifier: markets.specifier,
        status: markets.status,
        priority: markets.priority,
        mostBalanced: markets.mostBalanced,
        // Window functions run before DISTINCT ON: this counts every listed line.
        listed: sql`count(*) over (partition by ${markets.matchId})`.mapWith(toNumber),
      })
      .from(markets)
      .where(and(anyOf(markets.matchId, matchIds), listedMarket))
      .orderBy(
        markets.matchId,
        markets.marketTypeId,
        desc(inArray(markets.status, [MARKET_STATUS.allowed, MARKET_STATUS.suspended])),
        desc(markets.mostBalanced),
        asc(markets.priority),
        desc(eq(markets.status, MARKET_STATUS.allowed)),
        asc(markets.specifier),
      );
  }

  /** Number of listed markets (status other than 0) per match. */
  async countListedMarkets(matchIds: number[]): Promise<Map<number, number>> {
    if (matchIds.length === 0) return new Map();
    const rows = await this.db
      .select({ matchId: markets.matchId, n: count().mapWith(toNumber) })
      .from(markets)
      .where(and(anyOf(markets.matchId, matchIds), listedMarket))
      .groupBy(markets.matchId);
    return new Map(rows.map((row) => [row.matchId, row.n]));
  }

  /** Match ids among `ids` (optionally of the given kinds) that exist. */
  async existingMatchIds(ids: number[], types?: EventType[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(anyOf(matches.id, ids), types ? inArray(matches.type, types) : undefined));
    return rows.map((row) => row.id);
  }

  async matchExists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.id, id))
      .limit(1);
    return rows.length > 0;
  }

  /** Full markets with their outcomes, in the order of `marketIds`. */
  async findMarketsByIds(marketIds: number[]): Promise<MarketRecord[]> {
    if (marketIds.length === 0) return [];
    const rows = await this.marketsWithOutcomes(anyOf(markets.id, marketIds));
    const byId = new Map(rows.map((market) => [market.id, market]));
    return marketIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** One page of a match's listed markets (priority order) with their outcomes. */
  async listMatchMarkets(
    matchId: number,
    filter: { groupKey?: string; marketTypeId?: number },
    page: PageRequest,
  ): Promise<Page<MarketRecord>> {
    const where = and(
      eq(markets.matchId, matchId),
      listedMarket,
      filter.groupKey !== undefined
        ? sql`${markets.groups} @> array[${filter.groupKey}]::text[]`
        : undefined,
      filter.marketTypeId !== undefined ? eq(markets.marketTypeId, filter.marketTypeId) : undefined,
    );
    const pageRows = await this.db
      .select({ id: markets.id, total: sql`count(*) over ()`.mapWith(toNumber) })
      .from(markets)
      .where(where)
      .orderBy(asc(markets.priority), asc(markets.marketTypeId), asc(markets.specifier))
      .limit(page.limit)
      .offset(pageOffset(page));
    const total = await this.totalOf(pageRows, page, () =>
      this.db.select({ n: count() }).from(markets).where(where),
    );
    return { total, items: await this.findMarketsByIds(pageRows.map((row) => row.id)) };
  }

  /** Markets with their outcomes aggregated in SQL: one row per market. */
  private async marketsWithOutcomes(where: SQL): Promise<MarketRecord[]> {
    return this.db
      .select({
        id: markets.id,
        matchId: markets.matchId,
        matchUrnId: matches.urnId,
        marketTypeId: markets.marketTypeId,
        specifier: markets.specifier,
        name: markets.name,
        status: markets.status,
        groups: markets.groups,
        priority: markets.priority,
        mostBalanced: markets.mostBalanced,
        nextBetStop: markets.nextBetStop,
        customBetGroups: markets.customBetGroups,
        provider: markets.provider,
        // Odds leave as text so they stay exact until the wire mapping.
        outcomes: sql`coalesce(
          json_agg(
            json_build_object(
              'outcomeId', ${outcomes.outcomeId},
              'name', ${outcomes.name},
              'active', ${outcomes.active},
              'odds', ${outcomes.odds}::text
            ) order by ${outcomes.position}
          ) filter (where ${outcomes.id} is not null),
          '[]'::json
        )`.mapWith(parseOutcomes),
      })
      .from(markets)
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .leftJoin(outcomes, eq(outcomes.marketId, markets.id))
      .where(where)
      .groupBy(markets.id, matches.urnId);
  }

  /** Number of outcomes of each given market. */
  async countOutcomes(marketIds: number[]): Promise<Map<number, number>> {
    if (marketIds.length === 0) return new Map();
    const rows = await this.db
      .select({ marketId: outcomes.marketId, n: count().mapWith(toNumber) })
      .from(outcomes)
      .where(anyOf(outcomes.marketId, marketIds))
      .groupBy(outcomes.marketId);
    return new Map(rows.map((row) => [row.marketId, row.n]));
  }

  // ---- Helpers -----------------------------------------------------------------------------

  /**
   * The total of a paged query comes with its rows (`count(*) over ()`); only a page past the
   * end, which has no rows to carry it, needs a separate count.
   */
  private async totalOf(
    rows: { total: number }[],
    page: PageRequest,
    countQuery: () => PromiseLike<{ n: number }[]>,
  ): Promise<number> {
    const [first] = rows;
    if (first) return first.total;
    if (page.page === 1) return 0;
    const [row] = await countQuery();
    return Number(row?.n ?? 0);
  }
}
