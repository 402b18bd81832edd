// The only file of predictions that reads or writes the database: matches' vote facts, the
// counts of a vote and a player's own vote, written once per player (decision 0040).
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { MATCH_STATUS } from '@sportsbook/domain';
import type { DbOrTx } from '../db/client';
import { matches, predictionVotes } from '../db/schema';

/**
 * A match can end in a draw when its match result market (type 1) has three outcomes, as
 * football's 1X2 does (the draw's id differs by feed: `X` or Betradar's `2`); a CS2 winner
 * market has two, and tennis has no type 1 market at all.
 */
const MATCH_RESULT_MARKET_TYPE = 1;
const THREE_WAY = 3;

// Spelled out with table names: drizzle leaves a one-table select's columns unqualified.
const CAN_DRAW = sql<boolean>`exists (select 1 from markets mk
  where mk.match_id = matches.id
  and mk.market_type_id = ${MATCH_RESULT_MARKET_TYPE}
  and (select count(*) from outcomes oc where oc.market_id = mk.id) = ${THREE_WAY})`;

export interface PredictionMatch {
  id: number;
  startTime: Date;
  status: number;
  canDraw: boolean;
}

export interface StoredVote {
  choice: string;
  createdAt: Date;
  updatedAt: Date;
}

export class PredictionRepository {
  constructor(private readonly q: DbOrTx) {}

  async findMatch(matchId: number): Promise<PredictionMatch | null> {
    const [row] = await this.q
      .select({
        id: matches.id,
        startTime: matches.startTime,
        status: matches.status,
        // Spelled out with table names: drizzle leaves a one-table select's columns unqualified.
        canDraw: CAN_DRAW,
      })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.type, 'match')));
    return row ? { ...row, canDraw: Boolean(row.canDraw) } : null;
  }

  async counts(predictionId: string): Promise<Record<string, number>> {
    const rows = await this.q
      .select({ choice: predictionVotes.choice, votes: count() })
      .from(predictionVotes)
      .where(eq(predictionVotes.predictionId, predictionId))
      .groupBy(predictionVotes.choice);
    return Object.fromEntries(rows.map((r) => [r.choice, Number(r.votes)]));
  }

  async voteOf(predictionId: string, playerId: number): Promise<StoredVote | null> {
    const [row] = await this.q
      .select({
        choice: predictionVotes.choice,
        createdAt: predictionVotes.createdAt,
        updatedAt: predictionVotes.updatedAt,
      })
      .from(predictionVotes)
      .where(
        and(eq(predictionVotes.predictionId, predictionId), eq(predictionVotes.playerId, playerId)),
      );
    return row ?? null;
  }

  /** The player's vote, or the new choice over it: one row per player, however many posts race. */
  async saveVote(vote: {
    predictionId: string;
    matchId: number;
    playerId: number;
    choice: string;
    at: Date;
  }): Promise<void> {
    await this.q
      .insert(predictionVotes)
      .values({ ...vote, createdAt: vote.at, updatedAt: vote.at })
      .onConflictDoUpdate({
        target: [predictionVotes.predictionId, predictionVotes.playerId],
        set: { choice: vote.choice, updatedAt: vote.at },
      });
  }

  /** The next matches to kick off (prematch), soonest first: the demo seed's votes. */
  async upcomingMatches(now: Date, limit: number): Promise<PredictionMatch[]> {
    const rows = await this.q
      .select({
        id: matches.id,
        startTime: matches.startTime,
        status: matches.status,
        canDraw: CAN_DRAW,
      })
      .from(matches)
      .where(
        and(
          eq(matches.type, 'match'),
          eq(matches.status, MATCH_STATUS.prematch),
          gt(matches.startTime, now),
        ),
      )
      .orderBy(asc(matches.startTime), asc(matches.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, canDraw: Boolean(row.canDraw) }));
  }

  /** Votes, each unless its player has one: the demo seed never overwrites a vote. */
  async addVotesOnce(
    votes: readonly {
      predictionId: string;
      matchId: number;
      playerId: number;
      choice: string;
      at: Date;
    }[],
  ): Promise<void> {
    if (votes.length === 0) return;
    await this.q
      .insert(predictionVotes)
      .values(votes.map((vote) => ({ ...vote, createdAt: vote.at, updatedAt: vote.at })))
      .onConflictDoNothing();
  }
}
