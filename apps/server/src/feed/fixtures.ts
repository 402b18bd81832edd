// Fixture generation: each league's schedule for one calendar week (Monday to Sunday, UTC
// weeks counted from 1970-01-05) is a pure function of (seed, league, week). The feed asks for
// weeks as its seven-day window rolls forward, so the fixtures of a day never depend on when
// the feed was started or how it was stepped.
import type { CompetitorInfo, LeagueInfo } from './catalog';
import { createEngine, type MatchEngine } from './models';
import { noise, rngFor } from './prng';
import type { Schedule } from './reference-data';
import { kebab } from './slug';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
/** Fixtures are published this long before their start (the rolling window). */
export const HORIZON = 7 * DAY;
const MONDAY_ZERO = Date.UTC(1970, 0, 5);

export function weekOf(ms: number): number {
  return Math.floor((ms - MONDAY_ZERO) / WEEK);
}

export function weekStart(week: number): number {
  return MONDAY_ZERO + week * WEEK;
}

export interface Fixture {
  urnId: string;
  number: number;
  slug: string;
  league: LeagueInfo;
  home: CompetitorInfo;
  away: CompetitorInfo;
  start: number;
  /** When the fixture appears in the feed (a week ahead, or once a knock-out pairing is known). */
  publishAt: number;
  stage: string | null;
  stadium: string | null;
  city: string | null;
  hasVideo: boolean;
  popularity: number;
  /** The model engine (created on first use, then shared). */
  engine(): MatchEngine;
  /** Drops the engine (and its live plan) once the match is over. */
  release(): void;
}

/** Epoch ms of a local `HH:MM` on a weekday of a week, for a venue at `utcOffset` hours. */
function localTime(week: number, day: number, time: string, utcOffset: number): number {
  const [hh, mm] = time.split(':').map(Number);
  return weekStart(week) + day * DAY + ((hh ?? 0) * 60 + (mm ?? 0)) * MINUTE - utcOffset * HOUR;
}

interface WeekContext {
  seed: number;
  /** Publication window: fixtures appear this long before they start. */
  horizon: number;
}

function makeFixture(
  { seed, horizon }: WeekContext,
  league: LeagueInfo,
  week: number,
  index: number,
  home: CompetitorInfo,
  away: CompetitorInfo,
  start: number,
  stage: string | null,
): Fixture {
  const number = league.no * 10_000_000 + week * 200 + index;
  const urnId = `${league.prefix}:match:${number}`;
  const def = league.def;
  let engine: MatchEngine | null = null;
  const venue = def.neutral || def.sportKey === 'tennis' ? null : home;
  return {
    urnId,
    number,
    slug: `${kebab(home.name)}-vs-${kebab(away.name)}-${number}`,
    league,
    home,
    away,
    start,
    publishAt: start - Math.min(horizon, (def.listedDaysAhead ?? Infinity) * DAY),
    stage,
    stadium: venue?.stadium ?? null,
    city: def.sportKey === 'tennis' ? def.name : (venue?.city ?? null),
    hasVideo: noise(seed, 'video', urnId) < def.video,
    popularity: Math.round(
      (def.isTop ? 50 : 20) +
        20 * (home.strength + away.strength) +
        10 * noise(seed, 'popularity', urnId),
    ),
    engine: () =>
      (engine ??= createEngine({
        seed,
        urnId,
        start,
        homeName: home.name,
        awayName: away.name,
        homeRating: home.rating,
        awayRating: away.rating,
        profile: def.profile,
        bestOf: def.bestOf,
        homeAdvantage: !def.neutral,
      })),
    release: () => {
      engine = null;
    },
  };
}

function roundsWeek(
  ctx: WeekContext,
  league: LeagueInfo,
  week: number,
  schedule: Extract<Schedule, { kind: 'rounds' }>,
): Fixture[] {
  const out: Fixture[] = [];
  schedule.rounds.forEach((round, r) => {
    if (week % (round.everyWeeks ?? 1) !== (round.phase ?? 0)) return;
    const rng = rngFor(ctx.seed, 'round', league.no, week, r);
    const teams = rng.shuffle(league.competitors);
    const used = new Map<number, number>();
    for (let i = 0; i + 1 < teams.length; i += 2) {
      const d = rng.weighted(round.days.map((x) => x.share));
      const slot = round.days[d] as (typeof round.days)[number];
      const count = used.get(d) ?? 0;
      used.set(d, count + 1);
      const time = slot.times[count % slot.times.length] as string;
      out.push(
        makeFixture(
          ctx,
          league,
          week,
          r * 50 + i / 2,
          teams[i] as CompetitorInfo,
          teams[i + 1] as CompetitorInfo,
          localTime(week, slot.day, time, schedule.utcOffset),
          league.def.stage,
        ),
      );
    }
  });
  return out;
}

