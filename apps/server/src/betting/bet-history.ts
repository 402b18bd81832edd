// A player's bets as the API answers them: the history list, one bet, and the wire form of bet
// rows with names and prices from the catalog now (cash-out offers included).
import {
  BET_ERROR_CODE,
  BET_STATUSES,
  EXCLUDED_BET_STATUSES,
  OPEN_BET_STATUSES,
  SETTLED_BET_STATUSES,
  type BetTimeRange,
  type PlacedBetWire,
  type getBetsQuery,
} from '@sportsbook/contract';
import { type DecimalOdds, localDayBounds, oddsFromWire } from '@sportsbook/domain';
import type { z } from 'zod';
import { type BetView, toPlacedBetWire } from './bet-dto';
import { BetRefusal } from './betting-errors';
import {
  type BetRow,
  type BettingRepository,
  type CatalogLine,
  lineKey,
} from './betting-repository';
import { type JointPricing, quoteCustomBet } from './custom-bet-pricing';
import type { CurrencyCache } from './line-cache';
import { availableLines } from './line-availability';
import { JackpotRepository } from '../jackpots/jackpot-repository';
import { VipBetRepository } from './vip/vip-bet-repository';
import { type ProviderStatusSource, inactiveProviders } from '../catalog/provider-availability';
import type { LineKey } from './betting-repository';

type BetsQuery = z.output<typeof getBetsQuery>;

export class BetHistory {
  constructor(
    private readonly repository: BettingRepository,
    private readonly currencies: CurrencyCache,
    private readonly pricing: JointPricing | null,
    private readonly providers: ProviderStatusSource,
  ) {}

  /**
   * The catalog lines of bets' selections as they take bets now (an inactive provider's lines
   * suspended), read on `q` (a transaction) or the repository.
   */
  async linesOf(
    keys: readonly LineKey[],
    q: BettingRepository = this.repository,
  ): Promise<Map<string, CatalogLine>> {
    return availableLines(await q.findLines(keys), this.providers.providerStatuses());
  }

  /** A custom bet's bet builder price now, or null when it cannot be priced. */
  async customOddsNow(view: BetView, lines: Map<string, CatalogLine>): Promise<DecimalOdds | null> {
    if (view.row.type !== 'custom' || view.row.status !== 'waiting_results') return null;
    const open = view.selections.filter((s) => s.status === 'open');
    if (open.length < 2) return null;
    const quote = quoteCustomBet(
      this.pricing,
      open.map((s) => lines.get(lineKey(s))),
    );
    return quote.available ? oddsFromWire(quote.odds) : null;
  }

  /** A page of the player's bets; `now` anchors the `time` presets. */
  async list(playerId: number, query: BetsQuery, now: Date) {
    let statuses: string[] =
      query.status ??
      BET_STATUSES.filter((s) => !(EXCLUDED_BET_STATUSES as readonly string[]).includes(s));
    if (query.filter === 'open') {
      statuses = statuses.filter((s) => (OPEN_BET_STATUSES as readonly string[]).includes(s));
    }
    if (query.filter === 'settled') {
      statuses = statuses.filter((s) => (SETTLED_BET_STATUSES as readonly string[]).includes(s));
    }
    const results =
      query.result === 'all'
        ? null
        : query.result === 'win'
          ? ['win_entire', 'refund_half_win_other']
          : query.result === 'lose'
            ? ['lose_entire', 'refund_half_lose_other']
            : ['refund_entire', 'canceled'];
    const day = query.date === undefined ? null : dayInZone(query.date, query.tz);
    const since =
      query.time === undefined ? null : new Date(now.getTime() - TIME_RANGE_MS[query.time]);
    const placedFrom = latest(since, day?.start ?? null);
    const { rows, total } = await this.repository.listBets(
      playerId,
      {
        statuses,
        results,
        ...(placedFrom && { placedFrom }),
        ...(day && { placedBefore: day.end }),
        ...(query.sport !== undefined && { sport: query.sport }),
        ...(query.isBettable !== undefined && { bettable: query.isBettable }),
        inactiveProviders: inactiveProviders(this.providers),
        sortBy: query.sortBy,
      },
      query.page,
      query.limit,
    );
    return {
      data: await this.describe(rows),
      pagination: {
        total,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  async get(playerId: number, betId: number): Promise<PlacedBetWire> {
    const row = await this.repository.findBet(playerId, betId);
    if (!row) throw new BetRefusal(BET_ERROR_CODE.betNotFound);
    return (await this.describe([row]))[0] as PlacedBetWire;
  }

  /** Wire form of bet rows, with names and prices from the catalog now. */
  async describe(rows: readonly BetRow[]): Promise<PlacedBetWire[]> {
    const views = await this.views(rows);
    const lines = await this.linesOf(views.flatMap((v) => v.selections));
    return Promise.all(
      views.map(async (view) =>
        toPlacedBetWire(view, lines, await this.customOddsNow(view, lines)),
      ),
    );
  }

  /** Bet rows with their selections, currency and freebet. */
  async views(rows: readonly BetRow[]): Promise<BetView[]> {
    const ids = rows.map((r) => r.id);
    const [selections, currencies, freebets, jackpotBets, bonuses, vipBets] = await Promise.all([
      this.repository.selectionsOf(ids),
      this.currencies.subunits(),
      this.repository.freebets().usesOf(ids),
      new JackpotRepository(this.repository.connection()).contributedBets(ids),
      this.repository.betBonuses().bonusesOf(ids),
      new VipBetRepository(this.repository.connection()).vipBetIds(ids),
    ]);
    return rows.map((row) => ({
      row,
      selections: selections.filter((s) => s.betId === row.id),
      subunits: currencies.get(row.currency) ?? 100,
      freebet: freebets.get(row.id) ?? null,
      usedInJackpot: jackpotBets.has(row.id),
      isVip: vipBets.has(row.id),
      bonus: bonuses.get(row.id) ?? null,
    }));
  }

  /** The same, read one statement after the other inside the transaction `tx`. */
  async viewsIn(tx: BettingRepository, rows: BetRow[]): Promise<BetView[]> {
    const selections = await tx.selectionsOf(rows.map((r) => r.id));
    const freebets = await tx.freebets().usesOf(rows.map((r) => r.id));
    const jackpotBets = await new JackpotRepository(tx.connection()).contributedBets(
      rows.map((r) => r.id),
    );
    const bonuses = await tx.betBonuses().bonusesOf(rows.map((r) => r.id));
    const vipBets = await new VipBetRepository(tx.connection()).vipBetIds(rows.map((r) => r.id));
    const subunits = await this.currencies.subunits();
    return rows.map((row) => ({
      row,
      selections: selections.filter((s) => s.betId === row.id),
      subunits: subunits.get(row.currency) ?? 100,
      freebet: freebets.get(row.id) ?? null,
      usedInJackpot: jackpotBets.has(row.id),
      isVip: vipBets.has(row.id),
      bonus: bonuses.get(row.id) ?? null,
    }));
  }
}

const HOUR_MS = 3_600_000;
const TIME_RANGE_MS: Record<BetTimeRange, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  '90d': 90 * 24 * HOUR_MS,
};

const latest = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/**
 * The instants a calendar day starts and ends in a time zone: `2026-03-29` in `Europe/Berlin`
 * runs from 2026-03-28T23:00Z to 2026-03-29T22:00Z (23 hours: the clocks go forward).
 */
export function dayInZone(day: string, timeZone: string): { start: Date; end: Date } {
  const { start, end } = localDayBounds(day, timeZone);
  return { start: new Date(start), end: new Date(end) };
}
