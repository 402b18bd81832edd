// What a player hears of their VIP bet at each step: a `bet_changed` on their channel (the spec's
// bet update: status `rejected` and `is_vip` remove it from the list, anything else replaces it)
// with the request in `vip`, and their balance when money moved. The notifications module reads
// the `vip` of that update to tell the player of a trader's decision (type `vip_bet`).
import {
  type PlacedBetWire,
  type VipBetWire,
  realtimeEvent,
  userChannel,
} from '@sportsbook/contract';
import type { BalanceEvents } from '../../realtime/balance-events';
import type { RealtimePublisher } from '../../realtime/publisher';

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
  ) {}

  /**
   * After a change has committed: the request's update, then the bet it became (accepted) or the
   * balance (held or released).
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
  }
}
