// Basketball: the points margin and the total are close to normal (a sum of ~200 possessions),
// with means from the teams' ratings and variances from the possession model the simulation
// uses. In play, the margin is the current margin plus a normal for the time left, scaled by
// the fraction of the game remaining. A level score after regulation goes to overtime, which
// the winner and handicap markets include (a tie cell splits evenly).
import type { FeedStatistics } from '../feed-model';
import { discreteNormal, formatClock } from '../maths';
import { noise, rngFor } from '../prng';
import { type Dist, evaluate, type MarketMeta, type MarketQuote, signed } from '../pricing';
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

const { handicap, overUnder, VOID } = rules;

/** Points of one possession: P(1), P(2), P(3) before scaling to the team's scoring rate. */
const BASE_SCORING = [0.05, 0.32, 0.16] as const;
const BASE_MEAN = 0.05 + 2 * 0.32 + 3 * 0.16;

interface BasketballParams {
  periodMinutes: number;
  /** Possessions per team per game minute. */
  pace: number;
  homeMean: number;
  awayMean: number;
  homeVar: number;
  awayVar: number;
}

function possessionVariance(mean: number, pace: number, minutes: number): number {
  const perPossession = mean / (pace * minutes);
  const scale = perPossession / BASE_MEAN;
  const second = scale * (BASE_SCORING[0] + 4 * BASE_SCORING[1] + 9 * BASE_SCORING[2]);
  return pace * minutes * (second - perPossession * perPossession);
}

function basketballParams(
  input: FixtureModelInput,
  periodMinutes: number,
  pace: number,
): BasketballParams {
  const minutes = periodMinutes * 4;
  const average = pace * minutes * BASE_MEAN;
  const homeAdvantage = input.homeAdvantage ? 2.6 * (minutes / 48) : 0;
  const diff = ((input.homeRating - input.awayRating) * minutes) / 48;
  const paceShift =
    6 * (noise(input.seed, 'pace', input.homeName) + noise(input.seed, 'pace', input.awayName) - 1);
  const margin = homeAdvantage + diff + 2 * (noise(input.seed, 'form', input.urnId) - 0.5);
  const homeMean = average + paceShift / 2 + margin / 2;
  const awayMean = average + paceShift / 2 - margin / 2;
  return {
    periodMinutes,
    pace,
    homeMean,
    awayMean,
    homeVar: possessionVariance(homeMean, pace, minutes),
    awayVar: possessionVariance(awayMean, pace, minutes),
  };
}

interface BasketballState {
  /** 1-4 quarters, 5+ overtimes. */
  period: number;
  /** Game seconds played, overtime included. */
  gameSec: number;
  running: boolean;
  h: number;
  a: number;
  periods: { h: number; a: number }[];
  done: boolean;
}

interface BasketballDists {
  margin: Dist<number>;
  total: Dist<number>;
  home: Dist<number>;
  away: Dist<number>;
  halfMargin: Dist<number>;
  halfTotal: Dist<number>;
}

function normalDist(mean: number, variance: number, exact: boolean): Dist<number> {
  const sd = Math.sqrt(Math.max(0, variance));
  const cells = discreteNormal(
    mean,
    sd,
    Math.floor(mean - 6 * sd) - 1,
    Math.ceil(mean + 6 * sd) + 1,
  );
  return { cells: cells.map((c) => ({ v: c.value, p: c.p })), exact };
}

function distsFor(params: BasketballParams, state: BasketballState): BasketballDists {
  const regulation = params.periodMinutes * 4 * 60;
  const overtime = 5 * 60;
  let left: number;
  if (state.done) left = 0;
  else if (state.gameSec < regulation) left = regulation - state.gameSec;
  else {
    // In overtime, or level after regulation and waiting for the next extra period.
    const overtimeEnd = regulation + Math.max(0, state.period - 4) * overtime;
    left = overtimeEnd - state.gameSec;
    if (left <= 0) left = overtime;
  }
  const f = left / regulation;
  const exact = left === 0;
  const hm = state.h + params.homeMean * f;
  const am = state.a + params.awayMean * f;
  const hv = params.homeVar * f;
  const av = params.awayVar * f;
  const halfSec = regulation / 2;
  const firstHalf = state.periods
    .slice(0, 2)
    .reduce((acc, p) => ({ h: acc.h + p.h, a: acc.a + p.a }), { h: 0, a: 0 });
  const halfLeft = Math.max(0, halfSec - state.gameSec) / regulation;
  const halfDone = state.gameSec >= halfSec || state.done;
  const hh = firstHalf.h + params.homeMean * halfLeft;
  const ha = firstHalf.a + params.awayMean * halfLeft;
  return {
    margin: normalDist(hm - am, hv + av, exact),
    total: normalDist(hm + am, hv + av, exact),
    home: normalDist(hm, hv, exact),
    away: normalDist(am, av, exact),
    halfMargin: normalDist(hh - ha, (params.homeVar + params.awayVar) * halfLeft, halfDone),
    halfTotal: normalDist(hh + ha, (params.homeVar + params.awayVar) * halfLeft, halfDone),
  };
}

