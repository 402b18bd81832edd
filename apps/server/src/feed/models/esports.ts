// E-sports series (CS2, Dota 2, League of Legends): the unit is the map. Each map is won with
// a probability from the two teams' ratings (Elo scale); a best-of series follows exactly, so
// the winner, map handicap, total maps, correct score and map winners share one distribution.
// CS2 maps are played round by round (first to 13, overtime in blocks of six), so the current
// map's probability comes from the round score; in Dota 2 and League of Legends it moves with
// the kill difference.
import type { FeedStatistics } from '../feed-model';
import { formatClock, logistic, logit } from '../maths';
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
  MINUTE,
  type PlanItem,
  SECOND,
} from './engine';

const { handicap, oneOf, overUnder, winner } = rules;

type Game = 'cs2' | 'dota-2' | 'league-of-legends';

/** P(win a CS2 map) from the round score, with round-win probability q (MR12, MR3 overtime). */
export class Cs2Map {
  private readonly memo = new Float64Array(32 * 32).fill(-1);
  /** P(win the map) from the start of an overtime block. */
  private readonly overtime: number;

  constructor(readonly q: number) {
    // An overtime block is first to 4 of 6 rounds; at 3:3 a new block starts, so
    // P = A + T * P with A = P(take the block outright) and T = P(reach 3:3).
    this.overtime = this.outright(0, 0) / (1 - this.reachTie(0, 0));
  }

  private outright(x: number, y: number): number {
    if (x === 4) return 1;
    if (y === 4 || (x === 3 && y === 3)) return 0;
    return this.q * this.outright(x + 1, y) + (1 - this.q) * this.outright(x, y + 1);
  }

  private reachTie(x: number, y: number): number {
    if (x === 4 || y === 4) return 0;
    if (x === 3 && y === 3) return 1;
    return this.q * this.reachTie(x + 1, y) + (1 - this.q) * this.reachTie(x, y + 1);
  }

  /** Overtime rounds (x, y) reduced to the score inside the current block. */
  private static block(a: number, b: number): [number, number] {
    let x = a - 12;
    let y = b - 12;
    while (x >= 3 && y >= 3) {
      x -= 3;
      y -= 3;
    }
    return [x, y];
  }

  /** 1 or 0 once the map is over at rounds (a, b), null while it is being played. */
  static decided(a: number, b: number): 1 | 0 | null {
    if (a >= 12 && b >= 12) {
      const [x, y] = Cs2Map.block(a, b);
      return x === 4 ? 1 : y === 4 ? 0 : null;
    }
    if (a >= 13) return 1;
    if (b >= 13) return 0;
    return null;
  }

  /** P(win) from rounds (a, b). */
  win(a: number, b: number): number {
    const over = Cs2Map.decided(a, b);
    if (over !== null) return over;
    if (a >= 12 && b >= 12) {
      const [x, y] = Cs2Map.block(a, b);
      return this.outright(x, y) + this.reachTie(x, y) * this.overtime;
    }
    const key = a * 32 + b;
    const cached = this.memo[key] ?? -1;
    if (cached >= 0) return cached;
    const value = this.q * this.win(a + 1, b) + (1 - this.q) * this.win(a, b + 1);
    this.memo[key] = value;
    return value;
  }
}

/** Map-win probability for round-win probabilities 0.25, 0.2525, ... 0.75 (built on first use). */
let mapWinTable: Float64Array | null = null;
const TABLE_LO = 0.25;
const TABLE_STEP = 0.0025;
const TABLE_SIZE = 201;

/** Round-win probability giving a map-win probability p (interpolated in a table). */
function roundProbabilityFor(p: number): number {
  if (!mapWinTable) {
    mapWinTable = new Float64Array(TABLE_SIZE);
    for (let i = 0; i < TABLE_SIZE; i += 1)
      mapWinTable[i] = new Cs2Map(TABLE_LO + i * TABLE_STEP).win(0, 0);
  }
  const table = mapWinTable;
  let lo = 0;
  let hi = TABLE_SIZE - 1;
  if (p <= (table[lo] ?? 0)) return TABLE_LO;
  if (p >= (table[hi] ?? 1)) return TABLE_LO + hi * TABLE_STEP;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((table[mid] ?? 0) < p) lo = mid;
    else hi = mid;
  }
  const a = table[lo] ?? 0;
  const b = table[hi] ?? 1;
  return TABLE_LO + (lo + (b > a ? (p - a) / (b - a) : 0)) * TABLE_STEP;
}

interface SeriesFinal {
  a: number;
  b: number;
  /** Winner of map 1 and map 2 (0 home, 1 away; -1 when not played). */
  m1: number;
  m2: number;
}

