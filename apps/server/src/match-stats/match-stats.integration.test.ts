// `GET /matches/{id}/{statistics type}` and the `match_events` publications over the real
// simulated feed (a fixed seed and start instant), on PGlite and on PostgreSQL.
import {
  MATCH_KEY_EVENT_TYPES,
  type MatchEventWire,
  type MatchWire,
  matchChannel,
  matchStatisticsResponse,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOddsFeed } from '../feed/odds-feed';
import { manualClock } from '../shared/clock';
import { type RecordingPublisher, recordingPublisher } from '../testing/recording-publisher';
import { type TestContext, createTestContext } from '../testing/test-app';

const API = '/api/sportsbook';
/** A Saturday afternoon (UTC): football, tennis and e-sports are in play. */
const START = new Date('2026-03-14T15:20:00Z');
let ctx: TestContext;
let publisher: RecordingPublisher;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(url: string, status = 200): Promise<any> {
  const res = await ctx.app.inject({ url: `${API}${url}` });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json();
}

async function statistics(id: number, type: string, query = '') {
  const body = matchStatisticsResponse.parse(await get(`/matches/${id}/${type}${query}`));
  return body.data;
}

async function liveMatches(sportKey: string): Promise<MatchWire[]> {
  return (await get(`/matches?match_status=1&sport_key=${sportKey}&type=match&limit=100`)).data;
}

beforeAll(async () => {
  publisher = recordingPublisher();
  ctx = await createTestContext({
    feed: createOddsFeed({ seed: 7, now: START, daysAhead: 1, historyHours: 24 }),
    clock: manualClock(START),
    publisher,
  });
});

afterAll(async () => {
  await ctx?.close();
});

