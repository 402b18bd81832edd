// Tennis: each player wins a point on serve with a fixed probability (from the two players'
// ratings). Games, tie-breaks, sets and the match follow exactly from those two numbers (the
// classic Markov chain of tennis scoring), so the winner, set betting, set and game handicaps
// and total games all come from one exact distribution of the final score, before and during
// the match (from the current point score).
import type { FeedStatistics } from '../feed-model';
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
  type LivePlan,
  type MatchEngine,
  type PlanItem,
  SECOND,
} from './engine';

// Settlement rules bound once: development loaders (tsx, vitest) read imported bindings
// through getters, which is measurable in the pricing loops.
const { handicap, oneOf, overUnder, winner } = rules;

type Side = 0 | 1; // 0 = home (A), 1 = away (B)
const other = (s: Side): Side => (s === 0 ? 1 : 0);

export interface TennisParams {
  /** P(point won by the server) when home serves, and when away serves. */
  serveHome: number;
  serveAway: number;
}

export function tennisParams(input: FixtureModelInput, tour: 'atp' | 'wta'): TennisParams {
  const base = tour === 'atp' ? 0.64 : 0.565;
  const ratingHome = input.homeRating + 60 * (noise(input.seed, 'form', input.homeName) - 0.5);
  const ratingAway = input.awayRating + 60 * (noise(input.seed, 'form', input.awayName) - 0.5);
  const delta = (0.05 * (ratingHome - ratingAway)) / 400;
  return { serveHome: base + delta, serveAway: base - delta };
}

/** P(server wins the game) from points (a: server, b: receiver). */
export function gameWin(p: number, a: number, b: number): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  const q = 1 - p;
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    if (a === b) return deuce;
    return a > b ? p + q * deuce : p * deuce;
  }
  return p * gameWin(p, a + 1, b) + q * gameWin(p, a, b + 1);
}

/** Server of tie-break point number k (0-based) when `first` serves the first point. */
function tieBreakServer(first: Side, k: number): Side {
  if (k === 0) return first;
  return Math.floor((k - 1) / 2) % 2 === 0 ? other(first) : first;
}

class TennisMaths {
  private readonly tbMemo = new Map<number, number>();
  private readonly startSets: [SetEnd[], SetEnd[]];
  /** P(home wins a game from 0:0) when home serves, and when away serves. */
  private readonly holds: [number, number];

  constructor(readonly params: TennisParams) {
    this.holds = [gameWin(params.serveHome, 0, 0), 1 - gameWin(params.serveAway, 0, 0)];
    this.startSets = [this.setDist(0, 0, 0, 0, 0), this.setDist(0, 0, 1, 0, 0)];
  }

  /** P(home wins a point) when `server` serves. */
  pointHome(server: Side): number {
    return server === 0 ? this.params.serveHome : 1 - this.params.serveAway;
  }

  /** P(home wins the game) from points (home a, away b). */
  gameHome(server: Side, a: number, b: number): number {
    if (a === 0 && b === 0) return this.holds[server];
    return server === 0
      ? gameWin(this.params.serveHome, a, b)
      : 1 - gameWin(this.params.serveAway, b, a);
  }