/** Exact distribution of the series result from maps (a, b) with the current map at `pNow`. */
function seriesDist(
  bestOf: number,
  maps: number[],
  pNow: number,
  pMap: number,
  done: boolean,
): Dist<SeriesFinal> {
  const need = Math.ceil(bestOf / 2);
  const cells = new Map<string, Cell<SeriesFinal>>();
  const walk = (winners: number[], p: number, first: boolean): void => {
    const a = winners.filter((w) => w === 0).length;
    const b = winners.length - a;
    if (a === need || b === need || done) {
      const v = { a, b, m1: winners[0] ?? -1, m2: winners[1] ?? -1 };
      const key = `${v.a}|${v.b}|${v.m1}|${v.m2}`;
      const cell = cells.get(key);
      if (cell) cell.p += p;
      else cells.set(key, { v, p });
      return;
    }
    const q = first ? pNow : pMap;
    walk([...winners, 0], p * q, false);
    walk([...winners, 1], p * (1 - q), false);
  };
  walk(maps, 1, true);
  return { cells: [...cells.values()], exact: true };
}

interface EsportsMarket {
  meta: MarketMeta;
  settle: (v: SeriesFinal) => readonly ResultCode[];
}

function esportsMarkets(home: string, away: string, bestOf: number): EsportsMarket[] {
  const two = [
    { id: '4', name: home },
    { id: '5', name: away },
  ];
  const markets: EsportsMarket[] = [
    {
      meta: {
        marketId: 186,
        specifier: '',
        name: 'Winner',
        groups: ['main'],
        priority: 1,
        customBetGroups: ['match_result'],
        outcomes: two,
        overround: 0.06,
      },
      settle: (v) => winner(v.a > v.b),
    },
  ];
  if (bestOf < 2) return markets;
  const need = Math.ceil(bestOf / 2);
  const hcpLines = bestOf >= 5 ? [-2.5, -1.5, 1.5, 2.5] : [-1.5, 1.5];
  for (const line of hcpLines) {
    markets.push({
      meta: {
        marketId: 327,
        specifier: `hcp=${line}`,
        name: 'Map handicap',
        groups: ['maps', 'handicaps'],
        priority: 2,
        customBetGroups: [],
        outcomes: [
          { id: '1714', name: `${home} (${signed(line)})` },
          { id: '1715', name: `${away} (${signed(-line)})` },
        ],
        overround: 0.07,
      },
      settle: (v) => handicap(v.a - v.b, line),
    });
  }
  const totalLines = bestOf >= 5 ? [3.5, 4.5] : [2.5];
  for (const line of totalLines) {
    markets.push({
      meta: {
        marketId: 328,
        specifier: `total=${line}`,
        name: 'Total maps',
        groups: ['maps', 'totals'],
        priority: 3,
        customBetGroups: [],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.07,
      },
      settle: (v) => overUnder(v.a + v.b, line),
    });
  }
  for (const mapnr of [1, 2]) {
    markets.push({
      meta: {
        marketId: 330,
        specifier: `mapnr=${mapnr}`,
        name: `Map ${mapnr} - winner`,
        groups: ['maps'],
        priority: 3 + mapnr,
        customBetGroups: [],
        outcomes: two,
        overround: 0.07,
      },
      settle: (v) => winner((mapnr === 1 ? v.m1 : v.m2) === 0),
    });
  }
  const scores: [number, number][] = [];
  for (let l = 0; l < need; l += 1) scores.push([need, l]);
  for (let l = need - 1; l >= 0; l -= 1) scores.push([l, need]);
  const results = scores.map((_, i) => oneOf(scores.length, i));
  markets.push({
    meta: {
      marketId: 199,
      specifier: '',
      name: 'Correct score',
      groups: ['score'],
      priority: 6,
      customBetGroups: [],
      outcomes: scores.map(([x, y]) => ({ id: `${x}:${y}`, name: `${x}:${y}` })),
      overround: 0.12,
    },
    settle: (v) =>
      results[scores.findIndex(([x, y]) => x === v.a && y === v.b)] as readonly ResultCode[],
  });
  return markets;
}

interface MapState {
  /** Rounds (CS2) or kills (Dota 2, League of Legends). */
  h: number;
  a: number;
  /** Seconds into the map (Dota 2 and League of Legends clocks). */
  sec: number;
}

interface EsportsState {
  /** Winners of finished maps (0 home, 1 away) and their scores. */
  winners: number[];
  scores: MapState[];
  current: MapState | null;
  done: boolean;
}

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th'];

function statisticsOf(game: Game, bestOf: number) {
  return (state: EsportsState, at: number): FeedStatistics => {
    const periods: FeedStatistics['period_score'] = [
      ...state.scores,
      ...(state.current ? [state.current] : []),
    ].map((m, i) => ({
      home: m.h,
      away: m.a,
      period_key: `${ORDINAL[i]}_map`,
      period_name: `Map ${i + 1}`,
      number: i + 1,
      type: 'map',
    }));
    const home = state.winners.filter((w) => w === 0).length;
    return {
      clock:
        game === 'cs2' || state.done
          ? null
          : {
              match_time: formatClock(state.current?.sec ?? 0),
              stoppage_time: null,
              stoppage_time_announced: null,
              remaining_time: null,
              remaining_time_in_period: null,
              stopped: state.current === null,
              clock_updated_at: isoAt(at),
            },
      total_score: { home, away: state.winners.length - home },
      game_score: null,
      current_server: null,
      period_score: periods,
      max_period_number: bestOf,
    };
  };
}

