// Failed sign-in attempts per key (a login, a client IP, a login from one IP), kept in the
// database so that every API process behind a balancer counts the same failures (decision
// 0058; before, each process counted its own and N processes allowed N times the limit). Keys
// are stored as SHA-256: the table holds no address or login in clear.
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { signInThrottles } from '../db/schema';
import type { Clock } from '../shared/clock';

interface Entry {
  failures: number;
  startedAt: number;
  lastAt: number;
}

/** Expired rows are swept after this many failures recorded by one process. */
const SWEEP_EVERY = 1_000;

const hashed = (key: string) => createHash('sha256').update(key).digest('hex');

/** The shared counts. `expiresMs`: a row whose last failure is older counts as none. */
export class SignInThrottleStore {
  private recorded = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly expiresMs: number,
  ) {}

  now(): number {
    return this.clock.now().getTime();
  }

  async read(key: string): Promise<Entry | undefined> {
    const [row] = await this.db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, hashed(key)));
    return row
      ? { failures: row.failures, startedAt: row.startedAt.getTime(), lastAt: row.lastAt.getTime() }
      : undefined;
  }

  /**
   * One more failure, atomically: a row whose run is over (`restartAfterMs` after its start, or
   * after its last failure) starts again at 1.
   */
  async record(key: string, restartFrom: 'started' | 'last', restartAfterMs: number) {
    const now = new Date(this.now());
    const cutoff = new Date(now.getTime() - restartAfterMs);
    const column = restartFrom === 'started' ? signInThrottles.startedAt : signInThrottles.lastAt;
    const over = sql`${column} <= ${cutoff.toISOString()}::timestamptz`;
    await this.db
      .insert(signInThrottles)
      .values({ key: hashed(key), failures: 1, startedAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: sql`case when ${over} then 1 else ${signInThrottles.failures} + 1 end`,
          startedAt: sql`case when ${over} then excluded.started_at else ${signInThrottles.startedAt} end`,
          lastAt: now,
        },
      });
    this.recorded += 1;
    if (this.recorded % SWEEP_EVERY === 0) {
      await this.db
        .delete(signInThrottles)
        .where(lt(signInThrottles.lastAt, new Date(now.getTime() - this.expiresMs)));
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(signInThrottles).where(eq(signInThrottles.key, hashed(key)));
  }
}

/** At most `maxFailures` failures per key in a fixed window. */
export class SignInLimiter {
  constructor(
    private readonly store: SignInThrottleStore,
    private readonly options: { maxFailures: number; windowMs: number },
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  async retryAfterMs(key: string): Promise<number> {
    const entry = await this.store.read(key);
    const now = this.store.now();
    if (!entry || now - entry.startedAt >= this.options.windowMs) return 0;
    if (entry.failures < this.options.maxFailures) return 0;
    return entry.startedAt + this.options.windowMs - now;
  }

  recordFailure(key: string): Promise<void> {
    return this.store.record(key, 'started', this.options.windowMs);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/**
 * Growing delays per key (a login from one address): the first `free` failures cost nothing,
 * then each one doubles the wait before the next try (1 s, 2 s, 4 s, …) up to `maxDelayMs`.
 * A success resets the key. It slows guessing at one account from one place without a
 * lock-out: the wait is the guesser's own, and the state expires with `maxDelayMs`.
 */
export class SignInBackoff {
  constructor(
    private readonly store: SignInThrottleStore,
    private readonly options: { free: number; baseDelayMs: number; maxDelayMs: number },
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  async retryAfterMs(key: string): Promise<number> {
    const entry = await this.store.read(key);
    const now = this.store.now();
    if (!entry || now - entry.lastAt >= this.options.maxDelayMs) return 0;
    if (entry.failures < this.options.free) return 0;
    const delay = Math.min(
      this.options.maxDelayMs,
      this.options.baseDelayMs * 2 ** (entry.failures - this.options.free),
    );
    return Math.max(0, entry.lastAt + delay - now);
  }

  recordFailure(key: string): Promise<void> {
    return this.store.record(key, 'last', this.options.maxDelayMs);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}