  /** P(home wins the tie-break) from points (a, b) with `first` serving point 0. */
  tieBreakHome(a: number, b: number, first: Side): number {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a >= 6 && b >= 6 && a === b) {
      // Two points later the score is level again unless one player took both; each of the
      // two points is served by a different player.
      const both = this.pointHome(0) * this.pointHome(1);
      const neither = (1 - this.pointHome(0)) * (1 - this.pointHome(1));
      return both / (both + neither);
    }
    const key = (a * 32 + b) * 2 + first;
    const cached = this.tbMemo.get(key);
    if (cached !== undefined) return cached;
    const p = this.pointHome(tieBreakServer(first, a + b));
    const value =
      p * this.tieBreakHome(a + 1, b, first) + (1 - p) * this.tieBreakHome(a, b + 1, first);
    this.tbMemo.set(key, value);
    return value;
  }

  /**
   * Final scores of the current set from games (gA, gB) with `server` to serve the current game
   * (at 6:6 the first server of the tie-break) and points (a, b) in it.
   */
  setDist(gA: number, gB: number, server: Side, a: number, b: number): SetEnd[] {
    const out: SetEnd[] = [];
    let frontier: { gA: number; gB: number; server: Side; p: number }[] = [
      { gA, gB, server, p: 1 },
    ];
    let first = true;
    while (frontier.length > 0) {
      const next = new Map<number, { gA: number; gB: number; server: Side; p: number }>();
      for (const s of frontier) {
        if (setOver(s.gA, s.gB)) {
          out.push({ x: s.gA, y: s.gB, p: s.p, next: s.server });
          continue;
        }
        if (s.gA === 6 && s.gB === 6) {
          const tb = first ? this.tieBreakHome(a, b, s.server) : this.tieBreakHome(0, 0, s.server);
          out.push({ x: 7, y: 6, p: s.p * tb, next: other(s.server) });
          out.push({ x: 6, y: 7, p: s.p * (1 - tb), next: other(s.server) });
          continue;
        }
        const g = first ? this.gameHome(s.server, a, b) : this.gameHome(s.server, 0, 0);
        for (const [dA, dB, p] of [
          [1, 0, g],
          [0, 1, 1 - g],
        ] as const) {
          const key = ((s.gA + dA) * 16 + s.gB + dB) * 2 + other(s.server);
          const existing = next.get(key);
          if (existing) existing.p += s.p * p;
          else next.set(key, { gA: s.gA + dA, gB: s.gB + dB, server: other(s.server), p: s.p * p });
        }
      }
      frontier = [...next.values()];
      first = false;
    }
    return out;
  }

  /**
   * Final-score distribution of the match from a state (exact: every reachable end is in it).
   * A set-by-set dynamic programme over (sets, games, game difference, first-set winner, next
   * server), merging equal states after each set.
   */
  matchDist(state: TennisState, bestOf: number, tossUnknown = false): Dist<TennisFinal> {
    const need = Math.ceil(bestOf / 2);
    let games = 0;
    let diff = 0;
    for (const [x, y] of state.sets) {
      games += x;
      diff += x - y;
    }
    const firstSet = state.sets[0];
    const set1: number = firstSet ? (firstSet[0] > firstSet[1] ? 0 : 1) : -1;
    const finals = new Map<number, Cell<TennisFinal>>();
    const finish = (sA: number, sB: number, g: number, d: number, s1: number, p: number): void => {
      const first = (s1 === -1 ? 0 : s1) as Side;
      const key = (((sA * 4 + sB) * 128 + g) * 128 + d + 64) * 2 + first;
      const cell = finals.get(key);
      if (cell) cell.p += p;
      else finals.set(key, { v: { sA, sB, games: g, diff: d, set1: first }, p });
    };
    if (state.done) {
      finish(state.setsA, state.setsB, games, diff, set1, 1);
      return { cells: [...finals.values()], exact: true };
    }
    interface Node {
      sA: number;
      sB: number;
      g: number;
      d: number;
      s1: number;
      server: Side;
      p: number;
    }
    let nodes: Node[] = [
      { sA: state.setsA, sB: state.setsB, g: games, d: diff, s1: set1, server: state.server, p: 1 },
    ];
    // Before the toss either player may serve first: the first set is a 50/50 mixture.
    let current: SetEnd[] | null = tossUnknown
      ? [...this.startSets[0], ...this.startSets[1]].map((end) => ({ ...end, p: end.p / 2 }))
      : this.setDist(state.gA, state.gB, state.server, state.a, state.b);
    while (nodes.length > 0) {
      const next = new Map<number, Node>();
      for (const node of nodes) {
        const ends = current ?? (this.startSets[node.server] as SetEnd[]);
        for (const end of ends) {
          const homeWon = end.x > end.y;
          const sA = node.sA + (homeWon ? 1 : 0);
          const sB = node.sB + (homeWon ? 0 : 1);
          const g = node.g + end.x + end.y;
          const d = node.d + end.x - end.y;
          const s1 = node.s1 === -1 ? (homeWon ? 0 : 1) : node.s1;
          const p = node.p * end.p;
          if (sA === need || sB === need) {
            finish(sA, sB, g, d, s1, p);
            continue;
          }
          const key = ((((sA * 4 + sB) * 128 + g) * 128 + d + 64) * 3 + s1 + 1) * 2 + end.next;
          const existing = next.get(key);
          if (existing) existing.p += p;
          else next.set(key, { sA, sB, g, d, s1, server: end.next, p });
        }
      }
      nodes = [...next.values()];
      current = null;
    }
    return { cells: [...finals.values()], exact: true };
  }
}

