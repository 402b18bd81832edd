import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedChanges } from '../feed/feed-model';
import { manualClock } from '../shared/clock';
import { NOW, catalogSnapshot, feedMatch, noChanges, scriptedFeed } from '../testing/feed-factory';
import type { FeedRepository, PersistSummary } from './feed-repository';
import { createFeedRunner } from './feed-runner';

const summary = (): PersistSummary => ({
  sports: 0,
  categories: 0,
  tournaments: 0,
  competitors: 0,
  matches: 0,
  markets: 0,
  outcomes: 0,
  skipped: [],
  closedOrphans: 0,
});

function fakeRepository(hasCatalog = false) {
  return {
    hasCatalog: vi.fn(async () => hasCatalog),
    persistSnapshot: vi.fn(async () => summary()),
    persistChanges: vi.fn(async (_changes: FeedChanges) => summary()),
  };
}

const asRepository = (fake: ReturnType<typeof fakeRepository>) => fake as unknown as FeedRepository;

afterEach(() => {
  vi.useRealTimers();
});

describe('feed runner', () => {
  it('seeds the snapshot and reports whether the database was empty', async () => {
    const repository = fakeRepository(false);
    const runner = createFeedRunner({
      feed: scriptedFeed(catalogSnapshot()),
      repository: asRepository(repository),
      clock: manualClock(NOW),
      tickMs: 1000,
    });
    const result = await runner.seed();
    expect(result.fresh).toBe(true);
    expect(repository.persistSnapshot).toHaveBeenCalledTimes(1);
    expect(runner.providerStatuses()).toEqual({
      betradar: 'active',
      oddin: 'active',
      betconstruct: 'inactive',
    });
  });

  it('leaves a stored catalog alone when asked to seed only an empty database', async () => {
    const repository = fakeRepository(true);
    const runner = createFeedRunner({
      feed: scriptedFeed(catalogSnapshot()),
      repository: asRepository(repository),
      clock: manualClock(NOW),
      tickMs: 1000,
    });
    const result = await runner.seed({ onlyIfEmpty: true });
    expect(result).toMatchObject({ fresh: false, summary: null });
    expect(repository.persistSnapshot).not.toHaveBeenCalled();
  });

  it('advances the feed to the clock on each tick and tells listeners after the write', async () => {
    const clock = manualClock(NOW);
    const advance = vi.fn((now: Date) => ({
      ...noChanges(now),
      matches: [feedMatch({ status: 1 })],
      statusChanged: ['sr:match:1001'],
      providers: { oddin: 'inactive' as const },
    }));
    const repository = fakeRepository();
    const runner = createFeedRunner({
      feed: { snapshot: catalogSnapshot, advance },
      repository: asRepository(repository),
      clock,
      tickMs: 1000,
    });
    const heard: FeedChanges[] = [];
    const persisted = vi.fn();
    runner.onChanges((changes) => heard.push(changes));
    const unsubscribe = runner.onPersisted(persisted);

    clock.advance(5000);
    await runner.tick();
    expect(advance).toHaveBeenCalledWith(new Date(NOW.getTime() + 5000));
    expect(repository.persistChanges).toHaveBeenCalledTimes(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.statusChanged).toEqual(['sr:match:1001']);
    expect(persisted).toHaveBeenCalledTimes(1);
    expect(runner.providerStatuses()).toMatchObject({ oddin: 'inactive' });

    unsubscribe();
    await runner.tick();
    expect(persisted).toHaveBeenCalledTimes(1);
  });

  it('writes nothing and keeps caches when a tick changed nothing', async () => {
    const repository = fakeRepository();
    const runner = createFeedRunner({
      feed: scriptedFeed(catalogSnapshot()),
      repository: asRepository(repository),
      clock: manualClock(NOW),
      tickMs: 1000,
    });
    const persisted = vi.fn();
    const heard = vi.fn();
    runner.onPersisted(persisted);
    runner.onChanges(heard);
    await runner.tick();
    expect(repository.persistChanges).not.toHaveBeenCalled();
    expect(persisted).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('never asks the feed to go back in time when the wall clock steps backwards', async () => {
    const clock = manualClock(NOW);
    const advance = vi.fn((now: Date) => noChanges(now));
    const runner = createFeedRunner({
      feed: { snapshot: catalogSnapshot, advance },
      repository: asRepository(fakeRepository()),
      clock,
      tickMs: 1000,
    });
    await runner.tick();
    clock.set(new Date(NOW.getTime() - 60_000));
    await runner.tick();
    expect(advance.mock.calls.map(([at]) => at.getTime())).toEqual([NOW.getTime(), NOW.getTime()]);
  });

  it('keeps ticking after a listener throws', async () => {
    const runner = createFeedRunner({
      feed: scriptedFeed(catalogSnapshot()),
      repository: asRepository(fakeRepository()),
      clock: manualClock(NOW),
      tickMs: 1000,
    });
    const after = vi.fn();
    runner.onChanges(() => {
      throw new Error('listener bug');
    });
    runner.onChanges(after);
    await runner.tick();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('ticks on its interval and rewrites the whole snapshot after a failed write', async () => {
    vi.useFakeTimers();
    const repository = fakeRepository();
    repository.persistChanges.mockRejectedValueOnce(new Error('disk full'));
    const errors: unknown[] = [];
    const runner = createFeedRunner({
      feed: {
        snapshot: catalogSnapshot,
        advance: (now) => ({ ...noChanges(now), matches: [feedMatch()] }),
      },
      repository: asRepository(repository),
      clock: manualClock(NOW),
      tickMs: 1000,
      logger: { info() {}, warn() {}, error: (obj) => errors.push(obj) },
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(repository.persistChanges).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(repository.persistSnapshot).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(repository.persistChanges).toHaveBeenCalledTimes(2);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(repository.persistChanges).toHaveBeenCalledTimes(2);
  });

  it('switches a provider off and on, telling listeners only about real changes', async () => {
    const repository = fakeRepository(false);
    const feed = { ...scriptedFeed(catalogSnapshot()), setProviderStatus: vi.fn() };
    const runner = createFeedRunner({
      feed,
      repository: asRepository(repository),
      clock: manualClock(NOW),
      tickMs: 1000,
    });
    await runner.seed();
    const heard: FeedChanges[] = [];
    const persisted = vi.fn();
    runner.onChanges((changes) => heard.push(changes));
    runner.onPersisted(persisted);

    expect(runner.setProviderStatus('oddin', 'inactive')).toBe(true);
    expect(runner.setProviderStatus('oddin', 'inactive')).toBe(false);
    expect(runner.providerStatuses()).toMatchObject({ oddin: 'inactive' });
    expect(feed.setProviderStatus).toHaveBeenCalledWith('oddin', 'inactive');
    expect(heard.map((changes) => changes.providers)).toEqual([{ oddin: 'inactive' }]);
    expect(heard[0]?.markets).toEqual([]);
    expect(persisted).toHaveBeenCalledTimes(1);

    expect(runner.setProviderStatus('oddin', 'active')).toBe(true);
    expect(heard.map((changes) => changes.providers)).toEqual([
      { oddin: 'inactive' },
      { oddin: 'active' },
    ]);
    // Nothing is written: the status is applied when answering, not stored.
    expect(repository.persistChanges).not.toHaveBeenCalled();
  });
});
