// Player limits (decision 0022): set, tighten, loosen, remove and confirm, by the domain's
// rules; the usage and allowance they leave; and the checks the deposit credit and the
// placement writer run inside their own transactions, under their account locks.
import {
  LIMIT_ERROR_CODES,
  MONEY_LIMIT_TYPES,
  PAYMENT_ERROR_CODES,
  type AllowanceResponse,
  type BettingStatsResponse,
  type LimitHistoryResponse,
  type SetUserLimitRequest,
  type TransactionsResponse,
  type UserLimit,
} from '@sportsbook/contract';
import {
  DEFAULT_LIMIT_TIMINGS,
  type LimitPeriod,
  type LimitRoom,
  type LimitState,
  type LimitTimings,
  type LimitTransition,
  type MoneyLimitKind,
  checkAgainstLimits,
  confirmLimitChange,
  isConfirmable,
  lapseLimit,
  limitUsage,
  newLimit,
  periodWindow,
  remainingAllowance,
  requestLimitChange,
  tightest,
} from '@sportsbook/domain';
import type { DbOrTx } from '../db/client';
import type { LedgerKind } from '../db/schema';
import { HttpError, NotFoundError, badInput } from '../http/http-errors';
import type { Clock } from '../shared/clock';
import { type LimitRow, LimitsRepository } from './limits-repository';

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
const isMoney = (type: string): type is MoneyLimitKind =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);

export interface LimitsConfig extends LimitTimings {}

/** UK defaults; `LIMIT_COOLING_OFF_MS` overrides the cooling-off (tests, e2e). */
export const DEFAULT_LIMITS_CONFIG: LimitsConfig = { ...DEFAULT_LIMIT_TIMINGS };

/** A money limit in force with what it leaves now (the room the domain checks against). */
export interface MeasuredLimit extends LimitRoom {
  period: LimitPeriod;
  currency: string;
  used: number;
  periodStart: Date;
  periodEnd: Date;
}

const stateOf = (row: LimitRow): LimitState => ({
  status: row.status,
  amount: row.amount,
  pending: row.pendingRequestedAt
    ? {
        amount: row.pendingAmount,
        requestedAt: row.pendingRequestedAt,
        effectiveAt: row.pendingEffectiveAt as Date,
        confirmUntil: row.pendingConfirmUntil as Date,
      }
    : null,
});

const columnsOf = (state: LimitState) => ({
  status: state.status,
  amount: state.amount,
  pendingAmount: state.pending?.amount ?? null,
  pendingRequestedAt: state.pending?.requestedAt ?? null,
  pendingEffectiveAt: state.pending?.effectiveAt ?? null,
  pendingConfirmUntil: state.pending?.confirmUntil ?? null,
});

/**
 * The money limits binding each account, measured against the ledger at `now`. Call it on the
 * connection of the transaction that locked the accounts: the sums then include every movement
 * committed before the lock was granted.
 */
export async function measureLimits(
  q: DbOrTx,
  accountIds: readonly number[],
  now: Date,
): Promise<Map<number, MeasuredLimit[]>> {
  const repository = new LimitsRepository(q);
  const limits = await repository.moneyLimitsOfAccounts(accountIds);
  const measured = new Map<number, MeasuredLimit[]>();
  if (limits.length === 0) return measured;
  const windows = PERIODS.map((period) => periodWindow(period, now));
  const activity = await repository.activitySince(
    [...new Set(limits.map((limit) => limit.accountId))],
    windows.map((w) => w.start),
  );
  for (const limit of limits) {
    if (!isMoney(limit.type) || !limit.period || !limit.currency) continue;
    const index = PERIODS.indexOf(limit.period);
    const window = windows[index] as { start: Date; end: Date };
    const since = activity.get(limit.accountId)?.[index] ?? { deposits: 0, stakes: 0, returns: 0 };
    const used = limitUsage(limit.type, since);
    const list = measured.get(limit.accountId) ?? [];
    list.push({
      id: limit.id,
      kind: limit.type,
      period: limit.period,
      currency: limit.currency,
      used,
      remaining: remainingAllowance(limit.amount, used),
      periodStart: window.start,
      periodEnd: window.end,
    });
    measured.set(limit.accountId, list);
  }
  return measured;
}

