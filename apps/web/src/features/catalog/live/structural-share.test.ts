import { describe, expect, it } from 'vitest';
import { shareEqual } from './structural-share';

describe('shareEqual', () => {
  it('returns the old object when the new one is equal', () => {
    const old = { totalScore: { home: 1, away: 0 }, periods: [{ n: 1 }] };
    expect(shareEqual(old, { totalScore: { home: 1, away: 0 }, periods: [{ n: 1 }] })).toBe(old);
  });

  it('keeps equal parts and replaces changed ones', () => {
    const old = { totalScore: { home: 1, away: 0 }, clock: { minute: 10 } };
    const next = shareEqual(old, { totalScore: { home: 1, away: 0 }, clock: { minute: 11 } });
    expect(next).not.toBe(old);
    expect(next.totalScore).toBe(old.totalScore);
    expect(next.clock).toEqual({ minute: 11 });
  });

  it('notices added and removed keys and array lengths', () => {
    const old: Record<string, unknown> = { a: 1 };
    expect(shareEqual(old, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(shareEqual<unknown[]>([1, 2], [1])).toEqual([1]);
    expect(shareEqual<unknown>(null, { a: 1 })).toEqual({ a: 1 });
  });
});
