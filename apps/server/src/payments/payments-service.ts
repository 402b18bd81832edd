// The demo payment provider: pending deposits completed on its checkout page, and quick
// deposits decided at once. A success is one ledger entry whose idempotency key is the
// deposit id, so a deposit never credits twice and balances stay the sum of the ledger.
import { PAYMENT_ERROR_CODES, type DepositStatus } from '@sportsbook/contract';
import { randomBytes } from 'node:crypto';
import { NotFoundError, badInput } from '../http/http-errors';
import { type BalanceEvents, noBalanceEvents } from '../realtime/balance-events';
import { depositLimitRefusal } from '../protection/limits-service';
import type { Clock } from '../shared/clock';
import type { DepositRecord, PaymentsRepository } from './payments-repository';

export type CheckoutAction = 'pay' | 'fail' | 'pending';

/** Demo outcome of a quick deposit by the last two digits of the minor units. */
export function quickOutcome(amount: number): DepositStatus {
  const tail = amount % 100;
  if (tail === 13) return 'error';
  if (tail === 77) return 'pending';
  return 'success';
}

export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly clock: Clock,
    /** Announces the new balance (`balance_changed`) after a credited deposit commits. */
    private readonly balances: BalanceEvents = noBalanceEvents,
    /** Refuses a deposit of a player under a time-out or self-exclusion (decision 0023). */
    private readonly mayDeposit: (playerId: number) => Promise<void> = async () => {},
  ) {}

  async create(
    playerId: number,
    amount: number,
    currency: string,
    method: 'checkout' | 'quick',
  ): Promise<DepositRecord> {
    await this.mayDeposit(playerId);
    const accountId = await this.repository.findAccountId(playerId, currency);
    if (accountId === null) {
      throw badInput(
        'currency',
        'You have no account in this currency',
        PAYMENT_ERROR_CODES.noAccount,
      );
    }
    // A fast, clear answer for the deposit form; the credit checks again under the lock.
    const breach = await this.repository.depositLimitBreach(
      accountId,
      BigInt(amount),
      this.clock.now(),
    );
    if (breach) throw depositLimitRefusal(breach);
    const deposit = {
      id: randomBytes(16).toString('base64url'),
      playerId,
      accountId,
      amount: BigInt(amount),
      currency,
      method,
    };
    await this.repository.insertDeposit(deposit, this.clock.now());
    return { ...deposit, status: 'pending' };
  }

  async quick(playerId: number, amount: number, currency: string) {
    const deposit = await this.create(playerId, amount, currency, 'quick');
    const outcome = quickOutcome(amount);
    const status = outcome === 'pending' ? 'pending' : await this.complete(deposit, outcome, true);
    return { id: deposit.id, status };
  }

  async find(id: string): Promise<DepositRecord> {
    const deposit = await this.repository.findDeposit(id);
    if (!deposit) throw new NotFoundError('Deposit');
    return deposit;
  }

  /** The provider page's form: pay, fail or leave pending. Returns the deposit's status. */
  async checkout(id: string, action: CheckoutAction): Promise<DepositStatus> {
    const deposit = await this.find(id);
    if (action === 'pending') return deposit.status;
    return this.complete(deposit, action === 'pay' ? 'success' : 'error');
  }

  /**
   * Completes the deposit. One refused by a deposit limit at the credit ends as `error`; with
   * `refuseOverLimit` (the quick deposit, answered at once) it also answers 403.
   */
  private async complete(
    deposit: Pick<DepositRecord, 'id' | 'playerId' | 'currency'>,
    outcome: 'success' | 'error',
    refuseOverLimit = false,
  ): Promise<DepositStatus> {
    const now = this.clock.now();
    const result = await this.repository.transaction((tx) => tx.complete(deposit.id, outcome, now));
    if (result === null) throw new NotFoundError('Deposit');
    if (result.limit && refuseOverLimit) throw depositLimitRefusal(result.limit);
    const { status } = result;
    // After the commit: the balance read back includes the credit. A repeated completion of a
    // credited deposit announces the same balance again, which is harmless.
    if (status === 'success')
      await this.balances.balanceChanged(deposit.playerId, deposit.currency);
    return status;
  }
}