/** The limit a refused stake ran into, for the betting refusal's details. */
export interface StakeLimitBreach {
  accountId: number;
  limit: MeasuredLimit;
}

/**
 * What the limits of each account leave, used up movement by movement (a batch of placements,
 * each checked against what the ones before it left). `take` answers the limit a movement
 * would pass, or null after taking its room.
 */
export class LimitRooms {
  private readonly rooms: Map<number, LimitRoom[]>;

  constructor(private readonly measured: Map<number, MeasuredLimit[]>) {
    this.rooms = new Map([...measured].map(([id, list]) => [id, list as LimitRoom[]]));
  }

  take(
    movement: 'deposit' | 'stake',
    debits: readonly { accountId: number; amount: number }[],
  ): StakeLimitBreach | null {
    if (this.rooms.size === 0) return null;
    const after = new Map<number, LimitRoom[]>();
    for (const { accountId, amount } of debits) {
      const current = after.get(accountId) ?? this.rooms.get(accountId) ?? [];
      const result = checkAgainstLimits(movement, amount, current);
      if (!result.ok) {
        const limit = this.measured.get(accountId)?.find((l) => l.id === result.limitId);
        return limit ? { accountId, limit: { ...limit, remaining: result.remaining } } : null;
      }
      after.set(accountId, result.rooms);
    }
    for (const [accountId, list] of after) this.rooms.set(accountId, list);
    return null;
  }
}

/** The refusal of a deposit past a deposit limit (403, with what is still allowed). */
export function depositLimitRefusal(limit: MeasuredLimit): HttpError {
  return new HttpError(403, {
    code: LIMIT_ERROR_CODES.depositLimitExceeded,
    message: `Your ${limit.period}ly deposit limit allows ${limit.remaining} more (minor units of ${limit.currency})`,
    field: 'amount',
    issues: [
      {
        field: 'amount',
        code: LIMIT_ERROR_CODES.depositLimitExceeded,
        message: String(limit.remaining),
      },
    ],
  });
}

/** Session-time and reality-check limits of a player, in minutes (null: none set). */
export interface SessionLimits {
  sessionMinutes: number | null;
  realityCheckMinutes: number | null;
}

/**
 * The session-time limit and the reality-check interval in force for the player: what the
 * betting-session code enforces. A pending loosening does not count until confirmed.
 */
export async function sessionLimitsOf(q: DbOrTx, playerId: number): Promise<SessionLimits> {
  const rows = await new LimitsRepository(q).list(playerId);
  const amountOf = (type: string) => rows.find((row) => row.type === type)?.amount ?? null;
  return { sessionMinutes: amountOf('session'), realityCheckMinutes: amountOf('reality_check') };
}