export function createEsportsEngine(input: FixtureModelInput, game: Game): MatchEngine {
  const bestOf = input.bestOf || 3;
  const ratingHome = input.homeRating + 50 * (noise(input.seed, 'form', input.homeName) - 0.5);
  const ratingAway = input.awayRating + 50 * (noise(input.seed, 'form', input.awayName) - 0.5);
  const pMap = 1 / (1 + 10 ** (-(ratingHome - ratingAway) / 400));
  const cs2 = game === 'cs2' ? new Cs2Map(roundProbabilityFor(pMap)) : null;
  const markets = esportsMarkets(input.homeName, input.awayName, bestOf);
  const killWeight = 0.12;
  const currentMap = (state: EsportsState): number => {
    const m = state.current;
    if (!m) return pMap;
    if (cs2) return cs2.win(m.h, m.a);
    return logistic(logit(pMap) + killWeight * (m.h - m.a));
  };
  const quote = (state: EsportsState): MarketQuote[] => {
    const d = seriesDist(bestOf, state.winners, currentMap(state), pMap, state.done);
    return markets.map((m) => evaluate(d, m.meta.outcomes.length, m.settle));
  };
  const start: EsportsState = { winners: [], scores: [], current: null, done: false };
  let plan: LivePlan | null = null;

  const planSeries = (): LivePlan => {
    const rng = rngFor(input.seed, 'plan', input.urnId);
    const need = Math.ceil(bestOf / 2);
    const items: PlanItem<EsportsState>[] = [];
    let at = input.start;
    let state = start;
    items.push({ at, state: { ...state, current: { h: 0, a: 0, sec: 0 } } });
    state = items[0]?.state ?? start;
    while (!state.done) {
      const mapStart = at;
      let map: MapState = { h: 0, a: 0, sec: 0 };
      let homeWon: boolean;
      if (cs2) {
        for (;;) {
          const homeRound = rng.chance(cs2.q);
          map = { h: map.h + (homeRound ? 1 : 0), a: map.a + (homeRound ? 0 : 1), sec: 0 };
          at += rng.between(95, 135) * SECOND + (map.h + map.a === 12 ? 60 * SECOND : 0);
          const over = Cs2Map.decided(map.h, map.a);
          if (over !== null) {
            homeWon = over === 1;
            break;
          }
          items.push({ at, state: { ...state, current: map } });
        }
      } else {
        homeWon = rng.chance(pMap);
        const minutes = game === 'dota-2' ? rng.between(28, 46) : rng.between(24, 38);
        const kills = rng.poisson((game === 'dota-2' ? 0.95 : 0.7) * minutes);
        const perMinute = new Array<number>(minutes).fill(0);
        const byMinute: { h: number; a: number }[] = perMinute.map(() => ({ h: 0, a: 0 }));
        for (let k = 0; k < kills; k += 1) {
          const minute = rng.int(minutes);
          const slot = byMinute[minute] as { h: number; a: number };
          // The eventual winner takes most of the fights, more so late in the game.
          if (rng.chance(0.5 + (homeWon ? 1 : -1) * 0.15 * (0.4 + minute / minutes))) slot.h += 1;
          else slot.a += 1;
        }
        byMinute.forEach((slot, minute) => {
          if (slot.h + slot.a === 0) return;
          map = { h: map.h + slot.h, a: map.a + slot.a, sec: (minute + 1) * 60 };
          items.push({ at: mapStart + (minute + 1) * MINUTE, state: { ...state, current: map } });
        });
        at = mapStart + minutes * MINUTE + rng.int(50) * SECOND;
        map = { ...map, sec: Math.round((at - mapStart) / SECOND) };
      }
      const winners = [...state.winners, homeWon ? 0 : 1];
      const home = winners.filter((w) => w === 0).length;
      const done = home === need || winners.length - home === need;
      state = { winners, scores: [...state.scores, map], current: null, done };
      const end: PlanItem<EsportsState> = { at, state };
      if (done) end.final = true;
      else end.suspendMs = 10 * SECOND;
      items.push(end);
      if (!done) {
        at += rng.between(5, 9) * MINUTE;
        state = { ...state, current: { h: 0, a: 0, sec: 0 } };
        items.push({ at, state });
      }
    }
    const homeMaps = state.winners.filter((w) => w === 0).length;
    return buildPlan(
      items,
      quote,
      statisticsOf(game, bestOf),
      homeMaps * 2 > state.winners.length ? 'home' : 'away',
    );
  };

  return {
    markets: markets.map((m) => m.meta),
    prematch: (drift) => {
      const u = noise(input.seed, 'drift', input.urnId, drift) - 0.5;
      const p = logistic(logit(pMap) + 0.05 * u);
      const d = seriesDist(bestOf, [], p, p, false);
      return markets.map((m) => evaluate(d, m.meta.outcomes.length, m.settle));
    },
    plan: () => (plan ??= planSeries()),
    homeWinProbability: () =>
      evaluate(seriesDist(bestOf, [], pMap, pMap, false), 2, (v) => winner(v.a > v.b)).fair[0] ?? 0,
  };
}
