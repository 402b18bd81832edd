// Failed sign-in attempts per key (a login or a client IP) in a fixed window. In memory: one
// process's count only, which is enough for the embedded default; several processes behind a
// balancer each allow the limit (ADR 0006).
import type { Clock } from '../shared/clock';

interface Window {
  startedAt: number;
  failures: number;
}

export class SignInLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: { maxFailures: number; windowMs: number; clock: Clock }) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const window = this.current(key);
    if (!window || window.failures < this.options.maxFailures) return 0;
    return window.startedAt + this.options.windowMs - this.options.clock.now().getTime();
  }

  recordFailure(key: string): void {
    const window = this.current(key);
    if (window) window.failures += 1;
    else this.windows.set(key, { startedAt: this.options.clock.now().getTime(), failures: 1 });
    if (this.windows.size > 100_000) this.sweep();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (!window) return undefined;
    if (this.options.clock.now().getTime() - window.startedAt >= this.options.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops expired windows so the map cannot grow without bound. */
  private sweep(): void {
    for (const key of [...this.windows.keys()]) this.current(key);
  }
}

/**
 * Growing delays per key (a login from one address): the first `free` failures cost nothing,
 * then each one doubles the wait before the next try (1 s, 2 s, 4 s, …) up to `maxDelayMs`.
 * A success resets the key. It slows guessing at one account from one place without a
 * lock-out: the wait is the guesser's own, and the state expires with `maxDelayMs`.
 */
export class SignInBackoff {
  private readonly keys = new Map<string, { failures: number; lastAt: number }>();

  constructor(
    private readonly options: {
      free: number;
      baseDelayMs: number;
      maxDelayMs: number;
      clock: Clock;
    },
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.options.free) return 0;
    const delay = Math.min(
      this.options.maxDelayMs,
      this.options.baseDelayMs * 2 ** (entry.failures - this.options.free),
    );
    return Math.max(0, entry.lastAt + delay - this.options.clock.now().getTime());
  }

  recordFailure(key: string): void {
    const now = this.options.clock.now().getTime();
    const entry = this.current(key);
    this.keys.set(key, { failures: (entry?.failures ?? 0) + 1, lastAt: now });
    if (this.keys.size > 100_000) for (const known of [...this.keys.keys()]) this.current(known);
  }

  reset(key: string): void {
    this.keys.delete(key);
  }

  private current(key: string) {
    const entry = this.keys.get(key);
    if (!entry) return undefined;
    if (this.options.clock.now().getTime() - entry.lastAt >= this.options.maxDelayMs) {
      this.keys.delete(key);
      return undefined;
    }
    return entry;
  }
}
