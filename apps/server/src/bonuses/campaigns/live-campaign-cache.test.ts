import { describe, expect, it } from 'vitest';
import { LiveCampaignCache } from './live-campaign-cache';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const row = (id: number, from: number, to: number | null) => ({
  id,
  validFrom: day(from),
  validTo: to === null ? null : day(to),
});

function counting(rows: ReturnType<typeof row>[]) {
  const reads: string[][] = [];
  return {
    reads,
    read: async (types: readonly string[]) => {
      reads.push([...types]);
      return rows;
    },
  };
}

describe('LiveCampaignCache', () => {
  it('reads once within its lifetime and again after it, per set of types', async () => {
    let wall = 0;
    const source = counting([row(1, 1, null)]);
    const cache = new LiveCampaignCache(source.read, 1000, () => wall);
    await cache.get(['a', 'b'], day(2));
    await cache.get(['b', 'a'], day(2));
    wall = 999;
    await cache.get(['a', 'b'], day(2));
    expect(source.reads).toHaveLength(1);
    await cache.get(['c'], day(2));
    expect(source.reads).toHaveLength(2);
    wall = 1000;
    await cache.get(['a', 'b'], day(2));
    expect(source.reads).toHaveLength(3);
  });

  it('reads again after an invalidation, and always with a lifetime of 0', async () => {
    const source = counting([]);
    const cache = new LiveCampaignCache(source.read, 1000, () => 0);
    await cache.get(['a'], day(2));
    cache.invalidate();
    await cache.get(['a'], day(2));
    expect(source.reads).toHaveLength(2);
    const uncached = new LiveCampaignCache(source.read, 0, () => 0);
    await uncached.get(['a'], day(2));
    await uncached.get(['a'], day(2));
    expect(source.reads).toHaveLength(4);
  });

  it('leaves out what expired or has not started at the time asked', async () => {
    const cache = new LiveCampaignCache(
      counting([row(1, 1, 3), row(2, 4, null)]).read,
      1000,
      () => 0,
    );
    expect((await cache.get(['a'], day(2))).map((r) => r.id)).toEqual([1]);
    expect((await cache.get(['a'], day(5))).map((r) => r.id)).toEqual([2]);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = new LiveCampaignCache(
      async () => {
        if (fail) throw new Error('down');
        return [row(1, 1, null)];
      },
      1000,
      () => 0,
    );
    await expect(cache.get(['a'], day(2))).rejects.toThrow('down');
    fail = false;
    expect(await cache.get(['a'], day(2))).toHaveLength(1);
  });
});
