// Settlement from the feed's results: after each feed tick, open selections whose line has a
// result (or was cancelled) take it, and bets whose outcome is known are paid through the
// ledger exactly once (idempotency key `bet:<id>:settle`) in the same transaction that marks
// them done. The sweep reads the database, not the tick, so a restart catches up by itself.
// What a bet pays, freebet variants included, is the domain's `settleBet` (decision 0016).
import {
  type BetSettlement,
  REFUND_FREEBET_VALIDITY_MS,
  minorUnits,
  oddsFromWire,
  settleBet,
} from '@sportsbook/domain';
import type { FeedChanges } from '../feed/feed-model';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import type { LegResult } from './bet-maths';
import type { BetRow, BettingRepository } from './betting-repository';
import type { FreebetUse } from '../bonuses/freebet-repository';
import type { BettingService } from './betting-service';
import type { FarmingSettled, FarmingSettlementHook } from '../bonuses/farming/farming-service';
import type { LoyaltySettlementHook } from '../loyalty/loyalty-service';

const BATCH = 500;

export interface SettlementLogger {
  error(obj: object, msg: string): void;
}

export class SettlementService {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: BettingRepository,
    private readonly betting: BettingService,
    private readonly clock: Clock,
    private readonly publisher: RealtimePublisher,
    private readonly logger: SettlementLogger,
    /** Farming's part of settlement: points, farmed freebets, a lootbox boost (decision 0028). */
    private readonly farming?: FarmingSettlementHook,
    /** Comp points of settled stakes (decision 0030); none: no loyalty. */
    private readonly loyalty?: LoyaltySettlementHook,
  ) {}

  /** Feed runner listener: settle, then refresh cash-out offers of the matches that moved. */
  onFeedChanges = (changes: FeedChanges): void => {
    const resulted = changes.markets.some(
      (m) => m.status === -3 || m.status === -4 || m.outcomes.some((o) => o.result != null),
    );
    const moved = [...new Set(changes.markets.map((m) => m.matchUrnId))];
    this.enqueue(async () => {
      if (resulted) await this.settleAll();
      if (moved.length > 0) {
        await this.betting.pricesMoved(await this.repository.matchIdsByUrn(moved));
      }
    });
  };

  /** Runs after the work queued before it; failures are logged, never thrown at the feed. */
  enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.logger.error({ err: error }, 'settlement failed; the next feed change retries');
    });
    return this.queue;
  }

  /** Settles everything the results allow; returns how many bets were paid out or lost. */
  async settleAll(): Promise<number> {
    let settled = 0;
    for (;;) {
      const resulted = await this.repository.resultedOpenSelections(BATCH);
      if (resulted.length === 0) return settled;
      const byBet = new Map<number, { selectionId: number; status: string }[]>();
      for (const r of resulted) {
        const list = byBet.get(r.betId) ?? [];
        list.push(r);
        byBet.set(r.betId, list);
      }
      for (const [betId, selections] of byBet) {
        if (await this.settleBet(betId, selections)) settled += 1;
      }
    }
  }

  private async settleBet(
    betId: number,
    resulted: { selectionId: number; status: string }[],
  ): Promise<boolean> {
    const now = this.clock.now();
    let farmed: FarmingSettled | undefined;
    const done = await this.repository.transaction(async (tx) => {
      const row = await tx.lockBet(betId);
      if (!row || row.status !== 'waiting_results') return null;
      for (const r of resulted) {
        if (await tx.setSelectionStatus(r.selectionId, r.status, now)) {
          await tx.insertEvent({
            betId,
            kind: 'selection_resulted',
            cause: 'feed',
            data: { selection_id: r.selectionId, status: r.status },
            createdAt: now,
          });
        }
      }
      const selections = await tx.selectionsOf([betId]);
      const freebet = (await tx.freebets().usesOf([betId])).get(betId);
      // A comboboost pays with the bonus odds the bet was placed at (bet_bonuses).
      const boost = (await tx.betBonuses().bonusesOf([betId])).get(betId)?.bonusOdds ?? null;
      const settled = settleBet(
        {
          betType: row.type,
          stake: minorUnits(Number(row.stake)),
          systemWinCount: row.systemWinCount,
          customOdds: row.customOdds === null ? null : oddsFromWire(Number(row.customOdds)),
          bonusType: freebet?.type ?? null,
          bonusOdds: boost === null ? null : oddsFromWire(Number(boost)),
        },
        selections.map((s) => ({
          odds: oddsFromWire(Number(s.odds)),
          result: s.status as LegResult,
        })),
      );
      if (settled === null) return null;
      const { result } = settled;
      if (freebet) await applyFreebetSettlement(tx, row, freebet, settled, now);
      const paid =
        freebet && this.farming
          ? await this.farming.boostedPaid(tx.connection(), freebet.freebetId, settled)
          : settled.paid;
      const credit = { paid: BigInt(paid), kind: settled.kind };
      let ledgerEntryId: number | null = null;
      if (credit.paid > 0n) {
        ledgerEntryId = await tx.appendLedger({
          accountId: row.accountId,
          amount: credit.paid,
          kind: credit.kind,
          reference: `bet:${betId}`,
          idempotencyKey: `bet:${betId}:settle`,
          createdAt: now,
        });
      }
      await tx.updateBet(betId, {
        status: 'done',
        result,
        winAmount: credit.paid,
        autoCashoutTarget: null,
        settledAt: now,
      });
      await this.loyalty?.accrue(
        tx.connection(),
        { id: betId, playerId: row.playerId, currency: row.currency, result },
        now,
      );
      await tx.insertEvent({
        betId,
        kind: 'settled',
        cause: 'feed',
        data: {
          result,
          payout: credit.paid.toString(),
          stake: row.stake.toString(),
          ...(freebet && { freebet_id: freebet.freebetId, freebet_type: freebet.type }),
        },
        ledgerEntryId,
        createdAt: now,
      });
      const voided = selections.every((s) => s.status === 'void' || s.status === 'cancelled');
      farmed = await this.farming?.settled(tx.connection(), row, voided, now);
      return row.playerId;
    });
    if (done === null) return false;
    if (farmed) this.farming?.announce(farmed);
    await this.loyalty?.issueOwed(done);
    const row = await this.repository.findBet(done, betId);
    if (row) {
      const [bet] = await this.betting.describe([row]);
      if (bet) void this.betting.announce(done, [bet]);
    }
    return true;
  }
}

