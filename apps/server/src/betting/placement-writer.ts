// The write step of bet placement: group commit. Placements arrive already validated (shape,
// prices, accept mode, rules); the writer queues them and commits them in batches, one
// transaction per batch, so the commit cost (a WAL flush, on PGlite a pass through its emulated
// file system) is paid once for many bets. Inside the transaction every money rule still holds
// per placement: its lines are still open (provider active, match prematch or live, market
// allowed, outcome active: `closedLineCode`) and in the state it was validated against, its
// request key is not taken (one statement for the batch; the key lives on the bets, decision
// 0064, and their unique index refuses a key another process took meanwhile), the accounts are
// locked in id order with their stored balances (decision 0057) and the player limits read after
// the lock, and each placement is checked against what its account has left after the placements
// before it in the batch. A placement that fails its check is refused on its own; the others
// commit. A caller hears "placed" only after the batch's COMMIT returned.
import { BET_ERROR_CODE } from '@sportsbook/contract';
import { ALL_PROVIDERS_ACTIVE, type ProviderStatusSource } from '../catalog/provider-availability';
import type { BetFault } from './betting-errors';
import {
  type BettingRepository,
  type LineKey,
  type LockedAccount,
  type NewBet,
  lineKey,
} from './betting-repository';
import { availableLine, closedLineCode } from './line-availability';
import { LimitRooms, type MeasuredLimit, measureLimits } from '../protection/limits-service';
import type { WriterRepository } from './writer-connection';

/** A placement ready to be written: checked by the service, not yet debited. */
export interface PreparedPlacement {
  playerId: number;
  /**
   * The session the placement was authenticated with when it was read from the session cache:
   * the batch takes the placement only if that session is still live at its write.
   */
  sessionId?: string;
  /** The request key and the SHA-256 of its payload. */
  key: string;
  payloadHash: string;
  createdAt: Date;
  /** In request order; each debits `debit` from its `accountId`. */
  bets: readonly NewBet[];
  /**
   * Runs in the batch's transaction after this placement's bets were written (per bet, in
   * request order), e.g. to spend the freebets staking them. A throw fails the batch; each
   * placement is then written alone, so the throw refuses only its own placement.
   */
  afterInsert?: (tx: BettingRepository, bets: readonly { id: number }[]) => Promise<void>;
  /**
   * The state (`priceStateOf`) of every line the placement was validated against. Validation
   * may read prices from a short-lived cache; the writer takes the placement only if every line
   * is still in that state when its batch is written.
   */
  prices: readonly { key: LineKey; state: string }[];
}

export type WriteOutcome =
  | {
      status: 'placed';
      /** Per bet, in request order. */
      bets: { id: number; selectionIds: number[] }[];
      /** Each debited account right after this placement: its balance, and whether active. */
      accounts: Map<number, LockedAccount>;
    }
  /** The session was revoked or expired, or the player locked, since it was read from the cache. */
  | { status: 'session_ended' }
  /**
   * A line no longer takes bets (its provider was switched off, its match or market closed):
   * refused with 104 (match) or 102 (market, outcome), the selections concerned per bet.
   */
  | {
      status: 'closed';
      code: typeof BET_ERROR_CODE.matchNotBettable | typeof BET_ERROR_CODE.selectionSuspended;
      faults: BetFault[];
    }
  /** A line changed since validation: validate again against the current prices. */
  | { status: 'prices_moved' }
  /** The request key was taken by a placement that committed before: answer that one. */
  | { status: 'key_taken' }
  /** An account's balance, after the placements ahead in the batch, does not cover the stakes. */
  | { status: 'insufficient'; accountId: number; balance: bigint }
  /**
   * The stakes would pass one of the player's own wager or loss limits (decision 0022), after
   * the placements ahead in the batch: `limit.remaining` is what it still allows.
   */
  | { status: 'player_limit'; accountId: number; limit: MeasuredLimit };

