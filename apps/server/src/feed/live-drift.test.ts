import { describe, expect, it } from 'vitest';
import type { FeedMarket } from './feed-model';
import { createOddsFeed } from './odds-feed';

/** A Saturday afternoon (UTC): European football, tennis and e-sports are on. */
const START = new Date('2026-03-14T15:20:00Z');
const SECOND = 1_000;

const key = (m: FeedMarket) => `${m.matchUrnId}|${m.marketId}|${m.specifier}`;

/** Open in-play lines whose odds changed, per second, over `seconds` one-second steps. */
function liveMoves(liveDriftMs: number, seconds: number) {
  const feed = createOddsFeed({ seed: 42, now: START, liveDriftMs, daysAhead: 1 });
  const live = new Set(
    feed
      .snapshot()
      .matches.filter((m) => m.status === 1)
      .map((m) => m.urnId),
  );
  const odds = new Map(
    feed.snapshot().markets.map((m) => [key(m), m.outcomes.map((o) => o.odds).join()]),
  );
  const movedMatches = new Set<string>();
  let moves = 0;
  let now = START.getTime();
  for (let i = 0; i < seconds; i += 1) {
    now += SECOND;
    for (const m of feed.advance(new Date(now)).markets) {
      const text = m.outcomes.map((o) => o.odds).join();
      if (live.has(m.matchUrnId) && m.status === 1 && odds.get(key(m)) !== text) {
        moves += 1;
        movedMatches.add(m.matchUrnId);
      }
      odds.set(key(m), text);
    }
  }
  return { moves, live: live.size, movedMatches: movedMatches.size };
}

describe('a livelier feed', () => {
  it('moves in-play prices between events every few seconds', () => {
    const still = liveMoves(0, 20);
    const lively = liveMoves(4000, 20);
    // Within 20 s nearly every live match moved, and far more lines than on events alone.
    expect(lively.movedMatches).toBeGreaterThan(lively.live * 0.8);
    expect(lively.moves).toBeGreaterThan(still.moves * 3);
  });

  it('keeps drifted prices a fair book with the margin: the same overround as the model', () => {
    const feed = createOddsFeed({ seed: 42, now: START, daysAhead: 1 });
    feed.advance(new Date(START.getTime() + 30 * SECOND));
    const snapshot = feed.snapshot();
    const live = new Set(snapshot.matches.filter((m) => m.status === 1).map((m) => m.urnId));
    const oneX2 = snapshot.markets.filter(
      (m) => live.has(m.matchUrnId) && m.marketId === 1 && m.status === 1,
    );
    expect(oneX2.length).toBeGreaterThan(0);
    for (const market of oneX2) {
      const implied = market.outcomes.reduce((sum, o) => sum + 1 / o.odds, 0);
      expect(implied).toBeGreaterThan(1.02);
      expect(implied).toBeLessThan(1.1);
    }
  });

  it('is deterministic: a jump lands on the prices one-second steps reach', () => {
    const stepped = createOddsFeed({ seed: 5, now: START, liveDriftMs: 3000, daysAhead: 1 });
    const jumped = createOddsFeed({ seed: 5, now: START, liveDriftMs: 3000, daysAhead: 1 });
    const end = START.getTime() + 47 * SECOND;
    for (let t = START.getTime() + SECOND; t <= end; t += SECOND) stepped.advance(new Date(t));
    jumped.advance(new Date(end));
    const open = (f: typeof stepped) =>
      f
        .snapshot()
        .markets.filter((m) => m.status !== -3)
        .map((m) => [key(m), m.status, m.outcomes.map((o) => o.odds).join()].join(' '));
    expect(open(jumped)).toEqual(open(stepped));
  });
});