export class LimitsService {
  private readonly repository: LimitsRepository;

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly config: LimitsConfig = DEFAULT_LIMITS_CONFIG,
  ) {
    this.repository = new LimitsRepository(db);
  }

  sessionLimitsOf(playerId: number): Promise<SessionLimits> {
    return sessionLimitsOf(this.db, playerId);
  }

  async list(playerId: number): Promise<UserLimit[]> {
    const now = this.clock.now();
    const rows = await this.settleAll(playerId, now);
    const accounts = await this.repository.accounts(playerId);
    const measured = await measureLimits(
      this.db,
      accounts.map((a) => a.id),
      now,
    );
    const byId = new Map([...measured.values()].flat().map((limit) => [limit.id, limit]));
    return rows.map((row) => this.toWire(row, byId.get(row.id) ?? null, now));
  }

  async set(playerId: number, body: SetUserLimitRequest): Promise<UserLimit> {
    const money = isMoney(body.type);
    if (money && !body.period) {
      throw badInput('period', 'A money limit needs a period', LIMIT_ERROR_CODES.periodMismatch);
    }
    if (!money && body.period) {
      throw badInput('period', 'A time limit takes no period', LIMIT_ERROR_CODES.periodMismatch);
    }
    if (!money && body.currency) {
      throw badInput(
        'currency',
        'A time limit takes no currency',
        LIMIT_ERROR_CODES.periodMismatch,
      );
    }
    const accounts = await this.repository.accounts(playerId);
    let currency: string | null = null;
    if (money) {
      const account = body.currency
        ? accounts.find((a) => a.currency === body.currency)
        : (accounts.find((a) => a.active) ?? accounts[0]);
      if (!account) {
        throw badInput(
          'currency',
          'You have no account in this currency',
          PAYMENT_ERROR_CODES.noAccount,
        );
      }
      currency = account.currency;
    }
    const period = money ? (body.period ?? null) : null;
    const scope = `${body.type}:${period ?? ''}:${currency ?? ''}`;
    const now = this.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      await tx.lockPlayer(playerId);
      const current = await tx.findByScope(playerId, scope);
      if (!current) {
        const { action, next } = newLimit(body.amount);
        const inserted = await tx.insert({
          playerId,
          type: body.type,
          period,
          currency,
          scope,
          ...columnsOf(next),
          createdAt: now,
          updatedAt: now,
        });
        await tx.appendChange({
          limitId: inserted.id,
          playerId,
          action,
          fromAmount: null,
          toAmount: body.amount,
          createdAt: now,
        });
        return inserted;
      }
      return this.apply(
        tx,
        current,
        requestLimitChange(stateOf(current), body.amount, now, this.config),
        body.amount,
        now,
      );
    });
    return this.wireOf(playerId, row, now);
  }

  async remove(playerId: number, id: number): Promise<UserLimit> {
    const now = this.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      await tx.lockPlayer(playerId);
      const current = await tx.find(playerId, id);
      if (!current) throw new NotFoundError('Limit', id);
      return this.apply(
        tx,
        current,
        requestLimitChange(stateOf(current), null, now, this.config),
        null,
        now,
      );
    });
    return this.wireOf(playerId, row, now);
  }

  async confirm(playerId: number, id: number): Promise<UserLimit> {
    const now = this.clock.now();
    const row = await this.repository.transaction(async (tx) => {
      await tx.lockPlayer(playerId);
      const current = await tx.find(playerId, id);
      if (!current) throw new NotFoundError('Limit', id);
      const result = confirmLimitChange(stateOf(current), now);
      if (!result.ok) {
        throw result.code === 'limit_cooling_off'
          ? new HttpError(409, {
              code: LIMIT_ERROR_CODES.coolingOff,
              message: `The change can be confirmed from ${result.effectiveAt.toISOString()}`,
            })
          : new HttpError(409, {
              code: LIMIT_ERROR_CODES.nothingToConfirm,
              message: 'This limit has no change to confirm',
            });
      }
      return this.apply(tx, current, result, current.pendingAmount, now);
    });
    return this.wireOf(playerId, row, now);
  }

  async history(playerId: number): Promise<LimitHistoryResponse> {
    const rows = await this.repository.history(playerId);
    return {
      changes: rows.map((row) => ({
        id: row.id,
        limit_id: row.limitId,
        type: row.type,
        period: row.period,
        currency: row.currency,
        action: row.action,
        from_amount: row.fromAmount,
        to_amount: row.toAmount,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async allowance(playerId: number): Promise<AllowanceResponse> {
    const accounts = await this.repository.accounts(playerId);
    const measured = await measureLimits(
      this.db,
      accounts.map((a) => a.id),
      this.clock.now(),
    );
    return {
      allowances: accounts.map((account) => {
        const limits = measured.get(account.id) ?? [];
        const deposit = tightest(limits.filter((l) => l.kind === 'deposit'));
        const stake = tightest(limits.filter((l) => l.kind !== 'deposit'));
        return {
          currency: account.currency,
          deposit: deposit?.remaining ?? null,
          stake: stake?.remaining ?? null,
          deposit_limit_id: deposit?.id ?? null,
          stake_limit_id: stake?.id ?? null,
        };
      }),
    };
  }

  async bettingStats(playerId: number, currency?: string): Promise<BettingStatsResponse> {
    const account = await this.accountIn(playerId, currency);
    const now = this.clock.now();
    const stats = await Promise.all(
      (['day', 'week', 'month', 'all'] as const).map(async (period) => {
        const start = period === 'all' ? null : periodWindow(period, now).start;
        const sums = await this.repository.bettingSums(account.id, start);
        return { period, bets_sum: sums.stakes, wins_sum: sums.returns };
      }),
    );
    return { currency: account.currency, stats };
  }

  async transactions(
    playerId: number,
    query: {
      currency?: string;
      kind?: LedgerKind;
      from?: string;
      to?: string;
      page: number;
      limit: number;
    },
  ): Promise<TransactionsResponse> {
    const accounts = query.currency
      ? [await this.accountIn(playerId, query.currency)]
      : await this.repository.accounts(playerId);
    const { rows, total } = await this.repository.transactions({
      accountIds: accounts.map((a) => a.id),
      kind: query.kind,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: Number(row.amount),
        currency: row.currency,
        reference: row.reference,
        created_at: row.createdAt.toISOString(),
      })),
      pagination: {
        total,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  private async accountIn(playerId: number, currency?: string) {
    const accounts = await this.repository.accounts(playerId);
    const account = currency
      ? accounts.find((a) => a.currency === currency)
      : (accounts.find((a) => a.active) ?? accounts[0]);
    if (!account) {
      throw badInput(
        'currency',
        'You have no account in this currency',
        PAYMENT_ERROR_CODES.noAccount,
      );
    }
    return account;
  }

  /** Writes a transition and its history entry. */
  private async apply(
    tx: LimitsRepository,
    current: LimitRow,
    transition: LimitTransition,
    asked: number | null,
    now: Date,
  ): Promise<LimitRow> {
    const updated = await tx.update(current.id, { ...columnsOf(transition.next), updatedAt: now });
    await tx.appendChange({
      limitId: current.id,
      playerId: current.playerId,
      action: transition.action,
      fromAmount: current.amount,
      toAmount: asked,
      createdAt: now,
    });
    return updated;
  }

  /** The player's limits with lapsed pending changes settled (and recorded). */
  private async settleAll(playerId: number, now: Date): Promise<LimitRow[]> {
    const rows = await this.repository.list(playerId);
    if (!rows.some((row) => lapseLimit(stateOf(row), now))) return rows;
    return this.repository.transaction(async (tx) => {
      await tx.lockPlayer(playerId);
      const locked = await tx.list(playerId);
      return Promise.all(
        locked.map(async (row) => {
          const lapsed = lapseLimit(stateOf(row), now);
          return lapsed ? this.apply(tx, row, lapsed, row.pendingAmount, now) : row;
        }),
      );
    });
  }

  private async wireOf(playerId: number, row: LimitRow, now: Date): Promise<UserLimit> {
    if (!isMoney(row.type)) return this.toWire(row, null, now);
    const accounts = await this.repository.accounts(playerId);
    const measured = await measureLimits(
      this.db,
      accounts.filter((a) => a.currency === row.currency).map((a) => a.id),
      now,
    );
    const usage = [...measured.values()].flat().find((limit) => limit.id === row.id) ?? null;
    return this.toWire(row, usage, now);
  }

  private toWire(row: LimitRow, usage: MeasuredLimit | null, now: Date): UserLimit {
    const state = stateOf(row);
    const pending = state.pending;
    return {
      id: row.id,
      type: row.type,
      strategy: isMoney(row.type)
        ? 'calendar'
        : row.type === 'session'
          ? 'per_session'
          : 'interval',
      status: row.status,
      period: row.period,
      parent_type: null,
      disable_at: pending && pending.amount === null ? pending.effectiveAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
      confirm_until: pending ? pending.confirmUntil.toISOString() : null,
      amount: row.amount,
      unit: isMoney(row.type) ? 'minor' : 'minutes',
      currency: row.currency,
      usage: usage
        ? {
            used: usage.used,
            remaining: usage.remaining,
            period_started_at: usage.periodStart.toISOString(),
            resets_at: usage.periodEnd.toISOString(),
          }
        : null,
      pending: pending
        ? {
            amount: pending.amount,
            requested_at: pending.requestedAt.toISOString(),
            effective_at: pending.effectiveAt.toISOString(),
            confirm_until: pending.confirmUntil.toISOString(),
            confirmable: isConfirmable(pending, now),
          }
        : null,
      updated_at: row.updatedAt.toISOString(),
    };
  }
}
