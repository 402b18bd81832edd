import { describe, expect, it } from 'vitest';
import { LimitPresenceCache } from './line-cache';

describe('LimitPresenceCache', () => {
  it('reads a player once within its lifetime, each player on its own', async () => {
    const reads: number[] = [];
    const cache = new LimitPresenceCache(async (playerId) => {
      reads.push(playerId);
      return playerId === 1;
    }, 60_000);
    expect(await cache.has(1)).toBe(true);
    expect(await cache.has(1)).toBe(true);
    expect(await cache.has(2)).toBe(false);
    expect(reads).toEqual([1, 2]);
  });

  it('reads on every call with a lifetime of 0', async () => {
    let reads = 0;
    const cache = new LimitPresenceCache(async () => {
      reads += 1;
      return false;
    }, 0);
    await cache.has(1);
    await cache.has(1);
    expect(reads).toBe(2);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const cache = new LimitPresenceCache(async () => {
      if (fail) throw new Error('connection lost');
      return true;
    }, 60_000);
    await expect(cache.has(7)).rejects.toThrow('connection lost');
    fail = false;
    expect(await cache.has(7)).toBe(true);
  });
});
