// Ice hockey: independent Poisson goals over 60 minutes of regulation, then a five-minute
// sudden-death overtime and a shootout. The 3-way markets (1X2, puck line, totals, periods)
// settle on regulation time; the moneyline includes overtime and penalties.
import type { FeedStatistics } from '../feed-model';
import { formatClock, poissonPmf } from '../maths';
import { noise, rngFor } from '../prng';
import {
  type Cell,
  type Dist,
  evaluate,
  type MarketMeta,
  type MarketQuote,
  signed,
} from '../pricing';
import type { ResultCode } from '../settlement';
import * as rules from '../settlement';
import {
  buildPlan,
  type FixtureModelInput,
  isoAt,
  type LivePlan,
  type MatchEngine,
  type PlanItem,
  SECOND,
} from './engine';

const { handicap, overUnder, threeWay, winner } = rules;

interface Score {
  h: number;
  a: number;
}
interface HockeyFinal {
  reg: Score;
  homeWins: boolean;
}

const MAX_GOALS = 12;
const REGULATION = 60 * 60;
const PERIOD = 20 * 60;
const OVERTIME = 5 * 60;
/** Overtime is three-on-three: goals come faster than in regulation. */
const OVERTIME_PACE = 1.6;

interface HockeyParams {
  lambdaHome: number;
  lambdaAway: number;
}

function hockeyParams(input: FixtureModelInput, goalsPerTeam: number): HockeyParams {
  const rate = (name: string, rating: number, kind: string, weight: number) =>
    weight * ((rating - 75) / 10) + 0.08 * (noise(input.seed, kind, name) - 0.5);
  const ha = input.homeAdvantage ? 0.05 : 0;
  return {
    lambdaHome:
      goalsPerTeam *
      Math.exp(
        ha +
          rate(input.homeName, input.homeRating, 'attack', 0.1) -
          rate(input.awayName, input.awayRating, 'defence', 0.08),
      ),
    lambdaAway:
      goalsPerTeam *
      Math.exp(
        -ha +
          rate(input.awayName, input.awayRating, 'attack', 0.1) -
          rate(input.homeName, input.homeRating, 'defence', 0.08),
      ),
  };
}

function grid(h: number, a: number, lh: number, la: number): Dist<Score> {
  const maxX = lh > 0 ? MAX_GOALS - h : 0;
  const maxY = la > 0 ? MAX_GOALS - a : 0;
  const px = poissonPmf(lh, maxX);
  const py = poissonPmf(la, maxY);
  const cells: Cell<Score>[] = [];
  for (let x = 0; x <= maxX; x += 1) {
    for (let y = 0; y <= maxY; y += 1) {
      cells.push({ v: { h: h + x, a: a + y }, p: (px[x] ?? 0) * (py[y] ?? 0) });
    }
  }
  let total = 0;
  for (const c of cells) total += c.p;
  for (const c of cells) c.p /= total;
  return { cells, exact: true };
}

interface HockeyState {
  /** 1-3 regulation periods, 4 overtime, 5 shootout. */
  period: number;
  /** Seconds of game time played (regulation plus overtime). */
  gameSec: number;
  running: boolean;
  h: number;
  a: number;
  periods: Score[];
  /** Set once the game is decided (overtime goal or shootout). */
  homeWins: boolean | null;
  done: boolean;
}

/** P(home wins overtime or the shootout) with `otSec` seconds of overtime left. */
function overtimeHome(params: HockeyParams, otSec: number): number {
  const total = params.lambdaHome + params.lambdaAway;
  const rate = (total / REGULATION) * OVERTIME_PACE;
  const goal = 1 - Math.exp(-rate * otSec);
  return goal * (params.lambdaHome / total) + (1 - goal) * 0.5;
}

/** The score after regulation time: overtime and shootout goals do not count for 3-way markets. */
function regulationScore(state: HockeyState): Score {
  if (state.periods.length <= 3) return { h: state.h, a: state.a };
  return state.periods
    .slice(0, 3)
    .reduce((acc, p) => ({ h: acc.h + p.h, a: acc.a + p.a }), { h: 0, a: 0 });
}

