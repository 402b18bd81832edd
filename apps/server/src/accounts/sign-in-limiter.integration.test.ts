import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { signInThrottles } from '../db/schema';
import { manualClock } from '../shared/clock';
import { createTestDatabase } from '../testing/test-database';
import { SignInBackoff, SignInLimiter, SignInThrottleStore } from './sign-in-limiter';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// Each test uses keys of its own: the database is shared by the file.
const limiterOn = (clock: ReturnType<typeof manualClock>, maxFailures: number) =>
  new SignInLimiter(new SignInThrottleStore(database.db, clock, 60_000), {
    maxFailures,
    windowMs: 60_000,
  });
const backoffOn = (clock: ReturnType<typeof manualClock>, free: number) =>
  new SignInBackoff(new SignInThrottleStore(database.db, clock, 5000), {
    free,
    baseDelayMs: 1000,
    maxDelayMs: 5000,
  });

describe('SignInLimiter', () => {
  it('blocks a key after the allowed failures until its window ends', async () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const limiter = limiterOn(clock, 2);
    await limiter.recordFailure('ip:1');
    expect(await limiter.retryAfterMs('ip:1')).toBe(0);
    clock.advance(10_000);
    await limiter.recordFailure('ip:1');
    expect(await limiter.retryAfterMs('ip:1')).toBe(50_000);
    expect(await limiter.retryAfterMs('ip:2')).toBe(0);
    clock.advance(50_000);
    expect(await limiter.retryAfterMs('ip:1')).toBe(0);
    // The window is over: the next failure opens a new one.
    await limiter.recordFailure('ip:1');
    expect(await limiter.retryAfterMs('ip:1')).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const limiter = limiterOn(clock, 1);
    await limiter.recordFailure('login:a');
    expect(await limiter.retryAfterMs('login:a')).toBeGreaterThan(0);
    await limiter.reset('login:a');
    expect(await limiter.retryAfterMs('login:a')).toBe(0);
  });

  it('counts the failures of two processes on one database together', async () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const first = limiterOn(clock, 4);
    const second = limiterOn(clock, 4);
    await Promise.all([
      first.recordFailure('ip:shared'),
      second.recordFailure('ip:shared'),
      first.recordFailure('ip:shared'),
      second.recordFailure('ip:shared'),
    ]);
    expect(await first.retryAfterMs('ip:shared')).toBe(60_000);
    expect(await second.retryAfterMs('ip:shared')).toBe(60_000);
  });

  it('keeps no address or login in clear', async () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    await limiterOn(clock, 3).recordFailure('login:someone@example.test');
    const keys = (await database.db.select().from(signInThrottles)).map((row) => row.key);
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });
});

describe('SignInBackoff', () => {
  it('lets the first failures pass, then doubles the wait up to the cap', async () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const backoff = backoffOn(clock, 2);
    await backoff.recordFailure('a');
    await backoff.recordFailure('a');
    expect(await backoff.retryAfterMs('a')).toBe(1000);
    clock.advance(1000);
    expect(await backoff.retryAfterMs('a')).toBe(0);
    await backoff.recordFailure('a');
    expect(await backoff.retryAfterMs('a')).toBe(2000);
    await backoff.recordFailure('a');
    expect(await backoff.retryAfterMs('a')).toBe(4000);
    await backoff.recordFailure('a');
    expect(await backoff.retryAfterMs('a')).toBe(5000);
    expect(await backoff.retryAfterMs('b')).toBe(0);
  });

  it('forgets a key on success and after the longest delay', async () => {
    const clock = manualClock('2026-11-22T10:00:00Z');
    const backoff = backoffOn(clock, 1);
    await backoff.recordFailure('c');
    await backoff.reset('c');
    expect(await backoff.retryAfterMs('c')).toBe(0);
    await backoff.recordFailure('d');
    await backoff.recordFailure('d');
    expect(await backoff.retryAfterMs('d')).toBe(2000);
    clock.advance(5000);
    // The state expired: the next failure starts over at the first delay.
    await backoff.recordFailure('d');
    expect(await backoff.retryAfterMs('d')).toBe(1000);
  });
});
