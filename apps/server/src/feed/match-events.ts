// The events of a live match (decision 0047): what happened, in order, for the statistics and
// the match tracker. Scoring events (goals, points, baskets, runs, kills, rounds, maps, sets) and
// breaks are read off the live plan's checkpoints, so a goal event exists exactly when the score
// changes and carries the checkpoint's instant (the instant the markets are suspended). The play
// between checkpoints (attacks, dangerous attacks, free kicks, corners, shots, cards, penalties,
// timeouts, boundaries) is drawn from a stream keyed by (seed, match), so the whole timeline is
// a pure function of the seed and the plan, like everything else in the feed.
import type { MatchEventType, MatchEventWire, MatchPause } from '@sportsbook/contract';
import type { FeedStatistics } from './feed-model';
import { formatClock } from './maths';
import type { LivePlan } from './models';
import { SECOND } from './models/engine';
import { noise, type Rng, rngFor } from './prng';

export type EsportsGame = 'cs2' | 'dota-2' | 'league-of-legends';

export interface TimelineInput {
  seed: number;
  urnId: string;
  sportKey: string;
  /** The e-sports title (kills, rounds), null for other sports. */
  game: EsportsGame | null;
  plan: LivePlan;
}

export interface MatchTimeline {
  /** Every event of the match, ids 1…n in time order. */
  events: MatchEventWire[];
  /** Epoch ms of each event (parallel to `events`), for the engine's wake-ups. */
  times: number[];
  /** Why the clock stands at each checkpoint (null: it runs, or the sport has none). */
  pauses: (MatchPause | null)[];
}