/**
 * A freebet bet's effects on freebets (decision 0016): its use given back after a void, or a
 * refund freebet issued (an amb combo lost by one leg, a no-risk loss), recorded as bet events.
 */
async function applyFreebetSettlement(
  tx: BettingRepository,
  row: BetRow,
  use: FreebetUse,
  settled: BetSettlement,
  now: Date,
): Promise<void> {
  const freebets = tx.freebets();
  if (settled.giveBack) {
    await freebets.giveBack(use.freebetId);
    await tx.insertEvent({
      betId: row.id,
      kind: 'freebet_returned',
      cause: 'feed',
      data: { freebet_id: use.freebetId },
      createdAt: now,
    });
  }
  const refund = settled.refundFreebet;
  if (refund !== null) {
    const issued = await freebets.issue({
      playerId: row.playerId,
      type: refund.type,
      currency: row.currency,
      amount: BigInt(refund.amount),
      minOdds: null,
      maxOdds: null,
      selectionCountFrom: 1,
      selectionCountTo: null,
      matchStatus: null,
      usesCount: 1,
      source: `bet:${row.id}`,
      expiredAt: new Date(now.getTime() + REFUND_FREEBET_VALIDITY_MS),
      createdAt: now,
    });
    await tx.insertEvent({
      betId: row.id,
      kind: 'freebet_issued',
      cause: 'feed',
      data: { freebet_id: issued.id, amount: String(refund.amount), type: refund.type },
      createdAt: now,
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles bets from the feed's results (tests await `settlement.enqueue`). */
    settlement: SettlementService;
  }
}
