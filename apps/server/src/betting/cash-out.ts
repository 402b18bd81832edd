// Cash-out and auto cash-out: the offer is the domain's (bet-dto's `toCashout`), recomputed
// under the bet's row lock; the payout is a ledger entry and a bet event in one transaction.
import {
  BET_ERROR_CODE,
  type PlacedBetWire,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import { minorUnits, sellBet } from '@sportsbook/domain';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Clock } from '../shared/clock';
import type { BetAnnouncer } from './bet-announcer';
import { type BetView, toCashout } from './bet-dto';
import type { BetHistory } from './bet-history';
import { BetRefusal } from './betting-errors';
import type { BetRow, BettingRepository } from './betting-repository';
import type { FarmingSettlementHook } from '../bonuses/farming/farming-service';

export class CashOut {
  constructor(
    private readonly repository: BettingRepository,
    private readonly history: BetHistory,
    private readonly announcer: BetAnnouncer,
    private readonly clock: Clock,
    private readonly publisher: RealtimePublisher,
    /** A bet cashed out whole farms nothing (decision 0028). */
    private readonly farming?: Pick<FarmingSettlementHook, 'cashedOut'>,
  ) {}

  /** The offer for a bet now, read inside the transaction `tx` (null: none). */
  private async offerIn(tx: BettingRepository, row: BetRow): Promise<number | null> {
    const [view] = await this.history.viewsIn(tx, [row]);
    const lines = await this.history.linesOf((view as BetView).selections, tx);
    return toCashout(
      view as BetView,
      lines,
      await this.history.customOddsNow(view as BetView, lines),
    );
  }

  /**
   * Cashes out at the offer the player saw: the offer is recomputed under the bet's row lock
   * and must be exactly `toCashout` (130 otherwise). A partial cash-out pays `amount` and keeps
   * the bet open on stake × (1 − amount / toCashout), floored.
   */
  async cashout(
    playerId: number,
    betId: number,
    toCashoutSeen: number,
    amount: number | undefined,
    cause: 'player' | 'auto_cashout' = 'player',
  ): Promise<PlacedBetWire> {
    const now = this.clock.now();
    const result = await this.repository.transaction(async (tx) => {
      const row = await tx.findBet(playerId, betId, true);
      if (!row) throw new BetRefusal(BET_ERROR_CODE.betNotFound);
      if (row.status !== 'waiting_results') {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, { details: { reason: row.status } });
      }
      const offer = await this.offerIn(tx, row);
      if (offer === null) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutUnavailable, {
          details: { reason: 'selection_suspended' },
        });
      }
      if (offer !== toCashoutSeen) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutOfferChanged, {
          details: { to_cashout: offer, currency: row.currency },
        });
      }
      // The domain's one rule for selling a bet (whole or in part): what is paid, what stays.
      const sale = sellBet(
        minorUnits(Number(row.stake)),
        minorUnits(offer),
        amount === undefined ? null : minorUnits(amount),
      );
      if (!sale.ok) {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, {
          details: { reason: 'amount', to_cashout: offer, currency: row.currency },
        });
      }
      const { partial } = sale;
      const paid = BigInt(sale.paid);
      const remaining = BigInt(sale.remainingStake);
      const sequence = (await tx.eventsOf(row.id)).filter((e) =>
        e.kind.startsWith('cashout'),
      ).length;
      const ledgerId = await tx.appendLedger({
        accountId: row.accountId,
        amount: paid,
        kind: 'cashout',
        reference: `bet:${row.id}`,
        idempotencyKey: `bet:${row.id}:cashout:${sequence}`,
        createdAt: now,
      });
      const cashedOut = row.cashedOutAmount + paid;
      await tx.updateBet(
        row.id,
        partial
          ? { stake: remaining, cashedOutAmount: cashedOut }
          : {
              status: 'cashed_out',
              result: 'cashed_out',
              winAmount: paid,
              cashedOutAmount: cashedOut,
              autoCashoutTarget: null,
              settledAt: now,
            },
      );
      await tx.insertEvent({
        betId: row.id,
        kind: partial ? 'cashout_partial' : 'cashout',
        cause,
        data: {
          offer,
          paid: paid.toString(),
          stake_before: row.stake.toString(),
          stake_after: remaining.toString(),
        },
        ledgerEntryId: ledgerId,
        createdAt: now,
      });
      // Farming follows the bet: nothing when sold whole, the stake left when in part.
      await this.farming?.cashedOut(tx.connection(), row, remaining, now);
      return tx.findBet(playerId, betId);
    });
    const [bet] = await this.history.describe([result as BetRow]);
    void this.announcer.announce(playerId, [bet as PlacedBetWire]);
    return bet as PlacedBetWire;
  }

  /** Sets (or clears with null) the auto cash-out target; it must be above the offer now. */
  async setAutoCashout(playerId: number, betId: number, target: number | null) {
    const now = this.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      const bet = await tx.findBet(playerId, betId, true);
      if (!bet) throw new BetRefusal(BET_ERROR_CODE.betNotFound);
      if (bet.status !== 'waiting_results') {
        throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, { details: { reason: bet.status } });
      }
      if (target !== null) {
        const offer = await this.offerIn(tx, bet);
        if (offer !== null && target <= offer) {
          throw new BetRefusal(BET_ERROR_CODE.cashoutRefused, {
            details: {
              reason: 'target_not_above_offer',
              to_cashout: offer,
              currency: bet.currency,
            },
          });
        }
      }
      await tx.updateBet(bet.id, { autoCashoutTarget: target === null ? null : BigInt(target) });
      await tx.insertEvent({
        betId: bet.id,
        kind: target === null ? 'auto_cashout_cleared' : 'auto_cashout_set',
        cause: 'player',
        data: { target },
        createdAt: now,
      });
      return tx.findBet(playerId, betId);
    });
    return (await this.history.describe([row as BetRow]))[0] as PlacedBetWire;
  }

  /**
   * After prices moved on these matches: sends bet_cashout_changed for open bets on them and
   * cashes out those whose offer reached their auto cash-out target.
   */
  async pricesMoved(matchIds: readonly number[]): Promise<void> {
    const open = await this.repository.openBetIdsOnMatches(matchIds, false);
    if (open.length === 0) return;
    const rows = (
      await Promise.all(open.map((b) => this.repository.findBet(b.playerId, b.id)))
    ).filter((r): r is BetRow => r !== null);
    const views = await this.history.views(rows);
    const lines = await this.history.linesOf(views.flatMap((v) => v.selections));
    for (const view of views) {
      const offer = toCashout(view, lines, await this.history.customOddsNow(view, lines));
      const target = view.row.autoCashoutTarget;
      if (target !== null && offer !== null && BigInt(offer) >= target) {
        try {
          await this.cashout(view.row.playerId, view.row.id, offer, undefined, 'auto_cashout');
          continue;
        } catch {
          // The offer moved between the read and the lock: the next price change tries again.
        }
      }
      void this.publisher.publish(
        userChannel(view.row.playerId),
        realtimeEvent('bet_cashout_changed', { bet_id: String(view.row.id), to_cashout: offer }),
      );
    }
  }
}