function distsFor(params: HockeyParams, state: HockeyState) {
  const regLeft = Math.max(0, REGULATION - state.gameSec) / REGULATION;
  const p1Left = Math.max(0, PERIOD - state.gameSec) / REGULATION;
  const now = regulationScore(state);
  const reg = grid(now.h, now.a, params.lambdaHome * regLeft, params.lambdaAway * regLeft);
  const p1Score = state.periods[0];
  const p1: Dist<Score> =
    state.gameSec >= PERIOD && p1Score
      ? { cells: [{ v: p1Score, p: 1 }], exact: true }
      : grid(state.h, state.a, params.lambdaHome * p1Left, params.lambdaAway * p1Left);
  const otLeft =
    state.period >= 5
      ? 0
      : state.gameSec <= REGULATION
        ? OVERTIME
        : REGULATION + OVERTIME - state.gameSec;
  const tieHome = state.homeWins === null ? overtimeHome(params, otLeft) : state.homeWins ? 1 : 0;
  const final: Cell<HockeyFinal>[] = [];
  for (const cell of reg.cells) {
    if (cell.v.h !== cell.v.a)
      final.push({ v: { reg: cell.v, homeWins: cell.v.h > cell.v.a }, p: cell.p });
    else {
      // A level score goes to overtime; both winners stay reachable until it is decided.
      if (state.homeWins !== false)
        final.push({ v: { reg: cell.v, homeWins: true }, p: cell.p * tieHome });
      if (state.homeWins !== true)
        final.push({ v: { reg: cell.v, homeWins: false }, p: cell.p * (1 - tieHome) });
    }
  }
  return { reg, p1, final: { cells: final, exact: true } as Dist<HockeyFinal> };
}

const DOUBLE_CHANCE: readonly (readonly ResultCode[])[] = [
  [1, 1, 0],
  [1, 0, 1],
  [0, 1, 1],
];

type HockeyMarket =
  | { meta: MarketMeta; on: 'reg' | 'p1'; settle: (s: Score) => readonly ResultCode[] }
  | { meta: MarketMeta; on: 'final'; settle: (s: HockeyFinal) => readonly ResultCode[] };

function hockeyMarkets(home: string, away: string): HockeyMarket[] {
  const threeOutcomes = [
    { id: '1', name: home },
    { id: '2', name: 'Draw' },
    { id: '3', name: away },
  ];
  const markets: HockeyMarket[] = [
    {
      on: 'reg',
      meta: {
        marketId: 1,
        specifier: '',
        name: '1X2 (regular time)',
        groups: ['main'],
        priority: 1,
        customBetGroups: ['match_result'],
        outcomes: threeOutcomes,
        overround: 0.055,
      },
      settle: (s) => threeWay(s.h - s.a),
    },
    {
      on: 'final',
      meta: {
        marketId: 406,
        specifier: '',
        name: 'Winner (incl. overtime and penalties)',
        groups: ['main'],
        priority: 2,
        customBetGroups: [],
        outcomes: [
          { id: '4', name: home },
          { id: '5', name: away },
        ],
        overround: 0.05,
      },
      settle: (s) => winner(s.homeWins),
    },
    {
      on: 'reg',
      meta: {
        marketId: 10,
        specifier: '',
        name: 'Double chance',
        groups: ['main'],
        priority: 5,
        customBetGroups: ['match_result'],
        outcomes: [
          { id: '9', name: `${home} or draw` },
          { id: '10', name: `${home} or ${away}` },
          { id: '11', name: `Draw or ${away}` },
        ],
        overround: 0.05,
      },
      settle: (s) => DOUBLE_CHANCE[s.h > s.a ? 0 : s.h === s.a ? 1 : 2] as readonly ResultCode[],
    },
  ];
  for (const line of [-2.5, -1.5, 1.5, 2.5]) {
    markets.push({
      on: 'reg',
      meta: {
        marketId: 16,
        specifier: `hcp=${line}`,
        name: 'Puck line',
        groups: ['handicaps'],
        priority: 3,
        customBetGroups: [],
        outcomes: [
          { id: '1714', name: `${home} (${signed(line)})` },
          { id: '1715', name: `${away} (${signed(-line)})` },
        ],
        overround: 0.055,
        balanced: true,
      },
      settle: (s) => handicap(s.h - s.a, line),
    });
  }
  for (const line of [4.5, 5.5, 6.5]) {
    markets.push({
      on: 'reg',
      meta: {
        marketId: 18,
        specifier: `total=${line}`,
        name: 'Total (regular time)',
        groups: ['totals'],
        priority: 4,
        customBetGroups: ['total_goals'],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.055,
        balanced: true,
      },
      settle: (s) => overUnder(s.h + s.a, line),
    });
  }
  markets.push({
    on: 'p1',
    meta: {
      marketId: 443,
      specifier: 'periodnr=1',
      name: '1st period - 1X2',
      groups: ['periods'],
      priority: 6,
      customBetGroups: [],
      outcomes: threeOutcomes,
      overround: 0.07,
    },
    settle: (s) => threeWay(s.h - s.a),
  });
  markets.push({
    on: 'p1',
    meta: {
      marketId: 446,
      specifier: 'periodnr=1|total=1.5',
      name: '1st period - total',
      groups: ['periods', 'totals'],
      priority: 7,
      customBetGroups: [],
      outcomes: [
        { id: '12', name: 'Over 1.5' },
        { id: '13', name: 'Under 1.5' },
      ],
      overround: 0.07,
    },
    settle: (s) => overUnder(s.h + s.a, 1.5),
  });
  return markets;
}

