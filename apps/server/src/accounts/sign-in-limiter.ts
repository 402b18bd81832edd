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