function dailyWeek(
  ctx: WeekContext,
  league: LeagueInfo,
  week: number,
  schedule: Extract<Schedule, { kind: 'daily' }>,
): Fixture[] {
  const out: Fixture[] = [];
  for (let day = 0; day < 7; day += 1) {
    const rng = rngFor(ctx.seed, 'day', league.no, week, day);
    const games = rng.between(schedule.perDay[0], schedule.perDay[1]);
    const times = Array.from(
      { length: games },
      (_, i) => schedule.times[i % schedule.times.length] as string,
    ).sort();
    const teams = rng.shuffle(league.competitors);
    for (let g = 0; g < games; g += 1) {
      let home: CompetitorInfo;
      let away: CompetitorInfo;
      if (!schedule.repeatTeams && 2 * g + 1 < teams.length) {
        home = teams[2 * g] as CompetitorInfo;
        away = teams[2 * g + 1] as CompetitorInfo;
      } else {
        const a = rng.int(teams.length);
        const b = (a + 1 + rng.int(teams.length - 1)) % teams.length;
        home = teams[a] as CompetitorInfo;
        away = teams[b] as CompetitorInfo;
      }
      out.push(
        makeFixture(
          ctx,
          league,
          week,
          day * 24 + g,
          home,
          away,
          localTime(week, day, times[g] as string, schedule.utcOffset),
          league.def.stage,
        ),
      );
    }
  }
  return out;
}

const BRACKET_STAGES = ['Round of 16', 'Quarter-final', 'Semi-final', 'Final'];
/** Day and local time of each of the 15 knock-out matches (8 first round, 4, 2, 1). */
const BRACKET_SLOTS: [number, string][] = [
  [0, '12:00'],
  [0, '14:30'],
  [0, '17:00'],
  [1, '12:00'],
  [1, '14:30'],
  [1, '17:00'],
  [2, '13:00'],
  [2, '15:30'],
  [3, '13:00'],
  [3, '16:00'],
  [4, '13:00'],
  [4, '16:00'],
  [5, '13:00'],
  [5, '16:00'],
  [6, '15:00'],
];

/**
 * A 16-player knock-out. Later rounds are paired from the winners of the earlier ones, so their
 * fixtures are published only once both feeder matches are over.
 */
function bracketWeek(
  ctx: WeekContext,
  league: LeagueInfo,
  week: number,
  schedule: Extract<Schedule, { kind: 'bracket' }>,
): Fixture[] {
  if (week % schedule.cycle !== schedule.index) return [];
  const tour = league.def.categorySlug;
  const pool = rngFor(ctx.seed, 'draw', tour, week).shuffle(league.competitors);
  let players = pool.slice(schedule.slot * 16, schedule.slot * 16 + 16);
  const out: Fixture[] = [];
  let index = 0;
  let ready: number[] = players.map(() => -Infinity);
  for (let round = 0; players.length > 1; round += 1) {
    const winners: CompetitorInfo[] = [];
    const finished: number[] = [];
    for (let m = 0; m + 1 < players.length; m += 2) {
      const [day, time] = BRACKET_SLOTS[index] as [number, string];
      const fixture = makeFixture(
        ctx,
        league,
        week,
        index,
        players[m] as CompetitorInfo,
        players[m + 1] as CompetitorInfo,
        localTime(week, day, time, schedule.utcOffset) + schedule.shiftMinutes * MINUTE,
        BRACKET_STAGES[round] ?? null,
      );
      fixture.publishAt = Math.max(fixture.publishAt, ready[m] ?? 0, ready[m + 1] ?? 0);
      const plan = fixture.engine().plan();
      winners.push(plan.winner === 'home' ? fixture.home : fixture.away);
      finished.push(plan.finishedAt);
      out.push(fixture);
      index += 1;
    }
    players = winners;
    ready = finished;
  }
  return out;
}

/** All fixtures of a league in a week. */
export function fixturesForWeek(
  seed: number,
  league: LeagueInfo,
  week: number,
  horizon = HORIZON,
): Fixture[] {
  const schedule = league.def.schedule;
  const ctx = { seed, horizon };
  switch (schedule.kind) {
    case 'rounds':
      return roundsWeek(ctx, league, week, schedule);
    case 'daily':
      return dailyWeek(ctx, league, week, schedule);
    case 'bracket':
      return bracketWeek(ctx, league, week, schedule);
  }
}