interface SetEnd {
  x: number;
  y: number;
  p: number;
  /** Server of the first game of the next set. */
  next: Side;
}

interface TennisFinal {
  sA: number;
  sB: number;
  games: number;
  diff: number;
  set1: Side;
}

function setOver(gA: number, gB: number): boolean {
  return (gA >= 6 && gA - gB >= 2) || (gB >= 6 && gB - gA >= 2) || gA === 7 || gB === 7;
}

export interface TennisState {
  sets: [number, number][];
  setsA: number;
  setsB: number;
  gA: number;
  gB: number;
  /** Server of the current game (in a tie-break: the player who served its first point). */
  server: Side;
  a: number;
  b: number;
  done: boolean;
}

/** The part of the final score a market's rule reads; pricing runs over that marginal. */
type Reads = 'sets' | 'set1' | 'games' | 'diff';

interface TennisMarket {
  meta: MarketMeta;
  reads: Reads;
  settle: (v: TennisFinal) => readonly ResultCode[];
}

function reduce(d: Dist<TennisFinal>, reads: Reads): Dist<TennisFinal> {
  const byKey = new Map<number, Cell<TennisFinal>>();
  for (const cell of d.cells) {
    const { sA, sB, games, diff, set1 } = cell.v;
    const key =
      reads === 'sets' ? sA * 8 + sB : reads === 'set1' ? set1 : reads === 'games' ? games : diff;
    const agg = byKey.get(key);
    if (agg) agg.p += cell.p;
    else {
      const v: TennisFinal =
        reads === 'sets'
          ? { sA, sB, games: 0, diff: 0, set1: 0 }
          : reads === 'set1'
            ? { sA: 0, sB: 0, games: 0, diff: 0, set1 }
            : reads === 'games'
              ? { sA: 0, sB: 0, games, diff: 0, set1: 0 }
              : { sA: 0, sB: 0, games: 0, diff, set1: 0 };
      byKey.set(key, { v, p: cell.p });
    }
  }
  return { cells: [...byKey.values()], exact: d.exact };
}

function tennisMarkets(
  home: string,
  away: string,
  bestOf: number,
  gamesCentre: number,
  totalCentre: number,
): TennisMarket[] {
  const need = Math.ceil(bestOf / 2);
  const markets: TennisMarket[] = [];
  const two = [
    { id: '4', name: home },
    { id: '5', name: away },
  ];
  markets.push({
    reads: 'sets',
    meta: {
      marketId: 186,
      specifier: '',
      name: 'Winner',
      groups: ['main'],
      priority: 1,
      customBetGroups: ['match_result'],
      outcomes: two,
      overround: 0.05,
    },
    settle: (v) => winner(v.sA > v.sB),
  });
  const setScores: [number, number][] = [];
  for (let l = 0; l < need; l += 1) setScores.push([need, l]);
  for (let l = need - 1; l >= 0; l -= 1) setScores.push([l, need]);
  const setResults = setScores.map((_, i) => oneOf(setScores.length, i));
  markets.push({
    reads: 'sets',
    meta: {
      marketId: 199,
      specifier: '',
      name: 'Set betting',
      groups: ['sets', 'score'],
      priority: 5,
      customBetGroups: [],
      outcomes: setScores.map(([x, y]) => ({ id: `${x}:${y}`, name: `${x}:${y}` })),
      overround: 0.12,
    },
    settle: (v) =>
      setResults[
        setScores.findIndex(([x, y]) => x === v.sA && y === v.sB)
      ] as readonly ResultCode[],
  });
  for (const line of [-1.5, 1.5]) {
    markets.push({
      reads: 'sets',
      meta: {
        marketId: 188,
        specifier: `hcp=${line}`,
        name: 'Set handicap',
        groups: ['sets', 'handicaps'],
        priority: 3,
        customBetGroups: [],
        outcomes: [
          { id: '1714', name: `${home} (${signed(line)})` },
          { id: '1715', name: `${away} (${signed(-line)})` },
        ],
        overround: 0.06,
      },
      settle: (v) => handicap(v.sA - v.sB, line),
    });
  }
  for (let step = -2; step <= 2; step += 1) {
    const line = gamesCentre + step;
    markets.push({
      reads: 'diff',
      meta: {
        marketId: 187,
        specifier: `hcp=${line}`,
        name: 'Game handicap',
        groups: ['games', 'handicaps'],
        priority: 2,
        customBetGroups: [],
        outcomes: [
          { id: '1714', name: `${home} (${signed(line)})` },
          { id: '1715', name: `${away} (${signed(-line)})` },
        ],
        overround: 0.055,
        balanced: true,
      },
      settle: (v) => handicap(v.diff, line),
    });
  }
  for (let step = -2; step <= 2; step += 1) {
    const line = totalCentre + step;
    markets.push({
      reads: 'games',
      meta: {
        marketId: 189,
        specifier: `total=${line}`,
        name: 'Total games',
        groups: ['games', 'totals'],
        priority: 4,
        customBetGroups: ['total_games'],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.055,
        balanced: true,
      },
      settle: (v) => overUnder(v.games, line),
    });
  }
  markets.push({
    reads: 'set1',
    meta: {
      marketId: 202,
      specifier: 'setnr=1',
      name: '1st set - winner',
      groups: ['sets'],
      priority: 6,
      customBetGroups: ['first_set'],
      outcomes: two,
      overround: 0.06,
    },
    settle: (v) => winner(v.set1 === 0),
  });
  return markets;
}