type Side = 'home' | 'away';
const SIDES: readonly Side[] = ['home', 'away'];
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** `67:12` → seconds, or null. */
function seconds(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d+):(\d\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The clock text at `at` for statistics read at a checkpoint (null when the sport has none). */
function clockAt(stats: FeedStatistics, at: number): string | null {
  const clock = stats.clock;
  if (!clock) return null;
  const base = seconds(clock.match_time);
  if (base === null) return null;
  const readAt = Date.parse(clock.clock_updated_at);
  const running = clock.stopped ? 0 : Math.max(0, Math.floor((at - readAt) / 1000));
  return formatClock(base + (seconds(clock.stoppage_time) ?? 0) + running);
}

/** Why the clock stands at a (non-final) checkpoint. */
function pauseOf(
  sportKey: string,
  stats: FeedStatistics,
  previous: FeedStatistics | null,
): MatchPause | null {
  const clock = stats.clock;
  if (!clock || !clock.stopped) return null;
  if (sportKey === 'football')
    return stats.period_score.length === 1 ? 'half_time' : 'period_break';
  if (clock.remaining_time_in_period === '00:00') return 'period_break';
  // E-sports reset the map clock to 00:00 between maps.
  if (clock.remaining_time_in_period === null && clock.match_time === '00:00' && previous)
    return 'period_break';
  return null;
}

class Recorder {
  readonly events: MatchEventWire[] = [];
  readonly times: number[] = [];
  score = { home: 0, away: 0 };

  add(
    at: number,
    type: MatchEventType,
    side: Side | null,
    stats: FeedStatistics,
    extra: { value?: number; pause?: MatchPause; period?: number | null } = {},
  ): void {
    // Drawn play may overrun into the next draw by a second or two: keep time order.
    at = Math.max(at, this.times.at(-1) ?? at);
    const last = stats.period_score.reduce((n, p) => Math.max(n, p.number), 0);
    this.events.push({
      id: this.events.length + 1,
      type,
      side,
      at: new Date(at).toISOString(),
      match_time: clockAt(stats, at),
      period: extra.period !== undefined ? extra.period : last > 0 ? last : null,
      value: extra.value ?? null,
      score: { ...this.score },
      pause: extra.pause ?? null,
    });
    this.times.push(at);
  }
}

/** Splits a side's points of one checkpoint into baskets of 3, 2 and 1 (free throws). */
function baskets(rng: Rng, points: number): number[] {
  const out: number[] = [];
  let left = points;
  while (left > 0) {
    const value = left >= 3 && rng.chance(0.3) ? 3 : left >= 2 && rng.chance(0.8) ? 2 : 1;
    out.push(value);
    left -= value;
  }
  return out;
}

/** The play of one running football minute: attacks, dangerous attacks, shots, set pieces. */
function footballPlay(
  rec: Recorder,
  rng: Rng,
  stats: FeedStatistics,
  from: number,
  to: number,
  homeShare: number,
  scorer: Side | null,
): void {
  // Before a goal the scoring side's last attack is dangerous: leave it room.
  const end = scorer ? to - 8 * SECOND : to;
  // Play never runs into the next checkpoint (a goal must stay on its own instant).
  const add = (t: number, type: MatchEventType, side: Side) => {
    if (t < end) rec.add(t, type, side, stats);
  };
  let at = from + rng.between(4, 14) * SECOND;
  while (at < end) {
    const side: Side = rng.chance(homeShare) ? 'home' : 'away';
    const roll = rng.next();
    if (roll < 0.12) {
      add(at, 'free_kick', side);
      if (rng.chance(0.12))
        add(at + SECOND, rng.chance(0.03) ? 'red_card' : 'yellow_card', other(side));
    } else {
      add(at, 'attack', side);
      if (rng.chance(0.4) && at + 4 * SECOND < end) {
        at += rng.between(3, 6) * SECOND;
        add(at, 'dangerous_attack', side);
        const finish = rng.next();
        if (finish < 0.22) add(at + 2 * SECOND, 'shot_on_target', side);
        else if (finish < 0.5) add(at + 2 * SECOND, 'shot_off_target', side);
        else if (finish < 0.7) add(at + 2 * SECOND, 'corner', side);
      }
    }
    at += rng.between(12, 30) * SECOND;
  }
  if (scorer) {
    rec.add(
      Math.min(to, Math.max(from + SECOND, to - 6 * SECOND)),
      'dangerous_attack',
      scorer,
      stats,
    );
  }
}

/** Shots and penalties of one running ice hockey minute. */
function hockeyPlay(
  rec: Recorder,
  rng: Rng,
  stats: FeedStatistics,
  from: number,
  to: number,
  homeShare: number,
): void {
  let at = from + rng.between(5, 20) * SECOND;
  while (at < to - SECOND) {
    const side: Side = rng.chance(homeShare) ? 'home' : 'away';
    if (rng.chance(0.05)) rec.add(at, 'penalty', other(side), stats);
    else if (rng.chance(0.55)) rec.add(at, 'shot_on_target', side, stats);
    else rec.add(at, 'attack', side, stats);
    at += rng.between(15, 35) * SECOND;
  }
}

/** Records the whole timeline of a match from its live plan. */
export function buildTimeline(input: TimelineInput): MatchTimeline {
  const { plan, sportKey, game } = input;
  const rng = rngFor(input.seed, 'match-events', input.urnId);
  // How much of the ball each side has: a seeded tilt, not a model output (the prices do not
  // depend on it).
  const homeShare = 0.4 + 0.2 * noise(input.seed, 'possession', input.urnId);
  const rec = new Recorder();
  const pauses: (MatchPause | null)[] = [];
  const checkpoints = plan.checkpoints;
  let previous: FeedStatistics | null = null;
  let batting: Side | null = null;
  for (let i = 0; i < checkpoints.length; i += 1) {
    const point = checkpoints[i];
    if (!point) continue;
    const stats = plan.statistics(i);
    const at = point.at;
    let pause = point.final ? null : pauseOf(sportKey, stats, previous);
    if (!previous) {
      pauses.push(pause);
      rec.add(at, 'match_started', null, stats, { period: 1 });
      if (stats.period_score.length > 0) rec.add(at, 'period_started', null, stats, { period: 1 });
      if (stats.current_server) rec.add(at, 'serve', stats.current_server, stats);
      previous = stats;
      continue;
    }
    const before: FeedStatistics = previous;
    const prevPause = pauses[i - 1] ?? null;
    const delta = {
      home: stats.total_score.home - before.total_score.home,
      away: stats.total_score.away - before.total_score.away,
    };
    // A map won with the next one not yet under way is a break, clock or none.
    if (
      game !== null &&
      pause === null &&
      !point.final &&
      delta.home + delta.away > 0 &&
      stats.period_score.length === before.period_score.length
    )
      pause = 'period_break';
    pauses.push(pause);
    const clockRan = before.clock !== null && !before.clock.stopped && prevPause === null;

    // The play between the checkpoints.
    if (clockRan && sportKey === 'football') {
      const scorer: Side | null = delta.home > 0 ? 'home' : delta.away > 0 ? 'away' : null;
      footballPlay(rec, rng, before, checkpoints[i - 1]?.at ?? at, at, homeShare, scorer);
    } else if (clockRan && sportKey === 'ice-hockey') {
      hockeyPlay(rec, rng, before, checkpoints[i - 1]?.at ?? at, at, homeShare);
    }

    // What the checkpoint changed.
    const periodOf = (n: number) => stats.period_score.find((p) => p.number === n);
    const beforePeriods = before.period_score.length;
    if (sportKey === 'football' || sportKey === 'ice-hockey') {
      for (const side of SIDES) {
        for (let k = 0; k < delta[side]; k += 1) {
          rec.score[side] += 1;
          rec.add(at, 'goal', side, stats);
        }
      }
    } else if (sportKey === 'basketball') {
      for (const side of SIDES) {
        for (const value of baskets(rng, delta[side])) {
          rec.score[side] += value;
          rec.add(at, 'basket', side, stats, { value });
        }
      }
      const clock = stats.clock;
      if (clock?.stopped && pause === null && !point.final && rng.chance(0.12))
        rec.add(at, 'timeout', rng.chance(0.5) ? 'home' : 'away', stats);
    } else if (sportKey === 'cricket' || sportKey === 'premium-cricket') {
      const scored: Side | null = delta.home > 0 ? 'home' : delta.away > 0 ? 'away' : null;
      if (scored) batting = scored;
      else if (stats.period_score.length > beforePeriods) batting = null;
      if (beforePeriods > 0 && (scored || point.suspendUntil > 0 || batting)) {
        const side = scored ?? batting;
        const runs = scored ? delta[scored] : 0;
        let left = runs;
        const sixes = Math.min(Math.floor(left / 6), rng.chance(0.35) ? 1 : 0);
        left -= 6 * sixes;
        const fours = Math.min(Math.floor(left / 4), rng.int(3));
        for (let k = 0; k < sixes; k += 1) rec.add(at, 'boundary_six', side, stats, { value: 6 });
        for (let k = 0; k < fours; k += 1) rec.add(at, 'boundary_four', side, stats, { value: 4 });
        if (point.suspendUntil > 0) rec.add(at, 'wicket', side ? other(side) : null, stats);
        if (scored) rec.score[scored] += runs;
        rec.add(at, 'over', side, stats, { value: runs });
      }
    } else if (sportKey === 'tennis') {
      const set = beforePeriods;
      const gamesBefore = before.period_score.find((p) => p.number === set) ?? null;
      const gamesNow = periodOf(set) ?? null;
      let gameWinner: Side | null = null;
      if (delta.home > 0 || delta.away > 0) gameWinner = delta.home > 0 ? 'home' : 'away';
      else if (gamesBefore && gamesNow) {
        if (gamesNow.home > gamesBefore.home) gameWinner = 'home';
        else if (gamesNow.away > gamesBefore.away) gameWinner = 'away';
      }
      let pointWinner: Side | null = gameWinner;
      const g0 = before.game_score;
      const g1 = stats.game_score;
      if (!pointWinner && g0 && g1) {
        if (g1.home > g0.home || g1.away < g0.away) pointWinner = 'home';
        else if (g1.away > g0.away || g1.home < g0.home) pointWinner = 'away';
      }
      if (pointWinner)
        rec.add(at, 'point', pointWinner, stats, { period: before.period_score.length });
      if (gameWinner) {
        // A game won against the serve is a break.
        const broke = before.current_server !== null && before.current_server !== gameWinner;
        rec.add(at, 'game', gameWinner, stats, {
          period: before.period_score.length,
          value: broke ? 1 : 0,
        });
      }
      if (delta.home > 0 || delta.away > 0) {
        const side: Side = delta.home > 0 ? 'home' : 'away';
        rec.score[side] += 1;
        rec.add(at, 'set', side, stats, { period: before.period_score.length });
      }
      if (stats.current_server && stats.current_server !== before.current_server)
        rec.add(at, 'serve', stats.current_server, stats);
    } else if (game !== null) {
      for (const period of before.period_score) {
        const after = periodOf(period.number);
        if (!after) continue;
        for (const side of SIDES) {
          const gained = after[side] - period[side];
          for (let k = 0; k < gained; k += 1) {
            rec.add(at, game === 'cs2' ? 'round' : 'kill', side, stats, {
              period: period.number,
              value: period[side] + k + 1,
            });
          }
        }
      }
      for (const side of SIDES) {
        for (let k = 0; k < delta[side]; k += 1) {
          rec.score[side] += 1;
          rec.add(at, 'map', side, stats, { period: beforePeriods });
        }
      }
    }
    if (stats.period_score.length > beforePeriods && !point.final) {
      for (let n = beforePeriods + 1; n <= stats.period_score.length; n += 1)
        rec.add(at, 'period_started', null, stats, { period: n });
    }
    if (pause !== null && prevPause === null) rec.add(at, 'break', null, stats, { pause });
    if (point.final) rec.add(at, 'match_ended', null, stats);
    previous = stats;
  }
  return { events: rec.events, times: rec.times, pauses };
}

/** The statistics as shown at a checkpoint: with the pause when the clock stands for one. */
export function withPause(stats: FeedStatistics, pause: MatchPause | null): FeedStatistics {
  return pause === null ? stats : { ...stats, pause };
}
