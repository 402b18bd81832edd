// The amb freebet's own calls (decision 0016: a normal bet the player stakes, insured by the
// freebet): the player's amb list and one amb freebet's terms. Which amb freebets a slip's bets
// may use is applicable-bonuses.ts.
import type { FreebetTermsWire, getFreebetsQuery } from '@sportsbook/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { bonusCampaigns, freebets } from '../../db/schema';
import { orNotFound } from '../../http/http-errors';
import type { Clock } from '../../shared/clock';
import { freebetStatus } from '../freebet-rules';
import { type FreebetRow, freebetColumns } from '../freebet-repository';
import { freebetFacts, toFreebetWire } from '../freebet-service';

type FreebetsQuery = z.output<typeof getFreebetsQuery>;

export class AmbService {
  constructor(
    private readonly q: DbOrTx,
    private readonly clock: Clock,
  ) {}

  /**
   * The player's amb freebets, newest first, filtered like the freebet list (status, available,
   * active). A player holds few freebets, so the computed status is filtered in memory.
   */
  async list(playerId: number, query: FreebetsQuery) {
    const now = this.clock.now();
    const rows = (await this.q
      .select(freebetColumns)
      .from(freebets)
      .where(and(eq(freebets.playerId, playerId), eq(freebets.type, 'freebet')))
      .orderBy(desc(freebets.createdAt), desc(freebets.id))) as FreebetRow[];
    const matching = rows.filter((row) => {
      const status = freebetStatus(freebetFacts(row), now);
      if (query.status !== undefined && status !== query.status) return false;
      if (query.available !== undefined && (status === 'active') !== query.available) return false;
      if (query.active !== undefined && row.isActive !== query.active) return false;
      return true;
    });
    const start = (query.page - 1) * query.limit;
    return {
      data: matching.slice(start, start + query.limit).map((row) => toFreebetWire(row, now)),
      pagination: {
        total: matching.length,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(matching.length / query.limit)),
      },
    };
  }

  /** One amb freebet's terms: its campaign's text and its rules; 404 when not the player's. */
  async terms(playerId: number, id: number): Promise<{ data: FreebetTermsWire }> {
    const [row] = await this.q
      .select({
        ...freebetColumns,
        campaignName: bonusCampaigns.name,
        terms: bonusCampaigns.terms,
      })
      .from(freebets)
      .leftJoin(bonusCampaigns, eq(bonusCampaigns.id, freebets.campaignId))
      .where(
        and(eq(freebets.id, id), eq(freebets.playerId, playerId), eq(freebets.type, 'freebet')),
      );
    const found = orNotFound(row, 'Freebet', id);
    const facts = freebetFacts(found);
    return {
      data: {
        id: String(found.id),
        name: found.name ?? found.campaignName ?? '',
        terms: found.terms ?? '',
        min_odds: facts.minOdds,
        max_odds: facts.maxOdds,
        match_status: found.matchStatus,
        selection_count_from: found.selectionCountFrom,
        selection_count_to: found.selectionCountTo,
        uses_count: found.usesCount,
        expired_at: found.expiredAt?.toISOString() ?? null,
      },
    };
  }
}
