import type { MatchEventWire } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import type { FeedMatch } from './feed-model';
import { DAY, fixturesForWeek, weekOf } from './fixtures';
import { buildTimeline, type MatchTimeline } from './match-events';
import { createOddsFeed } from './odds-feed';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** A Saturday afternoon (UTC): European football, tennis and e-sports are on. */
const START = new Date('2026-03-14T15:20:00Z');

/** The first fixtures of each sport in one week, with their recorded timelines. */
function timelines(seed: number, perSport = 3) {
  const out: {
    sportKey: string;
    urnId: string;
    timeline: MatchTimeline;
    finalScore: { home: number; away: number };
    checkpointTimes: number[];
    suspendedTimes: Set<number>;
  }[] = [];
  const taken = new Map<string, number>();
  for (const league of catalog().leagues) {
    const sportKey = league.def.sportKey;
    const fixtures = fixturesForWeek(seed, league, weekOf(START.getTime()), 7 * DAY);
    for (const fixture of fixtures) {
      if ((taken.get(sportKey) ?? 0) >= perSport) break;
      taken.set(sportKey, (taken.get(sportKey) ?? 0) + 1);
      const plan = fixture.engine().plan();
      const timeline = buildTimeline({
        seed,
        urnId: fixture.urnId,
        sportKey,
        game: league.def.profile.sport === 'esports' ? league.def.profile.game : null,
        plan,
      });
      out.push({
        sportKey,
        urnId: fixture.urnId,
        timeline,
        finalScore: plan.statistics(plan.checkpoints.length - 1).total_score,
        checkpointTimes: plan.checkpoints.map((c) => c.at),
        suspendedTimes: new Set(
          plan.checkpoints.filter((c) => c.suspendUntil > 0).map((c) => c.at),
        ),
      });
      fixture.release();
    }
  }
  return out;
}

const count = (events: readonly MatchEventWire[], type: string, side?: 'home' | 'away') =>
  events.filter((e) => e.type === type && (side === undefined || e.side === side)).length;
const sum = (events: readonly MatchEventWire[], type: string, side: 'home' | 'away') =>
  events
    .filter((e) => e.type === type && e.side === side)
    .reduce((total, e) => total + (e.value ?? 0), 0);

