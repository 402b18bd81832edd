// Wallet → realtime: `balance_changed` on the player's `$user:<id>` channel after a committed
// ledger change (spec section 4: the client replaces the balance of that currency).
//
// Call it after the transaction that wrote the ledger has committed, never inside it: the
// balance is read back from the ledger, so a rolled-back change is never announced. Deposits
// call it today; bet placement, settlement and cash-out call it the same way.
import { realtimeEvent, userChannel } from '@sportsbook/contract';
import type { AccountRecord } from '../accounts/accounts-repository';
import { minorUnitsToWire, toAccountWire } from '../accounts/accounts-dto';
import type { RealtimePublisher } from './publisher';

/** The ledger read the notifier needs (AccountsRepository). */
export interface BalanceReader {
  listAccounts(playerId: number): Promise<AccountRecord[]>;
}

export interface BalanceEvents {
  /**
   * Publishes the current balance of the player's account in `currency` (every account when
   * omitted). Never throws: a failed read or delivery is logged, and the client still has the
   * balance from `GET /player/accounts`.
   */
  balanceChanged(playerId: number, currency?: string): Promise<void>;
  /**
   * Publishes a balance the caller read under the account's lock in a transaction that has
   * committed (bet placement knows it without a ledger read). Never throws.
   */
  balanceIs(playerId: number, account: AccountRecord): Promise<void>;
}

export function createBalanceEvents(
  publisher: RealtimePublisher,
  reader: BalanceReader,
  logger?: { error(details: object, message: string): void },
): BalanceEvents {
  const publish = (playerId: number, account: AccountRecord) =>
    publisher.publish(
      userChannel(playerId),
      realtimeEvent('balance_changed', {
        currency: account.currency,
        balance: minorUnitsToWire(account.balance),
        available_to_bet_with_locked_cents: minorUnitsToWire(account.balance),
        account: toAccountWire(account),
      }),
    );
  const failed = (error: unknown, playerId: number) =>
    logger?.error({ err: error, playerId }, 'realtime: balance_changed not published');
  const publishNow = async (playerId: number, currency: string | undefined) => {
    try {
      const accounts = await reader.listAccounts(playerId);
      const changed = accounts.filter((a) => currency === undefined || a.currency === currency);
      await Promise.all(changed.map((account) => publish(playerId, account)));
    } catch (error) {
      failed(error, playerId);
    }
  };
  // A burst of changes of one account (many bets placed at once) is announced with as few
  // reads as it takes: a call arriving while a read is under way asks for one more read after
  // it, which sees every change committed before the call.
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  return {
    async balanceIs(playerId, account) {
      try {
        await publish(playerId, account);
      } catch (error) {
        failed(error, playerId);
      }
    },
    balanceChanged(playerId, currency) {
      const key = `${playerId}|${currency ?? '*'}`;
      const current = running.get(key);
      if (current) {
        current.again = true;
        return current.done;
      }
      const entry = { again: false, done: Promise.resolve() };
      running.set(key, entry);
      entry.done = (async () => {
        try {
          do {
            entry.again = false;
            await publishNow(playerId, currency);
          } while (entry.again);
        } finally {
          running.delete(key);
        }
      })();
      return entry.done;
    },
  };
}

/** For apps without realtime (and as the default of services that take one). */
export const noBalanceEvents: BalanceEvents = {
  balanceChanged: async () => {},
  balanceIs: async () => {},
};
