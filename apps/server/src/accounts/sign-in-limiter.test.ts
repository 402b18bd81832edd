import { describe, expect, it } from 'vitest';
import { manualClock } from '../shared/clock';
import { SignInLimiter } from './sign-in-limiter';

describe('SignInLimiter', () => {
  it('blocks a key after the allowed failures until its window ends', () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const limiter = new SignInLimiter({ maxFailures: 2, windowMs: 60_000, clock });
    limiter.recordFailure('ip:1');
    expect(limiter.retryAfterMs('ip:1')).toBe(0);
    clock.advance(10_000);
    limiter.recordFailure('ip:1');
    expect(limiter.retryAfterMs('ip:1')).toBe(50_000);
    expect(limiter.retryAfterMs('ip:2')).toBe(0);
    clock.advance(50_000);
    expect(limiter.retryAfterMs('ip:1')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const limiter = new SignInLimiter({ maxFailures: 1, windowMs: 60_000, clock });
    limiter.recordFailure('login:a');
    expect(limiter.retryAfterMs('login:a')).toBeGreaterThan(0);
    limiter.reset('login:a');
    expect(limiter.retryAfterMs('login:a')).toBe(0);
  });
});
