// Realtime news of a player's bets: bet_changed per bet, then balance_changed per currency.
import type { PlacedBetWire } from '@sportsbook/contract';
import { realtimeEvent, userChannel } from '@sportsbook/contract';
import type { AccountRecord } from '../accounts/accounts-repository';
import type { BalanceEvents } from '../realtime/balance-events';
import type { RealtimePublisher } from '../realtime/publisher';

export class BetAnnouncer {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly balances: BalanceEvents,
  ) {}

  /**
   * bet_changed for each bet, then balance_changed for their currencies: the `known` balances
   * when the caller has them from its transaction, else read back from the ledger by the
   * wallet's notifier (as after deposits). Call after the change has committed.
   */
  async announce(
    playerId: number,
    placed: readonly PlacedBetWire[],
    known: readonly AccountRecord[] = [],
  ): Promise<void> {
    try {
      const channel = userChannel(playerId);
      for (const bet of placed) {
        await this.publisher.publish(channel, realtimeEvent('bet_changed', bet));
      }
    } catch {
      // Realtime is best effort: clients refetch on reconnect.
    }
    for (const account of known) await this.balances.balanceIs(playerId, account);
    const read = new Set(known.map((account) => account.currency));
    for (const currency of new Set(placed.map((bet) => bet.currency))) {
      if (!read.has(currency)) await this.balances.balanceChanged(playerId, currency);
    }
  }
}