function quote(markets: readonly HockeyMarket[], d: ReturnType<typeof distsFor>): MarketQuote[] {
  return markets.map((m) =>
    m.on === 'final'
      ? evaluate(d.final, m.meta.outcomes.length, m.settle)
      : evaluate(m.on === 'reg' ? d.reg : d.p1, m.meta.outcomes.length, m.settle),
  );
}

const ORDINAL = ['1st', '2nd', '3rd'];

function statisticsOf(state: HockeyState, at: number): FeedStatistics {
  const periods: FeedStatistics['period_score'] = state.periods.map((s, i) => ({
    home: s.h,
    away: s.a,
    period_key: i < 3 ? `${ORDINAL[i]}_period` : i === 3 ? 'overtime' : 'penalties',
    period_name: i < 3 ? `${ORDINAL[i]} period` : i === 3 ? 'Overtime' : 'Penalties',
    number: i + 1,
    type: i < 3 ? 'regular_period' : i === 3 ? 'overtime' : 'penalties',
  }));
  const periodEnd = state.period <= 3 ? state.period * PERIOD : REGULATION + OVERTIME;
  return {
    clock:
      state.period >= 5
        ? null
        : {
            match_time: formatClock(state.gameSec),
            stoppage_time: null,
            stoppage_time_announced: null,
            remaining_time: formatClock(
              Math.max(0, (state.period <= 3 ? REGULATION : REGULATION + OVERTIME) - state.gameSec),
            ),
            remaining_time_in_period: formatClock(Math.max(0, periodEnd - state.gameSec)),
            stopped: !state.running,
            clock_updated_at: isoAt(at),
          },
    total_score: { home: state.h, away: state.a },
    game_score: null,
    current_server: null,
    period_score: periods,
    max_period_number: 3,
  };
}

/** Game minutes run for 60 s, then the clock stops for this long (face-offs, whistles). */
const STOPPAGE_PER_MINUTE = 35 * SECOND;
const INTERMISSION = 18 * 60 * SECOND;

