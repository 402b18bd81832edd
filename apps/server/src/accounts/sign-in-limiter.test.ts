import { describe, expect, it } from 'vitest';
import { manualClock } from '../shared/clock';
import { SignInBackoff, SignInLimiter } from './sign-in-limiter';

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

describe('SignInBackoff', () => {
  it('lets the first failures pass, then doubles the wait up to the cap', () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const backoff = new SignInBackoff({ free: 2, baseDelayMs: 1000, maxDelayMs: 5000, clock });
    backoff.recordFailure('a');
    backoff.recordFailure('a');
    expect(backoff.retryAfterMs('a')).toBe(1000);
    clock.advance(1000);
    expect(backoff.retryAfterMs('a')).toBe(0);
    backoff.recordFailure('a');
    expect(backoff.retryAfterMs('a')).toBe(2000);
    backoff.recordFailure('a');
    expect(backoff.retryAfterMs('a')).toBe(4000);
    backoff.recordFailure('a');
    expect(backoff.retryAfterMs('a')).toBe(5000);
    expect(backoff.retryAfterMs('b')).toBe(0);
  });

  it('forgets a key on success and after the longest delay', () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const backoff = new SignInBackoff({ free: 1, baseDelayMs: 1000, maxDelayMs: 5000, clock });
    backoff.recordFailure('a');
    backoff.reset('a');
    expect(backoff.retryAfterMs('a')).toBe(0);
    backoff.recordFailure('b');
    backoff.recordFailure('b');
    expect(backoff.retryAfterMs('b')).toBe(2000);
    clock.advance(5000);
    // The state expired: the next failure starts over at the first delay.
    backoff.recordFailure('b');
    expect(backoff.retryAfterMs('b')).toBe(1000);
  });
});
