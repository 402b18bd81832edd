// `GET /matches/{id}/{statistics type}` (spec section 7, decision 0047): the summary counts the
// events the feed recorded, the timeline lists them, the form reads finished matches from the
// catalog. The events live in the feed (a pure function of seed and clock), not the database.
import type {
  MatchEventWire,
  MatchStatisticsQuery,
  MatchStatisticsResponse,
  MatchStatisticsType,
  MatchWire,
} from '@sportsbook/contract';
import { MATCH_KEY_EVENT_TYPES } from '@sportsbook/contract';
import type { FinishedMatch, FormRepository } from './form-repository';
import { summarize } from './summary';

/** Where the events come from: the in-process odds feed (`OddsFeed.matchEvents`). */
export interface MatchEventsSource {
  matchEvents(matchUrnId: string): readonly MatchEventWire[] | null;
}

/** The catalog read the service needs (CatalogService). */
export interface MatchStatsCatalog {
  matchesByIds(ids: number[]): Promise<MatchWire[]>;
}

/** Most recent results shown per side, and meetings. */
const FORM_SIZE = 5;
const LATEST = 5;

type Data = MatchStatisticsResponse['data'];

export class MatchStatsService {
  constructor(
    private readonly catalog: MatchStatsCatalog,
    private readonly source: MatchEventsSource | null,
    private readonly form: FormRepository,
  ) {}

  /** Null when there is no such match (or it is an outright). */
  async get(
    matchId: number,
    type: MatchStatisticsType,
    query: MatchStatisticsQuery,
  ): Promise<Data | null> {
    const [match] = await this.catalog.matchesByIds([matchId]);
    if (!match || match.type !== 'match') return null;
    const events = this.source?.matchEvents(match.urn_id) ?? [];
    const lastId = events.at(-1)?.id ?? 0;
    if (type === 'timeline') {
      const after = query.after ?? 0;
      let list = events.filter(
        (e) => e.id > after && (query.key !== true || MATCH_KEY_EVENT_TYPES.has(e.type)),
      );
      if (query.limit !== undefined) list = list.slice(-query.limit);
      return { type, timeline: { match_id: match.id, events: [...list], last_event_id: lastId } };
    }
    if (type === 'summary') {
      const last = events.at(-1);
      return {
        type,
        summary: {
          match_id: match.id,
          sport_key: match.tournament.sport.key,
          status: match.status,
          statistics: match.statistics,
          lines: summarize(match.tournament.sport.key, events),
          phase: last ? { type: last.type, side: last.side, at: last.at } : null,
          latest: events.slice(-LATEST).reverse(),
          last_event_id: lastId,
        },
      };
    }
    return { type, form: await this.formOf(match) };
  }

  private async formOf(match: MatchWire) {
    const sides = await this.form.sidesOf(match.id);
    const homeId = sides?.homeId ?? null;
    const awayId = sides?.awayId ?? null;
    const before = sides?.startTime ?? new Date(match.start_time);
    const entries = (list: FinishedMatch[], of: number) =>
      list.map((m) => {
        const home = m.homeId === of;
        const mine = home ? m.score.home : m.score.away;
        const theirs = home ? m.score.away : m.score.home;
        return {
          match_id: m.id,
          start_time: m.startTime.toISOString(),
          opponent: home ? m.awayName : m.homeName,
          home,
          score: { for: mine, against: theirs },
          result:
            mine > theirs
              ? ('win' as const)
              : mine < theirs
                ? ('loss' as const)
                : ('draw' as const),
        };
      });
    const [home, away, meetings] = await Promise.all([
      homeId === null ? [] : this.form.finished([homeId], before, match.id, FORM_SIZE),
      awayId === null ? [] : this.form.finished([awayId], before, match.id, FORM_SIZE),
      homeId === null || awayId === null
        ? []
        : this.form.finished([homeId, awayId], before, match.id, FORM_SIZE, true),
    ]);
    return {
      match_id: match.id,
      home: homeId === null ? [] : entries(home, homeId),
      away: awayId === null ? [] : entries(away, awayId),
      head_to_head: homeId === null ? [] : entries(meetings, homeId),
    };
  }
}