describe('match events recorded by the feed', () => {
  const all = timelines(42);

  it('records a timeline for every sport, starting and ending with the match', () => {
    expect(new Set(all.map((t) => t.sportKey))).toEqual(
      new Set([
        'football',
        'tennis',
        'basketball',
        'ice-hockey',
        'cricket',
        'premium-cricket',
        'cs2',
        'dota-2',
        'league-of-legends',
      ]),
    );
    for (const { timeline } of all) {
      const { events, times } = timeline;
      expect(events[0]?.type).toBe('match_started');
      expect(events.at(-1)?.type).toBe('match_ended');
      events.forEach((event, i) => {
        expect(event.id).toBe(i + 1);
        if (i > 0) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] as number);
        expect(Date.parse(event.at)).toBe(times[i]);
      });
    }
  });

  it('keeps every event consistent with the score: a scoring event exactly when it changes', () => {
    for (const { sportKey, timeline, finalScore } of all) {
      const { events } = timeline;
      // The running score only moves on scoring events.
      for (let i = 1; i < events.length; i += 1) {
        const [a, b] = [events[i - 1], events[i]] as [MatchEventWire, MatchEventWire];
        const moved = a.score.home !== b.score.home || a.score.away !== b.score.away;
        const scoring = ['goal', 'basket', 'over', 'set', 'map'].includes(b.type);
        if (moved) expect(scoring, `${sportKey} ${b.type}`).toBe(true);
      }
      expect(events.at(-1)?.score).toEqual(finalScore);
      for (const side of ['home', 'away'] as const) {
        if (sportKey === 'football' || sportKey === 'ice-hockey')
          expect(count(events, 'goal', side)).toBe(finalScore[side]);
        if (sportKey === 'basketball') expect(sum(events, 'basket', side)).toBe(finalScore[side]);
        if (sportKey.includes('cricket')) expect(sum(events, 'over', side)).toBe(finalScore[side]);
        if (sportKey === 'tennis') expect(count(events, 'set', side)).toBe(finalScore[side]);
        if (['cs2', 'dota-2', 'league-of-legends'].includes(sportKey))
          expect(count(events, 'map', side)).toBe(finalScore[side]);
      }
    }
  });

  it('puts each goal on a checkpoint where the markets are suspended', () => {
    for (const { sportKey, timeline, suspendedTimes } of all) {
      if (sportKey !== 'football') continue;
      timeline.events.forEach((event, i) => {
        if (event.type === 'goal')
          expect(suspendedTimes.has(timeline.times[i] as number)).toBe(true);
      });
    }
  });

  it('records the play of football, tennis serve and points, kills and rounds', () => {
    const football = all.filter((t) => t.sportKey === 'football').flatMap((t) => t.timeline.events);
    for (const type of [
      'attack',
      'dangerous_attack',
      'free_kick',
      'corner',
      'shot_on_target',
      'shot_off_target',
      'yellow_card',
    ])
      expect(count(football, type), type).toBeGreaterThan(0);
    const tennis = all.filter((t) => t.sportKey === 'tennis').flatMap((t) => t.timeline.events);
    for (const type of ['serve', 'point', 'game', 'set'])
      expect(count(tennis, type)).toBeGreaterThan(0);
    const cs2 = all.filter((t) => t.sportKey === 'cs2').flatMap((t) => t.timeline.events);
    expect(count(cs2, 'round')).toBeGreaterThan(20);
    const dota = all.filter((t) => t.sportKey === 'dota-2').flatMap((t) => t.timeline.events);
    expect(count(dota, 'kill')).toBeGreaterThan(20);
    const cricket = all.filter((t) => t.sportKey === 'cricket').flatMap((t) => t.timeline.events);
    expect(count(cricket, 'wicket')).toBeGreaterThan(0);
  });

  it('records half-time and the breaks between periods, and marks the clock paused there', () => {
    for (const { sportKey, timeline } of all) {
      const breaks = timeline.events.filter((e) => e.type === 'break');
      if (sportKey === 'football') {
        expect(breaks.map((e) => e.pause)).toEqual(['half_time']);
        expect(timeline.pauses).toContain('half_time');
      }
      if (sportKey === 'basketball') expect(breaks.length).toBeGreaterThanOrEqual(3);
      if (sportKey === 'ice-hockey') expect(breaks.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('is a pure function of the seed: the same seed gives the same events, another seed others', () => {
    const again = timelines(42);
    expect(again.map((t) => t.timeline.events)).toEqual(all.map((t) => t.timeline.events));
    const other = timelines(43);
    expect(other.map((t) => t.timeline.events)).not.toEqual(all.map((t) => t.timeline.events));
  });
});

describe('match events in the running feed', () => {
  it('emits each event once, when it happens, with the score change of the same step', () => {
    const feed = createOddsFeed({ seed: 42, now: START });
    const live = feed
      .snapshot()
      .matches.filter((m) => m.status === 1 && m.type === 'match')
      .map((m) => m.urnId);
    expect(live.length).toBeGreaterThan(3);
    const seen = new Map<string, number>(
      live.map((urn) => [urn, feed.matchEvents(urn)?.at(-1)?.id ?? 0]),
    );
    const scores = new Map<string, FeedMatch['statistics']>();
    for (const m of feed.snapshot().matches) scores.set(m.urnId, m.statistics);
    let now = START.getTime();
    let goals = 0;
    for (let i = 0; i < 10 * 60; i += 1) {
      now += SECOND;
      const changes = feed.advance(new Date(now));
      for (const { matchUrnId, events } of changes.events ?? []) {
        for (const event of events) {
          // In order, no gaps, never in the future.
          expect(event.id).toBe((seen.get(matchUrnId) ?? 0) + 1);
          seen.set(matchUrnId, event.id);
          expect(Date.parse(event.at)).toBeLessThanOrEqual(now);
          expect(Date.parse(event.at)).toBeGreaterThan(now - SECOND);
          if (event.type === 'goal') {
            goals += 1;
            const match = changes.matches.find((m) => m.urnId === matchUrnId);
            expect(match?.statistics?.total_score).toEqual(event.score);
            expect(
              changes.markets.some((m) => m.matchUrnId === matchUrnId && m.status === -1),
            ).toBe(true);
          }
        }
      }
    }
    expect(goals).toBeGreaterThan(0);
    for (const urn of live) expect(feed.matchEvents(urn)?.at(-1)?.id ?? 0).toBe(seen.get(urn) ?? 0);
  });

  it('lands on the same events whether it steps or jumps', () => {
    const stepped = createOddsFeed({ seed: 7, now: START });
    const jumped = createOddsFeed({ seed: 7, now: START });
    const end = START.getTime() + 3 * MINUTE;
    for (let t = START.getTime() + SECOND; t <= end; t += SECOND) stepped.advance(new Date(t));
    jumped.advance(new Date(end));
    const urns = stepped.snapshot().matches.map((m) => m.urnId);
    for (const urn of urns) expect(jumped.matchEvents(urn)).toEqual(stepped.matchEvents(urn));
    expect(urns.some((urn) => (stepped.matchEvents(urn)?.length ?? 0) > 10)).toBe(true);
  });

  it('answers null for an unknown match and keeps the events of a finished one', () => {
    const feed = createOddsFeed({ seed: 42, now: START });
    expect(feed.matchEvents('sr:match:1')).toBeNull();
    const finished = feed.snapshot().matches.find((m) => m.status === 4 && m.type === 'match');
    expect(feed.matchEvents(finished?.urnId ?? '')?.at(-1)?.type).toBe('match_ended');
  });

  it('shows half-time as a pause of the clock in the match statistics', () => {
    const feed = createOddsFeed({ seed: 42, now: START });
    let now = START.getTime();
    let paused: FeedMatch | undefined;
    for (let i = 0; i < 120 && !paused; i += 1) {
      now += MINUTE;
      paused = feed.advance(new Date(now)).matches.find((m) => m.statistics?.pause === 'half_time');
    }
    expect(paused?.statistics?.clock?.stopped).toBe(true);
    expect(paused?.statistics?.period_score).toHaveLength(1);
  });
});