/**
 * What a batch does besides its placements, e.g. the jackpots' contributions and draws (decision
 * 0029). `read` goes out with the batch's first statements (after the account locks and the key
 * claims) instead of a round trip of its own, e.g. the active jackpots; `after` runs in the
 * batch's transaction after every placement's `afterInsert`, with the placements taken and their
 * written bets (in request order) and what `read` answered; a throw fails the batch like an
 * `afterInsert` throw. `idle` tells from what `read` answered that `after` would do nothing (no
 * jackpot to feed): the batch then skips it and ends with its insert (decision 0082).
 */
export interface BatchHook<P = unknown> {
  read(tx: BettingRepository, placements: readonly PreparedPlacement[]): Promise<P>;
  idle(read: P): boolean;
  after(
    tx: BettingRepository,
    placed: readonly { placement: PreparedPlacement; bets: readonly { id: number }[] }[],
    now: Date,
    read: P,
  ): Promise<void>;
}

export interface PlacementWriterOptions {
  /** Most placements per transaction (bounds statement size and lock hold time). */
  maxBatch: number;
  /**
   * How long a queued placement may wait for placements still being validated to join its
   * batch. Without the wait, PGlite (one connection, transactions block every other query)
   * would start a batch with the first placement ready and stall the others' reads behind it,
   * so batches would never grow past one.
   */
  maxWaitMs: number;
}

export const DEFAULT_PLACEMENT_WRITER_OPTIONS: PlacementWriterOptions = {
  maxBatch: 128,
  maxWaitMs: 5,
};

interface Pending {
  placement: PreparedPlacement;
  queuedAt: number;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

/** What each placement debits, per account. */
export function debitsOf(placement: PreparedPlacement): Map<number, bigint> {
  const debits = new Map<number, bigint>();
  for (const bet of placement.bets) {
    debits.set(bet.accountId, (debits.get(bet.accountId) ?? 0n) + bet.debit);
  }
  return debits;
}

/**
 * The placement's refusal when one of its lines takes no bet now (a missing line is left to the
 * price comparison, which sends the placement back to validation): the match's refusal (104)
 * before the market's (102), with every selection concerned.
 */
function closedLines(
  placement: PreparedPlacement,
  stateOf: (key: LineKey) => Parameters<typeof closedLineCode>[0] | undefined,
): Extract<WriteOutcome, { status: 'closed' }> | null {
  let found: Map<number, BetFault[]> | null = null;
  for (const bet of placement.bets) {
    for (let index = 0; index < bet.selections.length; index += 1) {
      const state = stateOf(bet.selections[index] as LineKey);
      const code = state ? closedLineCode(state) : null;
      if (code === null) continue;
      found ??= new Map();
      const faults = found.get(code) ?? [];
      const fault = faults.find((f) => f.bet === bet.requestIndex);
      if (fault) fault.selections?.push(index);
      else faults.push({ bet: bet.requestIndex, selections: [index] });
      found.set(code, faults);
    }
  }
  if (found === null) return null;
  for (const code of [BET_ERROR_CODE.matchNotBettable, BET_ERROR_CODE.selectionSuspended]) {
    const faults = found.get(code);
    if (faults) return { status: 'closed', code, faults };
  }
  return null;
}

/**
 * One writer per process: batches run one after the other (PGlite has one connection; on
 * PostgreSQL, one writer keeps the account locks short and several server processes still
 * serialise on them). A batch starts as soon as the previous one committed, with whatever
 * queued meanwhile, so a lone placement never waits for company.
 */
export class PlacementWriter {
  private queue: Pending[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextTurn: NodeJS.Immediate | null = null;
  private validating = 0;

  constructor(
    /** Its transactions (on PostgreSQL a connection of its own: `writerRepository`). */
    private readonly repository: WriterRepository,
    private readonly options: PlacementWriterOptions = DEFAULT_PLACEMENT_WRITER_OPTIONS,
    /** The feed providers' statuses (in memory): read again for every batch. */
    private readonly providers: ProviderStatusSource = ALL_PROVIDERS_ACTIVE,
    private readonly batch?: BatchHook,
  ) {}

  /**
   * Announces a placement being validated (it may soon join a batch); call the answer when its
   * validation ended, whether it reached `write` or was refused.
   */
  validationStarted(): () => void {
    this.validating += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.validating -= 1;
      this.schedule();
    };
  }