interface BasketballMarket {
  meta: MarketMeta;
  on: keyof BasketballDists;
  settle: (v: number) => readonly ResultCode[];
}

const TIE_GOES_TO_OVERTIME: readonly ResultCode[] = [VOID, VOID];

function basketballMarkets(
  home: string,
  away: string,
  params: BasketballParams,
): BasketballMarket[] {
  const margin = params.homeMean - params.awayMean;
  const total = params.homeMean + params.awayMean;
  const spread = Math.floor(-margin) + 0.5;
  const totalLine = Math.floor(total) + 0.5;
  const markets: BasketballMarket[] = [
    {
      on: 'margin',
      meta: {
        marketId: 219,
        specifier: '',
        name: 'Winner (incl. overtime)',
        groups: ['main'],
        priority: 1,
        customBetGroups: ['match_result'],
        outcomes: [
          { id: '4', name: home },
          { id: '5', name: away },
        ],
        overround: 0.05,
      },
      // A level score after regulation goes to overtime: that cell counts half for each side.
      settle: (m) => (m === 0 ? TIE_GOES_TO_OVERTIME : handicap(m, 0)),
    },
  ];
  for (const step of [-4, -2, 0, 2, 4]) {
    const line = spread + step;
    markets.push({
      on: 'margin',
      meta: {
        marketId: 223,
        specifier: `hcp=${line}`,
        name: 'Handicap (incl. overtime)',
        groups: ['main', 'handicaps'],
        priority: 2,
        customBetGroups: [],
        outcomes: [
          { id: '1714', name: `${home} (${signed(line)})` },
          { id: '1715', name: `${away} (${signed(-line)})` },
        ],
        overround: 0.055,
        balanced: true,
      },
      settle: (m) => (m === 0 ? TIE_GOES_TO_OVERTIME : handicap(m, line)),
    });
  }
  for (const step of [-6, -3, 0, 3, 6]) {
    const line = totalLine + step;
    markets.push({
      on: 'total',
      meta: {
        marketId: 225,
        specifier: `total=${line}`,
        name: 'Total (incl. overtime)',
        groups: ['main', 'totals'],
        priority: 3,
        customBetGroups: ['total_points'],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.055,
        balanced: true,
      },
      settle: (t) => overUnder(t, line),
    });
  }
  for (const [marketId, team, on, mean] of [
    [227, home, 'home', params.homeMean],
    [228, away, 'away', params.awayMean],
  ] as const) {
    const line = Math.floor(mean) + 0.5;
    markets.push({
      on,
      meta: {
        marketId,
        specifier: `total=${line}`,
        name: `${team} total (incl. overtime)`,
        groups: ['totals'],
        priority: 4,
        customBetGroups: [],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.06,
      },
      settle: (t) => overUnder(t, line),
    });
  }
  const halfSpread = Math.floor(-margin / 2) + 0.5;
  markets.push({
    on: 'halfMargin',
    meta: {
      marketId: 66,
      specifier: `hcp=${halfSpread}`,
      name: '1st half - handicap',
      groups: ['halves', 'handicaps'],
      priority: 5,
      customBetGroups: [],
      outcomes: [
        { id: '1714', name: `${home} (${signed(halfSpread)})` },
        { id: '1715', name: `${away} (${signed(-halfSpread)})` },
      ],
      overround: 0.06,
    },
    settle: (m) => handicap(m, halfSpread),
  });
  const halfTotal = Math.floor(total / 2) + 0.5;
  markets.push({
    on: 'halfTotal',
    meta: {
      marketId: 68,
      specifier: `total=${halfTotal}`,
      name: '1st half - total',
      groups: ['halves', 'totals'],
      priority: 6,
      customBetGroups: [],
      outcomes: [
        { id: '12', name: `Over ${halfTotal}` },
        { id: '13', name: `Under ${halfTotal}` },
      ],
      overround: 0.06,
    },
    settle: (t) => overUnder(t, halfTotal),
  });
  return markets;
}

function quote(markets: readonly BasketballMarket[], d: BasketballDists): MarketQuote[] {
  return markets.map((m) => evaluate(d[m.on], m.meta.outcomes.length, m.settle));
}

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

function statisticsOf(params: BasketballParams) {
  const quarter = params.periodMinutes * 60;
  return (state: BasketballState, at: number): FeedStatistics => {
    const regulation = quarter * 4;
    const periodEnd =
      state.period <= 4 ? state.period * quarter : regulation + (state.period - 4) * 300;
    return {
      clock: {
        match_time: formatClock(state.gameSec),
        stoppage_time: null,
        stoppage_time_announced: null,
        remaining_time:
          state.period <= 4 ? formatClock(Math.max(0, regulation - state.gameSec)) : null,
        remaining_time_in_period: formatClock(Math.max(0, periodEnd - state.gameSec)),
        stopped: !state.running,
        clock_updated_at: isoAt(at),
      },
      total_score: { home: state.h, away: state.a },
      game_score: null,
      current_server: null,
      period_score: state.periods.map((p, i) => ({
        home: p.h,
        away: p.a,
        period_key: i < 4 ? `${ORDINAL[i]}_quarter` : i === 4 ? 'overtime' : `overtime_${i - 3}`,
        period_name: i < 4 ? `${ORDINAL[i]} quarter` : i === 4 ? 'Overtime' : `Overtime ${i - 3}`,
        number: i + 1,
        type: i < 4 ? 'regular_period' : 'overtime',
      })),
      max_period_number: 4,
    };
  };
}