function quote(markets: readonly TennisMarket[], d: Dist<TennisFinal>): MarketQuote[] {
  const marginals = new Map<Reads, Dist<TennisFinal>>();
  return markets.map((m) => {
    let source = marginals.get(m.reads);
    if (!source) {
      source = reduce(d, m.reads);
      marginals.set(m.reads, source);
    }
    return evaluate(source, m.meta.outcomes.length, m.settle);
  });
}

/** The .5 line closest to an even split of a value in the distribution. */
function balancedHalfLine(
  d: Dist<TennisFinal>,
  value: (v: TennisFinal) => number,
  asHandicap: boolean,
): number {
  // P(value > x) for each candidate: lines are x.5, so only the marginal of the value matters.
  const marginal = new Map<number, number>();
  for (const cell of d.cells)
    marginal.set(value(cell.v), (marginal.get(value(cell.v)) ?? 0) + cell.p);
  let mean = 0;
  for (const [v, p] of marginal) mean += v * p;
  const centre = Math.floor(asHandicap ? -mean : mean) + 0.5;
  let best = centre;
  let gap = Infinity;
  for (let line = centre - 6; line <= centre + 6; line += 1) {
    let above = 0;
    for (const [v, p] of marginal) if ((asHandicap ? v + line : v - line) > 0) above += p;
    const g = Math.abs(above - 0.5);
    if (g < gap - 1e-12) {
      gap = g;
      best = line;
    }
  }
  return best;
}

const START: TennisState = {
  sets: [],
  setsA: 0,
  setsB: 0,
  gA: 0,
  gB: 0,
  server: 0,
  a: 0,
  b: 0,
  done: false,
};

const POINT_LABELS = [0, 15, 30, 40];