  write(placement: PreparedPlacement): Promise<WriteOutcome> {
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queue.push({ placement, queuedAt: performance.now(), resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything queued so far is written (shutdown). */
  async idle(): Promise<void> {
    while (this.running || this.queue.length > 0) {
      if (!this.running) this.start();
      await this.running;
    }
  }

  /**
   * Starts the next batch when nothing is being written and either no other placement is being
   * validated or the oldest queued one waited `maxWaitMs`; always from a fresh turn of the event
   * loop, so requests that arrived meanwhile are read and validated first and join the batch.
   * (PGlite answers queries without leaving the current turn, so without that turn a placement
   * would run from arrival to COMMIT before the server even reads the next request.)
   */
  private schedule(): void {
    if (this.running || this.queue.length === 0) return;
    const waited = performance.now() - (this.queue[0] as Pending).queuedAt;
    const wait = this.validating > 0 ? this.options.maxWaitMs - waited : 0;
    if (wait > 0) {
      this.timer ??= setTimeout(() => {
        this.timer = null;
        this.schedule();
      }, Math.ceil(wait));
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nextTurn ??= setImmediate(() => {
      this.nextTurn = null;
      if (!this.running && this.queue.length > 0) this.start();
    });
  }

  private start(): void {
    this.running = this.writeNext().finally(() => {
      this.running = null;
      this.schedule();
    });
  }

  private async writeNext(): Promise<void> {
    const batch = this.takeBatch();
    try {
      const outcomes = await this.writeBatch(batch.map((p) => p.placement));
      batch.forEach((pending, i) => pending.resolve(outcomes[i] as WriteOutcome));
    } catch (error) {
      // A batch failed as a whole (a lost connection, a deadlock with another server
      // process, a request key another process committed while this batch wrote it): nothing
      // of it committed. Each placement is tried again on its own, so one placement's failure
      // is only its own.
      for (const pending of batch) {
        await this.writeAlone(pending, batch.length === 1 ? error : null);
      }
    }
  }

  /**
   * Writes one placement in a batch of its own. A placement that failed alone (`failed`) is
   * tried once more only when its request key was taken meanwhile: its key check then sees the
   * placement that took it and answers `key_taken`.
   */
  private async writeAlone(pending: Pending, failed: unknown): Promise<void> {
    if (failed !== null && !isUniqueViolation(failed)) {
      pending.reject(failed);
      return;
    }
    for (let attempt = failed === null ? 0 : 1; ; attempt += 1) {
      try {
        const [outcome] = await this.writeBatch([pending.placement]);
        pending.resolve(outcome as WriteOutcome);
        return;
      } catch (error) {
        if (attempt > 0 || !isUniqueViolation(error)) {
          pending.reject(error);
          return;
        }
      }
    }
  }

  /**
   * The next batch in arrival order. A second placement with a request key already in the
   * batch waits for the next one: by then the first has committed (it answers a replay) or was
   * refused (its key is free again).
   */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const later: Pending[] = [];
    const keys = new Set<string>();
    let taken = 0;
    for (const pending of this.queue) {
      taken += 1;
      const key = `${pending.placement.playerId}|${pending.placement.key}`;
      if (keys.has(key)) later.push(pending);
      else {
        keys.add(key);
        batch.push(pending);
        if (batch.length === this.options.maxBatch) break;
      }
    }
    this.queue = [...later, ...this.queue.slice(taken)];
    return batch;
  }

  private writeBatch(placements: readonly PreparedPlacement[]): Promise<WriteOutcome[]> {
    return this.repository.transaction(async (tx, commitWithNext) => {
      // "Now" is the service clock's, as the placements read it when they were validated.
      const now = new Date(Math.max(...placements.map((p) => p.createdAt.getTime())));
      // The reads go out together (on PostgreSQL in one round trip; they run in this order).
      // The keys are read before the account locks: a placement another batch committed before
      // this one shows, and one still being written elsewhere meets this batch's insert on the
      // bets' unique key (then the batch fails and its placements are tried alone). The
      // balances come with the account locks (the stored balance, as the transaction the lock
      // waited for committed it: decision 0057).
      // The player limits are measured after the account locks like the balances (their
      // statements follow the lock's): a stake counts every stake and return committed before,
      // and the batch's own placements in order.
      const sessionIds: string[] = [];
      const lineKeys: LineKey[] = [];
      const accountIds: number[] = [];
      for (const placement of placements) {
        if (placement.sessionId) sessionIds.push(placement.sessionId);
        for (const price of placement.prices) lineKeys.push(price.key);
        for (const bet of placement.bets) accountIds.push(bet.accountId);
      }
      const [live, states, taken, left, measured, prefetched] = await Promise.all([
        tx.liveSessions(sessionIds, now),
        tx.lineStates(lineKeys),
        tx.takenKeys(placements),
        tx.lockAccounts(accountIds),
        measureLimits(tx.connection(), accountIds, now),
        this.batch?.read(tx, placements),
      ]);
      const limitRooms = new LimitRooms(measured);
      const statuses = this.providers.providerStatuses();
      const stateOf = (key: LineKey) => {
        const state = states.get(lineKey(key));
        return state ? availableLine(state, statuses) : undefined;
      };
      const balanceOf = (accountId: number) => left.get(accountId)?.balance ?? 0n;
      const outcomes: WriteOutcome[] = [];
      for (const [i, placement] of placements.entries()) {
        if (taken[i]) {
          outcomes.push({ status: 'key_taken' });
          continue;
        }
        if (placement.sessionId !== undefined && !live.has(placement.sessionId)) {
          outcomes.push({ status: 'session_ended' });
          continue;
        }
        const closed = closedLines(placement, stateOf);
        if (closed) {
          outcomes.push(closed);
          continue;
        }
        if (!placement.prices.every((x) => states.get(lineKey(x.key))?.state === x.state)) {
          outcomes.push({ status: 'prices_moved' });
          continue;
        }
        const debits = debitsOf(placement);
        let short: number | null = null;
        const stakes: { accountId: number; amount: number }[] = [];
        for (const [accountId, debit] of debits) {
          if (short === null && debit > balanceOf(accountId)) short = accountId;
          stakes.push({ accountId, amount: Number(debit) });
        }
        if (short !== null) {
          outcomes.push({ status: 'insufficient', accountId: short, balance: balanceOf(short) });
          continue;
        }
        const breach = limitRooms.take('stake', stakes);
        if (breach) {
          outcomes.push({ status: 'player_limit', ...breach });
          continue;
        }
        const accounts = new Map<number, LockedAccount>();
        for (const [accountId, debit] of debits) {
          const after = {
            balance: balanceOf(accountId) - debit,
            active: !!left.get(accountId)?.active,
          };
          left.set(accountId, after);
          accounts.set(accountId, after);
        }
        outcomes.push({ status: 'placed', bets: [], accounts });
      }
      const accepted = placements.flatMap((placement, i) =>
        outcomes[i]?.status === 'placed' ? [{ placement, index: i }] : [],
      );
      if (accepted.length === 0) return outcomes;
      const after = this.batch && !this.batch.idle(prefetched) ? this.batch : null;
      // Nothing runs after the insert: its COMMIT goes out behind it, one round trip less. A
      // failed insert aborts the transaction, and that COMMIT then ends it as a rollback.
      if (!after && accepted.every(({ placement }) => !placement.afterInsert)) commitWithNext();
      const written = await tx.insertPlacements(accepted.map((a) => a.placement));
      for (const [n, { index, placement }] of accepted.entries()) {
        const outcome = outcomes[index];
        if (outcome?.status === 'placed') outcome.bets = written[n] ?? [];
        await placement.afterInsert?.(tx, written[n] ?? []);
      }
      if (after) {
        const placed = accepted.map(({ placement }, n) => ({ placement, bets: written[n] ?? [] }));
        await after.after(tx, placed, now, prefetched);
      }
      return outcomes;
    });
  }
}

/**
 * A unique index refused a row (SQLSTATE 23505): in a placement batch, a request key another
 * process committed after the batch read the keys. The drivers' errors carry the code, drizzle
 * may wrap them (`cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
