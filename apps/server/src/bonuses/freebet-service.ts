// Freebets: the player's list and issuing (the operator API and the demo player). Which bonuses a bet
// of a slip may use: applicable-bonuses.ts. Placement and settlement apply them (betting/), with
// the rules of freebet-rules.ts.
import type { FreebetWire, getFreebetsQuery, issueFreebetRequest } from '@sportsbook/contract';
import type { z } from 'zod';
import { orNotFound } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import { type FreebetFacts, freebetStatus } from './freebet-rules';
import type { FreebetRepository, FreebetRow, NewFreebet } from './freebet-repository';

type FreebetsQuery = z.output<typeof getFreebetsQuery>;
type IssueBody = z.output<typeof issueFreebetRequest>;

export function freebetFacts(row: FreebetRow): FreebetFacts {
  return {
    ...row,
    minOdds: row.minOdds === null ? null : Number(row.minOdds),
    maxOdds: row.maxOdds === null ? null : Number(row.maxOdds),
  };
}

export function toFreebetWire(row: FreebetRow, now: Date): FreebetWire {
  const facts = freebetFacts(row);
  const boost = row.boostMultiplier === null ? null : Number(row.boostMultiplier);
  return {
    id: String(row.id),
    type: row.type,
    name: row.name,
    campaign_id: row.campaignId === null ? null : String(row.campaignId),
    boost_multiplier: boost,
    boost_data: boost === null ? null : { multiplier: boost },
    min_odds: facts.minOdds,
    max_odds: facts.maxOdds,
    uses_count: row.usesCount,
    match_status: row.matchStatus,
    selection_count_from: row.selectionCountFrom,
    selection_count_to: row.selectionCountTo,
    issued: {
      is_active: row.isActive,
      seen: row.seen,
      currency: row.currency,
      amount: Number(row.amount),
      times_used: row.timesUsed,
      activated_at: row.createdAt.toISOString(),
      expired_at: row.expiredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      computed_status: freebetStatus(facts, now),
    },
  };
}

export class FreebetService {
  constructor(
    private readonly repository: FreebetRepository,
    private readonly clock: Clock,
    /** Refuses a freebet to a player under a time-out or self-exclusion (decision 0023). */
    private readonly mayReceive: (playerId: number) => Promise<void> = async () => {},
    /** Told of every freebet issued (the `bonus_issued` event), after it is stored. */
    private readonly issued: (playerId: number, row: FreebetRow) => Promise<void> = async () => {},
  ) {}

  async list(playerId: number, query: FreebetsQuery) {
    const now = this.clock.now();
    // A computed status is not a column: filter it over the player's (few) freebets.
    if (query.status !== undefined) {
      const { rows } = await this.repository.list(playerId, query, now, 1, 10_000);
      const matching = rows.filter((row) => freebetStatus(freebetFacts(row), now) === query.status);
      const start = (query.page - 1) * query.limit;
      return this.page(matching.slice(start, start + query.limit), matching.length, query, now);
    }
    const { rows, total } = await this.repository.list(
      playerId,
      query,
      now,
      query.page,
      query.limit,
    );
    return this.page(rows, total, query, now);
  }

  private page(rows: FreebetRow[], total: number, query: FreebetsQuery, now: Date) {
    return {
      data: rows.map((row) => toFreebetWire(row, now)),
      pagination: {
        total,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  /**
   * Issues a one-off freebet (operator API) to the player by id or e-mail; 404 for an unknown
   * player, 403 for a restricted one. Announces it on the player's channel once committed.
   */
  async issueOneOff(body: IssueBody) {
    const playerId = orNotFound(
      body.player_id !== undefined
        ? await this.repository.playerIdById(body.player_id)
        : await this.repository.playerIdByEmail(body.email ?? ''),
      'Player',
    );
    const now = this.clock.now();
    const row = await this.issue({
      playerId,
      type: body.type,
      name: body.name,
      currency: body.currency,
      amount: BigInt(body.amount),
      minOdds: body.min_odds === null ? null : body.min_odds.toFixed(3),
      maxOdds: body.max_odds === null ? null : body.max_odds.toFixed(3),
      selectionCountFrom: body.selection_count_from,
      selectionCountTo: body.selection_count_to,
      matchStatus: body.match_status,
      usesCount: body.uses_count,
      source: 'operator',
      expiredAt:
        body.expires_in_s === null ? null : new Date(now.getTime() + body.expires_in_s * 1000),
      createdAt: now,
    });
    await this.issued(playerId, row);
    return { data: toFreebetWire(row, now) };
  }

  async issue(freebet: NewFreebet): Promise<FreebetRow> {
    await this.mayReceive(freebet.playerId);
    return this.repository.issue(freebet);
  }
}
