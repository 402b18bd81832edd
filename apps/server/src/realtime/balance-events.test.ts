import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../accounts/accounts-repository';
import { recordingPublisher } from '../testing/recording-publisher';
import { createBalanceEvents } from './balance-events';

/** A ledger whose reads answer only when the test lets them. */
function slowLedger(balance: { value: bigint }) {
  const waiting: (() => void)[] = [];
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    release: () => waiting.splice(0).forEach((go) => go()),
    listAccounts: (): Promise<AccountRecord[]> => {
      reads += 1;
      return new Promise((resolve) =>
        waiting.push(() =>
          resolve([
            { id: 1, currency: 'EUR', subunits: 100, active: true, balance: balance.value },
          ]),
        ),
      );
    },
  };
}

describe('balance_changed', () => {
  it('announces a burst of bets with one more read after the one under way, showing the last balance', async () => {
    const balance = { value: 900n };
    const ledger = slowLedger(balance);
    const publisher = recordingPublisher();
    const events = createBalanceEvents(publisher, ledger);

    const first = events.balanceChanged(7, 'EUR');
    balance.value = 800n;
    const second = events.balanceChanged(7, 'EUR');
    balance.value = 700n;
    const third = events.balanceChanged(7, 'EUR');
    expect(ledger.reads).toBe(1);

    ledger.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ledger.reads).toBe(2);
    ledger.release();
    await Promise.all([first, second, third]);

    const published = publisher.ofType('balance_changed').map((p) => p.message.data);
    expect(published.at(-1)).toMatchObject({ currency: 'EUR', balance: 700 });
    expect(published).toHaveLength(2);
  });

  it('reads again for a change after the burst is announced', async () => {
    const balance = { value: 500n };
    const ledger = slowLedger(balance);
    const events = createBalanceEvents(recordingPublisher(), ledger);
    const first = events.balanceChanged(7, 'EUR');
    ledger.release();
    await first;
    const next = events.balanceChanged(7, 'EUR');
    ledger.release();
    await next;
    expect(ledger.reads).toBe(2);
  });
});
