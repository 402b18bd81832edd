// Recent results of a match's two sides, read from the catalog: the finished matches the feed
// stored (the database keeps them after the feed drops them).
import { and, desc, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { competitors, matches } from '../db/schema';

export interface FinishedMatch {
  id: number;
  startTime: Date;
  homeId: number | null;
  awayId: number | null;
  homeName: string;
  awayName: string;
  score: { home: number; away: number };
}

const FINISHED = 4;

export class FormRepository {
  constructor(private readonly db: Database['db']) {}

  /** The match's sides, start and sport, or null when it is not a match. */
  async sidesOf(matchId: number) {
    const [row] = await this.db
      .select({
        homeId: matches.homeCompetitorId,
        awayId: matches.awayCompetitorId,
        startTime: matches.startTime,
      })
      .from(matches)
      .where(eq(matches.id, matchId));
    return row ?? null;
  }

  /** Finished matches of a competitor (or of both, against each other) before `before`. */
  async finished(
    competitorIds: number[],
    before: Date,
    excludeId: number,
    limit: number,
    againstEachOther = false,
  ): Promise<FinishedMatch[]> {
    if (competitorIds.length === 0) return [];
    const involves = againstEachOther
      ? and(
          inArray(matches.homeCompetitorId, competitorIds),
          inArray(matches.awayCompetitorId, competitorIds),
        )
      : or(
          inArray(matches.homeCompetitorId, competitorIds),
          inArray(matches.awayCompetitorId, competitorIds),
        );
    const rows = await this.db
      .select({
        id: matches.id,
        startTime: matches.startTime,
        homeId: matches.homeCompetitorId,
        awayId: matches.awayCompetitorId,
        statistics: matches.statistics,
      })
      .from(matches)
      .where(
        and(
          involves,
          eq(matches.status, FINISHED),
          lt(matches.startTime, before),
          ne(matches.id, excludeId),
        ),
      )
      .orderBy(desc(matches.startTime), desc(matches.id))
      .limit(limit);
    const ids = [...new Set(rows.flatMap((r) => [r.homeId, r.awayId]).filter((x) => x !== null))];
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await this.db
              .select({ id: competitors.id, name: competitors.name })
              .from(competitors)
              .where(inArray(competitors.id, ids as number[]))
          ).map((c) => [c.id, c.name] as const),
    );
    return rows.flatMap((row) => {
      const score = row.statistics?.total_score;
      if (!score) return [];
      return [
        {
          id: row.id,
          startTime: row.startTime,
          homeId: row.homeId,
          awayId: row.awayId,
          homeName: names.get(row.homeId ?? -1) ?? '',
          awayName: names.get(row.awayId ?? -1) ?? '',
          score: { home: score.home, away: score.away },
        },
      ];
    });
  }
}