function planHockey(
  input: FixtureModelInput,
  params: HockeyParams,
  markets: readonly HockeyMarket[],
): LivePlan {
  const rng = rngFor(input.seed, 'plan', input.urnId);
  const g = grid(0, 0, params.lambdaHome, params.lambdaAway);
  const final = (g.cells[rng.weighted(g.cells.map((c) => c.p))] as Cell<Score>).v;
  const goalMinutes: { minute: number; side: 'h' | 'a' }[] = [];
  for (let i = 0; i < final.h; i += 1) goalMinutes.push({ minute: rng.int(60), side: 'h' });
  for (let i = 0; i < final.a; i += 1) goalMinutes.push({ minute: rng.int(60), side: 'a' });
  goalMinutes.sort((x, y) => x.minute - y.minute);

  const items: PlanItem<HockeyState>[] = [];
  let state: HockeyState = {
    period: 1,
    gameSec: 0,
    running: true,
    h: 0,
    a: 0,
    periods: [{ h: 0, a: 0 }],
    homeWins: null,
    done: false,
  };
  let at = input.start;
  items.push({ at, state });
  for (let minute = 0; minute < 60; minute += 1) {
    at += 60 * SECOND;
    const scored = goalMinutes.filter((goal) => goal.minute === minute);
    let { h, a } = state;
    const periods = state.periods.map((p) => ({ ...p }));
    const current = periods[periods.length - 1] as Score;
    for (const goal of scored) {
      if (goal.side === 'h') {
        h += 1;
        current.h += 1;
      } else {
        a += 1;
        current.a += 1;
      }
    }
    state = { ...state, gameSec: (minute + 1) * 60, running: false, h, a, periods };
    const stop: PlanItem<HockeyState> = { at, state };
    if (scored.length > 0) stop.suspendMs = 8 * SECOND;
    items.push(stop);
    const endOfPeriod = (minute + 1) % 20 === 0;
    if (minute === 59) break;
    at += endOfPeriod ? INTERMISSION : STOPPAGE_PER_MINUTE;
    if (endOfPeriod)
      state = { ...state, period: state.period + 1, periods: [...state.periods, { h: 0, a: 0 }] };
    state = { ...state, running: true };
    items.push({ at, state });
  }
  let homeWins = state.h > state.a;
  if (state.h === state.a) {
    at += 3 * 60 * SECOND;
    state = { ...state, period: 4, running: true, periods: [...state.periods, { h: 0, a: 0 }] };
    items.push({ at, state });
    const rate = ((params.lambdaHome + params.lambdaAway) / REGULATION) * OVERTIME_PACE;
    const goalSec = Math.ceil(-Math.log(Math.max(1e-12, 1 - rng.next())) / rate);
    if (goalSec < OVERTIME) {
      homeWins = rng.chance(params.lambdaHome / (params.lambdaHome + params.lambdaAway));
      at += goalSec * SECOND * 1.4;
      const periods = state.periods.map((p, i) =>
        i === 3 ? { h: homeWins ? 1 : 0, a: homeWins ? 0 : 1 } : p,
      );
      state = {
        ...state,
        gameSec: REGULATION + goalSec,
        running: false,
        h: state.h + (homeWins ? 1 : 0),
        a: state.a + (homeWins ? 0 : 1),
        periods,
        homeWins,
        done: true,
      };
      items.push({ at, state, final: true });
    } else {
      at += OVERTIME * SECOND * 1.4;
      state = {
        ...state,
        period: 5,
        gameSec: REGULATION + OVERTIME,
        running: false,
        periods: [...state.periods, { h: 0, a: 0 }],
      };
      items.push({ at, state });
      homeWins = rng.chance(0.5);
      at += 4 * 60 * SECOND;
      // The shootout winner is credited with one goal, as in the official score.
      const periods = state.periods.map((p, i) =>
        i === 4 ? { h: homeWins ? 1 : 0, a: homeWins ? 0 : 1 } : p,
      );
      state = {
        ...state,
        h: state.h + (homeWins ? 1 : 0),
        a: state.a + (homeWins ? 0 : 1),
        periods,
        homeWins,
        done: true,
      };
      items.push({ at, state, final: true, suspendMs: 0 });
    }
  } else {
    const last = items[items.length - 1] as PlanItem<HockeyState>;
    last.state = { ...last.state, homeWins, done: true };
    last.final = true;
  }
  return buildPlan(
    items,
    (s) => quote(markets, distsFor(params, s)),
    statisticsOf,
    homeWins ? 'home' : 'away',
  );
}

export function createIceHockeyEngine(input: FixtureModelInput, goalsPerTeam: number): MatchEngine {
  const params = hockeyParams(input, goalsPerTeam);
  const markets = hockeyMarkets(input.homeName, input.awayName);
  const start: HockeyState = {
    period: 1,
    gameSec: 0,
    running: false,
    h: 0,
    a: 0,
    periods: [],
    homeWins: null,
    done: false,
  };
  let plan: LivePlan | null = null;
  const prematchQuote = (p: HockeyParams) => quote(markets, distsFor(p, start));
  return {
    markets: markets.map((m) => m.meta),
    prematch: (drift) => {
      const u1 = noise(input.seed, 'drift', input.urnId, drift, 1) - 0.5;
      const u2 = noise(input.seed, 'drift', input.urnId, drift, 2) - 0.5;
      return prematchQuote({
        lambdaHome: params.lambdaHome * Math.exp(0.03 * u1),
        lambdaAway: params.lambdaAway * Math.exp(0.03 * u2),
      });
    },
    plan: () => (plan ??= planHockey(input, params, markets)),
    homeWinProbability: () =>
      evaluate(distsFor(params, start).final, 2, (s: HockeyFinal) => winner(s.homeWins)).fair[0] ??
      0,
  };
}
