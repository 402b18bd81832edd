// Results (finished events with their final and period scores, by day) and search, on the
// catalog the real simulated feed writes: what the /results, /schedule and search pages read.
import type { MatchWire } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOddsFeed } from '../feed/odds-feed';
import { manualClock } from '../shared/clock';
import { type TestContext, createTestContext } from '../testing/test-app';

const API = '/api/sportsbook';
const START = new Date('2026-11-22T18:00:00Z');
let ctx: TestContext;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(url: string): Promise<any> {
  const res = await ctx.app.inject({ url: `${API}${url}` });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
}

const dayWindow = (day: string) => `start_from=${day}T00:00:00.000Z&start_to=${day}T23:59:59.999Z`;

beforeAll(async () => {
  const feed = createOddsFeed({ seed: 7, now: START, daysAhead: 2, historyHours: 24 });
  ctx = await createTestContext({ feed, clock: manualClock(START) });
});

afterAll(async () => {
  await ctx?.close();
});

describe('results of finished events', () => {
  it('keeps finished matches of the day with their final and period scores', async () => {
    const body = await get(
      `/matches?type=match&match_status=4&limit=50&${dayWindow('2026-11-22')}`,
    );
    const finished: MatchWire[] = body.data;
    expect(finished.length).toBeGreaterThan(0);
    for (const match of finished) {
      expect(match.status).toBe(4);
      expect(match.start_time.slice(0, 10)).toBe('2026-11-22');
      expect(match.statistics, match.slug).not.toBeNull();
      const { total_score, period_score } = match.statistics!;
      expect(period_score.length, match.slug).toBeGreaterThan(0);
      // The periods add up to the final score wherever a period score is a count of points or
      // goals (not in tennis or e-sports, where the final score counts sets or maps won).
      if (['soccer', 'football', 'basketball', 'ice-hockey'].includes(match.tournament.sport.key)) {
        const sum = (side: 'home' | 'away') => period_score.reduce((a, p) => a + p[side], 0);
        expect(sum('home'), match.slug).toBe(total_score.home);
        expect(sum('away'), match.slug).toBe(total_score.away);
      }
    }
  });

  it('answers the previous day from the history the feed starts with', async () => {
    const body = await get(`/matches?type=match&match_status=4&limit=5&${dayWindow('2026-11-21')}`);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('keeps a match that finishes while the feed runs, final score included', async () => {
    const live: MatchWire[] = (await get('/matches?type=match&match_status=1&limit=500')).data;
    expect(live.length).toBeGreaterThan(0);
    for (let step = 0; step < 6; step += 1) {
      ctx.clock.advance(30 * 60_000);
      await ctx.runner.tick();
    }
    const after: MatchWire[] = (
      await get(
        `/matches?id=${live
          .map((m) => m.id)
          .slice(0, 50)
          .join(',')}&limit=50`,
      )
    ).data;
    const done = after.filter((m) => m.status === 4);
    expect(done.length).toBeGreaterThan(0);
    for (const match of done) expect(match.statistics?.total_score, match.slug).toBeDefined();
  });
});

describe('search on the seeded catalog', () => {
  it('finds a team, its live or next match and its league', async () => {
    const body = await get('/search?q=bayern');
    const teams = body.data.teams as { name: string; next_match: { status: number } }[];
    expect(teams.map((t) => t.name)).toContain('Bayern Munich');
    for (const team of teams) expect([0, 1]).toContain(team.next_match.status);
    expect(body.data.matches.length).toBeGreaterThan(0);
    for (const match of body.data.matches as MatchWire[]) {
      expect(match.name.toLowerCase()).toContain('bayern');
      expect([0, 1]).toContain(match.status);
    }
    const leagues = await get('/search?q=bundesliga');
    expect(leagues.data.tournaments.map((t: { name: string }) => t.name)).toContain('Bundesliga');
  });
});
