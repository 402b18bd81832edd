// Orchestration of the catalog calls (spec section 7): turns validated queries into repository
// filters, picks featured markets and assembles wire answers.
import type {
  CountersWire,
  MatchStatus,
  MatchWire,
  TournamentWire,
  countersRequest,
  getCategoriesQuery,
  getMatchMarketsQuery,
  getMatchesQuery,
  getSportsQuery,
  getTournamentsQuery,
  lookupMatchesQuery,
  searchQuery,
} from '@sportsbook/contract';
import type { z } from 'zod';
import { type Clock, systemClock } from '../shared/clock';
import { pagination } from '../shared/pagination';
import {
  type CompactMatchWire,
  toCategoryWire,
  compactMatchWire,
  toMarketWire,
  toMatchWire,
  toSportWire,
  toTeamWire,
  toTournamentWire,
} from './catalog-dto';
import type {
  CatalogRepository,
  CounterRow,
  MarketRecord,
  TournamentRecord,
} from './catalog-repository';
import { pickFeaturedMarkets } from './featured-markets';
import {
  ALL_PROVIDERS_ACTIVE,
  type ProviderStatusSource,
  inactiveProviders,
  withProviderStatus,
  withProviderStatusOnMarket,
} from './provider-availability';

type SportsQuery = z.output<typeof getSportsQuery>;
type CategoriesQuery = z.output<typeof getCategoriesQuery>;
type TournamentsQuery = z.output<typeof getTournamentsQuery>;
type MatchesQuery = z.output<typeof getMatchesQuery>;
type LookupQuery = z.output<typeof lookupMatchesQuery>;
type MarketsQuery = z.output<typeof getMatchMarketsQuery>;
type CountersBody = z.output<typeof countersRequest>;
type SearchQuery = z.output<typeof searchQuery>;

/** Without an explicit status, counters and search look at what can still be bet on. */
const UPCOMING_OR_LIVE: MatchStatus[] = [0, 1];
export const SEARCH_MATCH_LIMIT = 50;
export const SEARCH_TOURNAMENT_LIMIT = 20;
export const SEARCH_TEAM_LIMIT = 10;