describe('match statistics', () => {
  it('summarises a live football match: score, period scores, counted lines and the phase', async () => {
    const [match] = await liveMatches('football');
    expect(match).toBeDefined();
    const { id } = match as MatchWire;
    expect(match?.is_provider_stats_available).toBe(true);
    const data = await statistics(id, 'summary');
    if (data.type !== 'summary') throw new Error('summary expected');
    const { summary } = data;
    expect(summary.sport_key).toBe('football');
    expect(summary.statistics?.period_score.length).toBeGreaterThan(0);
    expect(summary.lines.map((line) => line.key)).toEqual(
      expect.arrayContaining([
        'possession',
        'attacks',
        'shots_on_target',
        'corners',
        'yellow_cards',
      ]),
    );
    const possession = summary.lines.find((line) => line.key === 'possession');
    expect((possession?.home ?? 0) + (possession?.away ?? 0)).toBe(100);
    expect(summary.last_event_id).toBeGreaterThan(0);
    expect(summary.phase).not.toBeNull();
    expect(summary.latest[0]?.id).toBe(summary.last_event_id);

    // Every goal of the timeline is on the scoreboard.
    const timeline = await statistics(id, 'timeline');
    if (timeline.type !== 'timeline') throw new Error('timeline expected');
    const goals = (side: 'home' | 'away') =>
      timeline.timeline.events.filter((e) => e.type === 'goal' && e.side === side).length;
    expect(summary.statistics?.total_score).toEqual({ home: goals('home'), away: goals('away') });
  });

  it('lists the timeline in order and answers only newer events after a given id', async () => {
    const [match] = await liveMatches('tennis');
    const { id } = match as MatchWire;
    const all = await statistics(id, 'timeline');
    if (all.type !== 'timeline') throw new Error('timeline expected');
    const { events, last_event_id: last } = all.timeline;
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events.some((e) => e.type === 'point')).toBe(true);
    const newer = await statistics(id, 'timeline', `?after=${last - 3}`);
    if (newer.type !== 'timeline') throw new Error('timeline expected');
    expect(newer.timeline.events.map((e) => e.id)).toEqual([last - 2, last - 1, last]);
    const latest = await statistics(id, 'timeline', '?limit=2');
    if (latest.type !== 'timeline') throw new Error('timeline expected');
    expect(latest.timeline.events.map((e) => e.id)).toEqual([last - 1, last]);
    // The key events alone: the whole match's timeline, from its start, however long it ran.
    const key = await statistics(id, 'timeline', '?key=true');
    if (key.type !== 'timeline') throw new Error('timeline expected');
    expect(key.timeline.events.map((e) => e.id)).toEqual(
      events.filter((e) => MATCH_KEY_EVENT_TYPES.has(e.type)).map((e) => e.id),
    );
    expect(key.timeline.events[0]?.type).toBe('match_started');
    expect(key.timeline.events.some((e) => e.type === 'point')).toBe(false);
  });

  it('publishes the new events on the match channel as the feed advances', async () => {
    const matches = await liveMatches('football');
    const before = new Map<number, number>();
    for (const match of matches) {
      const data = await statistics(match.id, 'summary');
      if (data.type === 'summary') before.set(match.id, data.summary.last_event_id);
    }
    publisher.clear();
    for (let i = 0; i < 90; i += 1) {
      ctx.clock.advance(1000);
      await ctx.runner.tick();
    }
    // Publishing follows the commit: wait until what was published reaches what the feed has.
    const publishedOf = () => {
      const published = new Map<number, MatchEventWire[]>();
      for (const { channel, message } of publisher.ofType('match_events')) {
        const data = message.data as { match_id: number; events: MatchEventWire[] };
        expect(channel).toBe(matchChannel(data.match_id));
        published.set(data.match_id, [...(published.get(data.match_id) ?? []), ...data.events]);
      }
      return published;
    };
    const lastOf = async (id: number) => {
      const data = await statistics(id, 'summary');
      return data.type === 'summary' ? data.summary.last_event_id : -1;
    };
    await expect
      .poll(
        async () => {
          const found = [...publishedOf()].find(([id]) => before.has(id));
          return found ? (found[1].at(-1)?.id ?? 0) === (await lastOf(found[0])) : false;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const [id, events] = [...publishedOf()].find(([matchId]) => before.has(matchId)) ?? [];
    const ids = (events ?? []).map((e) => e.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids[0]).toBe((before.get(id as number) ?? 0) + 1);
    expect(ids).toEqual(ids.map((_, i) => (ids[0] ?? 0) + i));
  });

  it('answers the recent form of both sides from finished matches', async () => {
    const finished: MatchWire[] = (await get('/matches?match_status=4&limit=500')).data;
    const all: MatchWire[] = (await get('/matches?match_status=0,1&limit=500')).data;
    // A match whose home side finished another match before it.
    const pair = all
      .map((match) => ({
        match,
        earlier: finished.find(
          (f) =>
            f.start_time < match.start_time &&
            (f.competitors?.home.id === match.competitors?.home.id ||
              f.competitors?.away.id === match.competitors?.home.id),
        ),
      }))
      .find((candidate) => candidate.earlier);
    expect(pair).toBeDefined();
    const { match, earlier } = pair as { match: MatchWire; earlier: MatchWire };
    const data = await statistics(match.id, 'form');
    if (data.type !== 'form') throw new Error('form expected');
    const entry = data.form.home.find((e) => e.match_id === earlier.id);
    expect(entry).toBeDefined();
    const score = earlier.statistics?.total_score ?? { home: 0, away: 0 };
    const home = earlier.competitors?.home.id === match.competitors?.home.id;
    expect(entry?.home).toBe(home);
    expect(entry?.score).toEqual(
      home ? { for: score.home, against: score.away } : { for: score.away, against: score.home },
    );
    const expected =
      entry && entry.score.for > entry.score.against
        ? 'win'
        : entry && entry.score.for < entry.score.against
          ? 'loss'
          : 'draw';
    expect(entry?.result).toBe(expected);
    expect(data.form.home.length).toBeLessThanOrEqual(5);
  });

  it('answers 404 for an unknown match and for an outright, 400 for an unknown type', async () => {
    expect((await get('/matches/999999/summary', 404)).code).toBeDefined();
    const outright: MatchWire | undefined = (await get('/matches?type=season&limit=1')).data[0];
    if (outright) await get(`/matches/${outright.id}/timeline`, 404);
    const [match] = await liveMatches('football');
    const bad = await get(`/matches/${match?.id}/heatmap`, 400);
    expect(bad.field).toBe('type');
    expect((await get(`/matches/${match?.id}/timeline?after=-1`, 400)).field).toBe('after');
    expect((await get(`/matches/${match?.id}/timeline?key=yes`, 400)).field).toBe('key');
  });
});