function gameScore(state: TennisState): { home: number; away: number } {
  if (state.gA === 6 && state.gB === 6) return { home: state.a, away: state.b };
  const { a, b } = state;
  if (a >= 3 && b >= 3) {
    if (a === b) return { home: 40, away: 40 };
    return a > b ? { home: 50, away: 40 } : { home: 40, away: 50 };
  }
  return { home: POINT_LABELS[a] ?? 40, away: POINT_LABELS[b] ?? 40 };
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

function statisticsOf(bestOf: number) {
  return (state: TennisState): FeedStatistics => {
    const periods: FeedStatistics['period_score'] = state.sets.map(([x, y], i) => ({
      home: x,
      away: y,
      period_key: `${ORDINALS[i]}_set`,
      period_name: `${ORDINALS[i]} set`,
      number: i + 1,
      type: 'regular_period',
    }));
    if (!state.done) {
      const i = state.sets.length;
      periods.push({
        home: state.gA,
        away: state.gB,
        period_key: `${ORDINALS[i]}_set`,
        period_name: `${ORDINALS[i]} set`,
        number: i + 1,
        type: 'regular_period',
      });
    }
    let server: 0 | 1 = state.server;
    if (state.gA === 6 && state.gB === 6) server = tieBreakServer(state.server, state.a + state.b);
    return {
      clock: null,
      total_score: { home: state.setsA, away: state.setsB },
      game_score: state.done ? null : gameScore(state),
      current_server: state.done ? null : server === 0 ? 'home' : 'away',
      period_score: periods,
      max_period_number: bestOf,
    };
  };
}

function planTennis(
  input: FixtureModelInput,
  maths: TennisMaths,
  markets: () => readonly TennisMarket[],
  bestOf: number,
): LivePlan {
  const rng = rngFor(input.seed, 'plan', input.urnId);
  const need = Math.ceil(bestOf / 2);
  let state: TennisState = { ...START, server: rng.chance(0.5) ? 0 : 1 };
  let at = input.start;
  const items: PlanItem<TennisState>[] = [{ at, state }];
  while (!state.done) {
    const tieBreak = state.gA === 6 && state.gB === 6;
    const pointServer = tieBreak ? tieBreakServer(state.server, state.a + state.b) : state.server;
    const homePoint = rng.chance(maths.pointHome(pointServer));
    let { a, b } = state;
    if (homePoint) a += 1;
    else b += 1;
    at += rng.between(25, 50) * SECOND;
    const target = tieBreak ? 7 : 4;
    const gameOver = (a >= target && a - b >= 2) || (b >= target && b - a >= 2);
    if (!gameOver) {
      state = { ...state, a, b };
      items.push({ at, state });
      continue;
    }
    const homeGame = a > b;
    const broke = !tieBreak && (homeGame ? 1 : 0) !== (state.server === 0 ? 1 : 0);
    let gA = state.gA + (homeGame ? 1 : 0);
    let gB = state.gB + (homeGame ? 0 : 1);
    let { sets, setsA, setsB } = state;
    const server = other(state.server);
    let suspend = broke ? 5 * SECOND : 0;
    if (setOver(gA, gB)) {
      sets = [...sets, [gA, gB]];
      setsA += gA > gB ? 1 : 0;
      setsB += gA > gB ? 0 : 1;
      gA = 0;
      gB = 0;
      suspend = 8 * SECOND;
    }
    const done = setsA === need || setsB === need;
    state = { sets, setsA, setsB, gA, gB, server, a: 0, b: 0, done };
    const item: PlanItem<TennisState> = { at, state };
    if (done) item.final = true;
    else if (suspend > 0) item.suspendMs = suspend;
    items.push(item);
    // Changeovers after odd games, a longer break between sets.
    if (!done) at += (gA + gB === 0 ? 120 : (gA + gB) % 2 === 1 ? 90 : 20) * SECOND;
  }
  return buildPlan(
    items,
    (s) => quote(markets(), maths.matchDist(s, bestOf)),
    statisticsOf(bestOf),
    state.setsA > state.setsB ? 'home' : 'away',
  );
}

export function createTennisEngine(input: FixtureModelInput, tour: 'atp' | 'wta'): MatchEngine {
  const bestOf = input.bestOf || 3;
  const params = tennisParams(input, tour);
  const maths = new TennisMaths(params);
  const prematchDist = (m: TennisMaths): Dist<TennisFinal> => m.matchDist(START, bestOf, true);
  // Markets (and the distribution that sets their lines) are built on first use: knock-out
  // draws plan feeder matches long before anyone prices them.
  let base: Dist<TennisFinal> | null = null;
  const baseDist = () => (base ??= prematchDist(maths));
  let markets: TennisMarket[] | null = null;
  const getMarkets = (): TennisMarket[] =>
    (markets ??= tennisMarkets(
      input.homeName,
      input.awayName,
      bestOf,
      balancedHalfLine(baseDist(), (v) => v.diff, true),
      balancedHalfLine(baseDist(), (v) => v.games, false),
    ));
  let plan: LivePlan | null = null;
  let metas: MarketMeta[] | null = null;
  return {
    get markets() {
      return (metas ??= getMarkets().map((m) => m.meta));
    },
    prematch: (drift) => {
      const u = noise(input.seed, 'drift', input.urnId, drift) - 0.5;
      const shifted = new TennisMaths({
        serveHome: params.serveHome + 0.003 * u,
        serveAway: params.serveAway - 0.003 * u,
      });
      return quote(getMarkets(), prematchDist(shifted));
    },
    plan: () => (plan ??= planTennis(input, maths, getMarkets, bestOf)),
    homeWinProbability: () => evaluate(baseDist(), 2, (v) => winner(v.sA > v.sB)).fair[0] ?? 0,
  };
}