function planBasketball(
  input: FixtureModelInput,
  params: BasketballParams,
  markets: readonly BasketballMarket[],
): LivePlan {
  const rng = rngFor(input.seed, 'plan', input.urnId);
  const minutes = params.periodMinutes * 4;
  const scale = (mean: number) => mean / (params.pace * minutes) / BASE_MEAN;
  const homeScale = scale(params.homeMean);
  const awayScale = scale(params.awayMean);
  const minutePoints = (s: number): number => {
    const possessions = Math.floor(params.pace) + (rng.chance(params.pace % 1) ? 1 : 0);
    let points = 0;
    for (let i = 0; i < possessions; i += 1) {
      const u = rng.next();
      if (u < BASE_SCORING[0] * s) points += 1;
      else if (u < (BASE_SCORING[0] + BASE_SCORING[1]) * s) points += 2;
      else if (u < (BASE_SCORING[0] + BASE_SCORING[1] + BASE_SCORING[2]) * s) points += 3;
    }
    return points;
  };
  const stoppage = (params.periodMinutes === 12 ? 70 : 50) * SECOND;
  const items: PlanItem<BasketballState>[] = [];
  let state: BasketballState = {
    period: 1,
    gameSec: 0,
    running: true,
    h: 0,
    a: 0,
    periods: [{ h: 0, a: 0 }],
    done: false,
  };
  let at = input.start;
  items.push({ at, state });
  const playPeriod = (length: number): void => {
    for (let minute = 0; minute < length; minute += 1) {
      at += 60 * SECOND;
      const dh = minutePoints(homeScale);
      const da = minutePoints(awayScale);
      const periods = state.periods.map((p, i) =>
        i === state.periods.length - 1 ? { h: p.h + dh, a: p.a + da } : p,
      );
      state = {
        ...state,
        gameSec: state.gameSec + 60,
        running: false,
        h: state.h + dh,
        a: state.a + da,
        periods,
      };
      const endOfPeriod = minute === length - 1;
      const item: PlanItem<BasketballState> = { at, state };
      if (endOfPeriod) item.suspendMs = 5 * SECOND;
      items.push(item);
      if (!endOfPeriod) {
        at += stoppage;
        state = { ...state, running: true };
        items.push({ at, state });
      }
    }
  };
  for (let quarter = 1; quarter <= 4; quarter += 1) {
    if (quarter > 1) {
      at += (quarter === 3 ? 15 * 60 : 130) * SECOND;
      state = {
        ...state,
        period: quarter,
        running: true,
        periods: [...state.periods, { h: 0, a: 0 }],
      };
      items.push({ at, state });
    }
    playPeriod(params.periodMinutes);
  }
  while (state.h === state.a) {
    at += 90 * SECOND;
    state = {
      ...state,
      period: state.period + 1,
      running: true,
      periods: [...state.periods, { h: 0, a: 0 }],
    };
    items.push({ at, state });
    playPeriod(5);
  }
  const last = items[items.length - 1] as PlanItem<BasketballState>;
  last.state = { ...last.state, done: true };
  last.final = true;
  delete last.suspendMs;
  return buildPlan(
    items,
    (s) => quote(markets, distsFor(params, s)),
    statisticsOf(params),
    last.state.h > last.state.a ? 'home' : 'away',
  );
}

export function createBasketballEngine(
  input: FixtureModelInput,
  periodMinutes: number,
  pace: number,
): MatchEngine {
  const params = basketballParams(input, periodMinutes, pace);
  const markets = basketballMarkets(input.homeName, input.awayName, params);
  const start: BasketballState = {
    period: 1,
    gameSec: 0,
    running: false,
    h: 0,
    a: 0,
    periods: [],
    done: false,
  };
  let plan: LivePlan | null = null;
  return {
    markets: markets.map((m) => m.meta),
    prematch: (drift) => {
      const u1 = noise(input.seed, 'drift', input.urnId, drift, 1) - 0.5;
      const u2 = noise(input.seed, 'drift', input.urnId, drift, 2) - 0.5;
      return quote(
        markets,
        distsFor(
          { ...params, homeMean: params.homeMean + 0.5 * u1, awayMean: params.awayMean + 0.5 * u2 },
          start,
        ),
      );
    },
    plan: () => (plan ??= planBasketball(input, params, markets)),
    homeWinProbability: () =>
      evaluate(distsFor(params, start).margin, 2, (m) =>
        m === 0 ? TIE_GOES_TO_OVERTIME : handicap(m, 0),
      ).fair[0] ?? 0,
  };
}
