import { describe, expect, it } from 'vitest';
import {
  type BettingRepository,
  type CatalogLine,
  type LineKey,
  lineKey,
} from './betting-repository';
import { LimitPresenceCache, LineCache } from './line-cache';

const KEY: LineKey = { matchId: 1, marketTypeId: 1, specifier: '', outcomeId: '1' };
const OTHER: LineKey = { ...KEY, outcomeId: '2' };

/**
 * A repository whose line reads wait until released, with the lines each read asked for; after
 * `failNext` the next read fails.
 */
function slowLines() {
  const reads: string[][] = [];
  const waiting: (() => void)[] = [];
  let fail = false;
  const repository = {
    findLines: async (keys: readonly LineKey[]) => {
      reads.push(keys.map(lineKey));
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      return new Map(keys.map((key) => [lineKey(key), { ...key, odds: '2.100' } as CatalogLine]));
    },
  } as unknown as BettingRepository;
  return {
    repository,
    reads,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    failNext: () => {
      fail = true;
    },
  };
}

/** Waits until `reads` has `n` entries (the cache calls the repository after a microtask). */
async function readsReach(reads: unknown[], n: number) {
  for (let turn = 0; reads.length < n && turn < 100; turn += 1) await Promise.resolve();
  expect(reads).toHaveLength(n);
}

describe('LineCache', () => {
  it('sends one read for placements that miss the same line at once, and none while it is kept', async () => {
    const lines = slowLines();
    const cache = new LineCache(lines.repository);
    const first = cache.get([KEY], false);
    const second = cache.get([KEY, OTHER], false);
    await readsReach(lines.reads, 2);
    // The second read asks only for the line no read was under way for.
    expect(lines.reads).toEqual([[lineKey(KEY)], [lineKey(OTHER)]]);
    lines.release();
    expect([...(await first).keys()]).toEqual([lineKey(KEY)]);
    expect([...(await second).keys()].sort()).toEqual([lineKey(KEY), lineKey(OTHER)].sort());
    expect([...(await cache.get([KEY, OTHER], false)).keys()]).toHaveLength(2);
    expect(lines.reads).toHaveLength(2);
  });

  it('reads a fresh line itself, not through a read under way', async () => {
    const lines = slowLines();
    const cache = new LineCache(lines.repository);
    const cached = cache.get([KEY], false);
    const fresh = cache.get([KEY], true);
    await readsReach(lines.reads, 2);
    lines.release();
    await Promise.all([cached, fresh]);
  });

  it('keeps no failed read: the next placement reads again', async () => {
    const lines = slowLines();
    const cache = new LineCache(lines.repository);
    lines.failNext();
    const failed = cache.get([KEY], false);
    const joined = cache.get([KEY], false);
    await readsReach(lines.reads, 1);
    lines.release();
    await expect(failed).rejects.toThrow('connection lost');
    await expect(joined).rejects.toThrow('connection lost');
    const read = cache.get([KEY], false);
    await readsReach(lines.reads, 2);
    lines.release();
    expect((await read).size).toBe(1);
  });
});

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
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      return true;
    }, 60_000);
    await expect(cache.has(7)).rejects.toThrow('connection lost');
    fail = false;
    expect(await cache.has(7)).toBe(true);
  });
});