export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    /** Providers switched off by the feed: their selections are answered as not available. */
    private readonly providers: ProviderStatusSource = ALL_PROVIDERS_ACTIVE,
    private readonly clock: Clock = systemClock,
    /** Whether any stream exists to show (decision 0048): if not, no match has video. */
    private readonly videoAvailable = true,
  ) {}

  async listSports(query: SportsQuery) {
    const { total, items } = await this.repository.listSports(
      { sportType: query.sport_type, provider: query.provider, hasMatches: query.has_matches },
      query,
    );
    return { data: items.map(toSportWire), pagination: pagination(total, query) };
  }

  async listCategories(query: CategoriesQuery) {
    const { total, items } = await this.repository.listCategories(
      {
        sportKey: query.sport_key,
        sportId: query.sport_id,
        sportType: query.sport_type,
        slug: query.slug,
      },
      query,
    );
    return { data: items.map(toCategoryWire), pagination: pagination(total, query) };
  }

  async getCategory(id: number) {
    const category = await this.repository.findCategory(id);
    return category ? { data: toCategoryWire(category) } : null;
  }

  async listTournaments(query: TournamentsQuery) {
    const { total, items } = await this.repository.listTournaments(
      {
        sportKey: query.sport_key,
        sportType: query.sport_type,
        categoryId: query.category_id,
        slug: query.slug,
        isTop: query.is_top,
        state: query.state,
      },
      query,
    );
    return { data: await this.tournamentsWire(items), pagination: pagination(total, query) };
  }

  async getTournament(id: number) {
    const tournament = await this.repository.findTournament(id);
    if (!tournament) return null;
    const [wire] = await this.tournamentsWire([tournament]);
    return wire ? { data: wire } : null;
  }

  async listMatches(query: MatchesQuery) {
    if (query.has_video && !this.videoAvailable)
      return { data: [], pagination: pagination(0, query) };
    // The start-within window runs from start_from (or now) for the given number of minutes.
    const startFrom = query.start_from
      ? new Date(query.start_from)
      : query.start_within !== undefined
        ? this.clock.now()
        : undefined;
    const startTo =
      query.start_within !== undefined && startFrom
        ? new Date(startFrom.getTime() + query.start_within * 60_000)
        : query.start_to
          ? new Date(query.start_to)
          : undefined;
    const { total, items: ids } = await this.repository.findMatchIds(
      {
        ids: query.id,
        types: query.type,
        slug: query.slug,
        sportKey: query.sport_key,
        sportType: query.sport_type,
        categoryId: query.category_id,
        tournamentId: query.tournament_id,
        statuses: query.match_status,
        startFrom,
        startTo,
        bettable: query.bettable,
        hasVideo: this.videoAvailable ? query.has_video : undefined,
        inactiveProviders: inactiveProviders(this.providers),
      },
      query.sort_by,
      query,
      query.max_per_sport,
    );
    const data =
      query.markets === 'main' ? await this.matchesWire(ids, true) : await this.matchesWire(ids);
    return { data, pagination: pagination(total, query) };
  }

  async getMatch(id: number) {
    const [match] = await this.matchesWire([id]);
    return match ? { data: match } : null;
  }

  /** Listed market counts of the requested matches, in request order; unknown ids are left out. */
  async lookupMatches(query: LookupQuery) {
    const ids = [...new Set(query.ids)];
    const existing = new Set(await this.repository.existingMatchIds(ids, query.type));
    const found = ids.filter((id) => existing.has(id));
    const counts = await this.repository.countListedMarkets(found);
    return {
      data: found.map((id) => ({ match_id: id, available_markets_count: counts.get(id) ?? 0 })),
    };
  }

  async listMatchMarkets(matchId: number, query: MarketsQuery) {
    if (!(await this.repository.matchExists(matchId))) return null;
    const { total, items } = await this.repository.listMatchMarkets(
      matchId,
      { groupKey: query.group_key, marketTypeId: query.market_id },
      query,
    );
    const statuses = this.providers.providerStatuses();
    return {
      data: items.map((item) => withProviderStatusOnMarket(toMarketWire(item), statuses)),
      pagination: pagination(total, query),
    };
  }

  /** Database ids of events by feed URN (realtime publishing); unknown URNs are left out. */
  matchIdsByUrn(urnIds: string[]): Promise<Map<string, number>> {
    return this.repository.findMatchIdsByUrn(urnIds);
  }

  /** Matches as the catalog answers them, in the order of `ids` (realtime match_changed). */
  matchesByIds(ids: number[]): Promise<MatchWire[]> {
    return this.matchesWire(ids);
  }

  async counters(body: CountersBody): Promise<{ data: CountersWire }> {
    const rows = await this.repository.countEvents({
      statuses: body.match_status === undefined ? UPCOMING_OR_LIVE : [body.match_status],
      sportType: body.sport_type,
      sportKey: body.sport_key,
    });
    const kinds = new Set(body.filters);
    const data: CountersWire = {};
    if (kinds.has('live')) {
      const live = rows.filter((row) => row.live);
      data.live = {
        matches: sumEvents(live.filter((row) => !row.outright)),
        outrights: sumEvents(live.filter((row) => row.outright)),
      };
    }
    if (kinds.has('sports')) {
      data.sports = groupCounts(rows, (row) => row.sportId).map(({ id, rows: group, counts }) => ({
        id,
        key: group[0]?.sportKey ?? '',
        ...counts,
      }));
    }
    if (kinds.has('categories')) {
      data.categories = groupCounts(rows, (row) => row.categoryId).map(({ id, counts }) => ({
        id,
        ...counts,
      }));
    }
    if (kinds.has('tournaments')) {
      data.tournaments = groupCounts(rows, (row) => row.tournamentId).map(({ id, counts }) => ({
        id,
        ...counts,
      }));
    }
    return { data };
  }

  async search(query: SearchQuery) {
    const search = {
      text: query.q,
      includeLeagueNames: query.only_events_name !== true,
      sportType: query.sport_type,
      statuses: query.match_status === undefined ? UPCOMING_OR_LIVE : [query.match_status],
    };
    // Independent reads: run together, so a keystroke waits for the slowest, not the sum.
    const [ids, tournaments, teams] = await Promise.all([
      this.repository.findMatchIdsByText({ ...search, limit: SEARCH_MATCH_LIMIT }),
      search.includeLeagueNames
        ? this.repository.searchTournaments({ ...search, limit: SEARCH_TOURNAMENT_LIMIT })
        : [],
      search.includeLeagueNames
        ? this.repository.searchTeams({ ...search, limit: SEARCH_TEAM_LIMIT })
        : [],
    ]);
    const [matchesWire, tournamentsWire] = await Promise.all([
      this.matchesWire(ids),
      this.tournamentsWire(tournaments),
    ]);
    return {
      data: { matches: matchesWire, tournaments: tournamentsWire, teams: teams.map(toTeamWire) },
    };
  }

  /**
   * Matches with featured markets, in the order of `ids`; three queries whatever the count.
   * `compact`: the compact list items of `markets=main` (main market only, defaults left out).
   */
  private async matchesWire(ids: number[]): Promise<MatchWire[]>;
  private async matchesWire(ids: number[], compact: true): Promise<CompactMatchWire[]>;
  private async matchesWire(
    ids: number[],
    compact = false,
  ): Promise<MatchWire[] | CompactMatchWire[]> {
    if (ids.length === 0) return [];
    const [records, lines] = await Promise.all([
      this.repository.findMatchesByIds(ids),
      this.repository.findMarketLines(ids),
    ]);
    const featured = pickFeaturedMarkets(lines);
    const listed = new Map(lines.map((line) => [line.matchId, line.listed]));
    const marketIds = new Set<number>();
    for (const pick of featured.values()) {
      if (pick.mainId !== null) marketIds.add(pick.mainId);
      if (compact) continue;
      if (pick.secondaryId !== null) marketIds.add(pick.secondaryId);
      for (const id of pick.topIds) marketIds.add(id);
    }
    const markets = new Map(
      (await this.repository.findMarketsByIds([...marketIds])).map((m) => [m.id, m]),
    );
    const market = (id: number | null | undefined): MarketRecord | null =>
      id === null || id === undefined ? null : (markets.get(id) ?? null);
    const statuses = this.providers.providerStatuses();
    return records.map((record) => {
      const pick = featured.get(record.id);
      const wire = toMatchWire(record, {
        available: listed.get(record.id) ?? 0,
        main: market(pick?.mainId),
        secondary: compact ? null : market(pick?.secondaryId),
        top: compact ? [] : (pick?.topIds ?? []).flatMap((id) => market(id) ?? []),
      });
      if (!this.videoAvailable) wire.has_video = false;
      const current = withProviderStatus(wire, statuses);
      return compact ? compactMatchWire(current) : current;
    });
  }

  /**
   * Leagues with the outcome counts of their main and secondary markets (the column headers
   * of a league table), read from the featured markets of one representative match.
   */
  private async tournamentsWire(tournaments: TournamentRecord[]): Promise<TournamentWire[]> {
    if (tournaments.length === 0) return [];
    const representatives = await this.repository.representativeMatchIds(
      tournaments.map((t) => t.id),
    );
    const featured = pickFeaturedMarkets(
      await this.repository.findMarketLines([...representatives.values()]),
    );
    const picks = [...featured.values()];
    const outcomeCounts = await this.repository.countOutcomes(
      picks.flatMap((pick) => [pick.mainId, pick.secondaryId].filter((id) => id !== null)),
    );
    const countOf = (id: number | null | undefined) =>
      id === null || id === undefined ? 0 : (outcomeCounts.get(id) ?? 0);
    return tournaments.map((tournament) => {
      const matchId = representatives.get(tournament.id);
      const pick = matchId === undefined ? undefined : featured.get(matchId);
      return toTournamentWire(tournament, {
        main: countOf(pick?.mainId),
        secondary: countOf(pick?.secondaryId),
      });
    });
  }
}

const sumEvents = (rows: CounterRow[]) => rows.reduce((sum, row) => sum + row.events, 0);

/** Match, outright and live counts per group, groups in order of first appearance by id. */
function groupCounts(rows: CounterRow[], key: (row: CounterRow) => number) {
  const groups = new Map<number, CounterRow[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, group]) => ({
      id,
      rows: group,
      counts: {
        matches: sumEvents(group.filter((row) => !row.outright)),
        outrights: sumEvents(group.filter((row) => row.outright)),
        live: sumEvents(group.filter((row) => row.live)),
      },
    }));
}
