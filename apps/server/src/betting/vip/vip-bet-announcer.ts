// What a player hears of their VIP bet at each step: a `bet_changed` on their channel (the spec's
// bet update: status `rejected` and `is_vip` remove it from the list, anything else replaces it)
// with the request in `vip`, and their balance when money moved. One place per decision, so the
// notification of the decision (type `vip_bet`) is sent from here too.
import {
  type PlacedBetWire,
  type VipBetWire,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import type { BalanceEvents } from '../../realtime/balance-events';
import type { RealtimePublisher } from '../../realtime/publisher';

/** The notification of a decision, for the notifications module's `notifyPlayer`. */
export interface VipNotification {
  type: 'vip_bet';
  /** What happened, for the message texts: `pending`, `countered`, `accepted`, … */
  state: VipBetWire['status'];
  vipBetId: string;
  betId: string | null;
}

/** Sends a player notification (wired to the notifications module's `notifyPlayer`). */
export type NotifyPlayer = (playerId: number, notification: VipNotification) => Promise<void>;

/** The bet status a request shows as in bet lists: under review, placed, or off the list. */
export function betStatusOf(state: VipBetWire['status']): PlacedBetWire['status'] {
  if (state === 'pending' || state === 'countered') return 'submitted';
  if (state === 'accepted') return 'waiting_results';
  return 'rejected';
}

export class VipBetAnnouncer {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly balances: BalanceEvents,
    /** The placed bet's own news (bet and balance), from the betting service. */
    private readonly announceBet: (playerId: number, bets: PlacedBetWire[]) => Promise<void>,
    private readonly notify: NotifyPlayer | null = null,
  ) {}

  /**
   * After a change has committed: the request's update, then the bet it became (accepted) or the
   * balance (held or released), then the notification of a trader's decision or a lapse.
   */
  async announceVipDecision(
    playerId: number,
    vip: VipBetWire,
    placed: PlacedBetWire | null = null,
  ): Promise<void> {
    try {
      await this.publisher.publish(
        userChannel(playerId),
        realtimeEvent('bet_changed', {
          id: `vip-${vip.id}`,
          type: vip.type,
          status: betStatusOf(vip.status),
          stake: vip.stake,
          odds: vip.odds,
          is_vip: true,
          created_at: vip.created_at,
          vip,
        }),
      );
    } catch {
      // Realtime is best effort: clients refetch on reconnect.
    }
    if (placed) await this.announceBet(playerId, [{ ...placed, is_vip: true }]);
    else await this.balances.balanceChanged(playerId, vip.currency);
    // The player's own request needs no notification; every decision and lapse does.
    if (vip.status !== 'pending' && this.notify) {
      try {
        await this.notify(playerId, {
          type: 'vip_bet',
          state: vip.status,
          vipBetId: vip.id,
          betId: vip.bet_id,
        });
      } catch {
        // A notification is news, not the decision: the decision stands without it.
      }
    }
  }
}
