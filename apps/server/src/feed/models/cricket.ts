// Cricket (limited overs, T20 and ODI): each side's innings total is close to normal, with a
// mean from batting and bowling strength. The winner is the side with more runs; in play the
// batting side's projected total is its runs plus the expected runs of the balls left, scaled
// down by wickets lost, and the chase is priced against the real target. A tie goes to a
// super over. The simulation bowls ball by ball.
import type { FeedStatistics } from '../feed-model';
import { discreteNormal, normalCdf } from '../maths';
import { noise, rngFor } from '../prng';
import { type Dist, evaluate, type MarketMeta, type MarketQuote } from '../pricing';
import type { ResultCode } from '../settlement';
import * as rules from '../settlement';
import {
  buildPlan,
  type FixtureModelInput,
  type LivePlan,
  MINUTE,
  type MatchEngine,
  type PlanItem,
  SECOND,
} from './engine';

const { overUnder, winner } = rules;

interface Format {
  overs: number;
  /** Average innings total and its standard deviation. */
  mean: number;
  sd: number;
  /** Per-ball probabilities of a wicket and of 1, 2, 3, 4 and 6 runs (dot ball otherwise). */
  wicket: number;
  runs: readonly [number, number, number, number, number];
  overMinutes: number;
  breakMinutes: number;
}

const FORMATS: Record<'t20' | 'odi', Format> = {
  t20: {
    overs: 20,
    mean: 172,
    sd: 24,
    wicket: 0.048,
    runs: [0.37, 0.07, 0.005, 0.11, 0.05],
    overMinutes: 4,
    breakMinutes: 20,
  },
  odi: {
    overs: 50,
    mean: 272,
    sd: 38,
    wicket: 0.026,
    runs: [0.33, 0.06, 0.005, 0.08, 0.015],
    overMinutes: 3.5,
    breakMinutes: 40,
  },
};
const RUN_VALUES = [1, 2, 3, 4, 6] as const;

interface CricketParams {
  format: Format;
  homeMean: number;
  awayMean: number;
}

function cricketParams(input: FixtureModelInput, format: Format): CricketParams {
  const strength = (rating: number, name: string) =>
    (rating - 80) / 100 + 0.03 * (noise(input.seed, 'form', name) - 0.5);
  const home = strength(input.homeRating, input.homeName);
  const away = strength(input.awayRating, input.awayName);
  const ha = input.homeAdvantage ? 0.015 : 0;
  return {
    format,
    homeMean: format.mean * (1 + 0.6 * (home - away) + ha),
    awayMean: format.mean * (1 + 0.6 * (away - home) - ha),
  };
}

/** Share of the expected remaining runs still available with `wickets` down. */
function resources(wickets: number): number {
  return Math.max(0, Math.min(1, ((10 - wickets) / 8) ** 0.7));
}

export interface Innings {
  side: 'h' | 'a';
  runs: number;
  wickets: number;
  balls: number;
  closed: boolean;
}

interface CricketState {
  innings: Innings[];
  superOver: 'h' | 'a' | null;
  done: boolean;
}

interface CricketDists {
  winner: Dist<boolean>;
  home: Dist<number>;
  away: Dist<number>;
}

/** Projected final total of an innings in progress: [mean, variance]. */
function projection(
  params: CricketParams,
  inn: Innings | undefined,
  mean: number,
): [number, number] {
  const { format } = params;
  const balls = format.overs * 6;
  if (!inn) return [mean, format.sd ** 2];
  if (inn.closed) return [inn.runs, 0];
  const left = (balls - inn.balls) / balls;
  return [
    inn.runs + mean * left * resources(inn.wickets),
    format.sd ** 2 * left * resources(inn.wickets),
  ];
}

function distsFor(params: CricketParams, state: CricketState): CricketDists {
  const first = state.innings[0];
  const second = state.innings[1];
  const meanOf = (side: 'h' | 'a') => (side === 'h' ? params.homeMean : params.awayMean);
  const inningsOf = (side: 'h' | 'a') => state.innings.find((i) => i.side === side);
  const totalDist = (side: 'h' | 'a'): Dist<number> => {
    const inn = inningsOf(side);
    const [mean, variance] = projection(params, inn, meanOf(side));
    if (variance === 0) return { cells: [{ v: mean, p: 1 }], exact: true };
    const sd = Math.sqrt(variance);
    const lo = Math.max(inn?.runs ?? 0, Math.floor(mean - 6 * sd));
    let cells = discreteNormal(mean, sd, lo, Math.ceil(mean + 6 * sd)).map((c) => ({
      v: c.value,
      p: c.p,
    }));
    // A chase stops once the target is passed: totals above it collapse just past the target.
    if (first && first.closed && inn && inn === second) {
      const cap = first.runs + 4;
      const capped = new Map<number, number>();
      for (const c of cells)
        capped.set(Math.min(c.v, cap), (capped.get(Math.min(c.v, cap)) ?? 0) + c.p);
      cells = [...capped].map(([v, p]) => ({ v, p }));
    }
    return { cells, exact: false };
  };
  let homeWins: number;
  if (state.done) homeWins = (state.superOver ?? winnerSide(state)) === 'h' ? 1 : 0;
  else if (first && first.closed && second) {
    // The chase: runs still needed against the runs expected from the balls left.
    const [mean, variance] = projection(params, second, meanOf(second.side));
    const need = first.runs + 1;
    const chaseWins =
      variance === 0
        ? mean >= need
          ? 1
          : 0
        : 1 - normalCdf((need - 0.5 - mean) / Math.sqrt(variance));
    homeWins = second.side === 'h' ? chaseWins : 1 - chaseWins;
  } else {
    const batting = first?.side ?? 'h';
    const fielding = batting === 'h' ? 'a' : 'h';
    const [m1, v1] = projection(params, first, meanOf(batting));
    const [m2, v2] = [meanOf(fielding), params.format.sd ** 2];
    const battingWins = 1 - normalCdf((m2 - m1) / Math.sqrt(v1 + v2));
    homeWins = batting === 'h' ? battingWins : 1 - battingWins;
  }
  return {
    winner: {
      cells: [
        { v: true, p: homeWins },
        { v: false, p: 1 - homeWins },
      ].filter((c) => c.p > 0 || !state.done),
      exact: state.done,
    },
    home: totalDist('h'),
    away: totalDist('a'),
  };
}

function winnerSide(state: CricketState): 'h' | 'a' {
  const h = state.innings.find((i) => i.side === 'h')?.runs ?? 0;
  const a = state.innings.find((i) => i.side === 'a')?.runs ?? 0;
  return h >= a ? 'h' : 'a';
}

type CricketMarket =
  | { meta: MarketMeta; on: 'winner'; settle: (v: boolean) => readonly ResultCode[] }
  | { meta: MarketMeta; on: 'home' | 'away'; settle: (v: number) => readonly ResultCode[] };

function cricketMarkets(home: string, away: string, params: CricketParams): CricketMarket[] {
  const markets: CricketMarket[] = [
    {
      on: 'winner',
      meta: {
        marketId: 340,
        specifier: '',
        name: 'Winner (incl. super over)',
        groups: ['main'],
        priority: 1,
        customBetGroups: ['match_result'],
        outcomes: [
          { id: '4', name: home },
          { id: '5', name: away },
        ],
        overround: 0.05,
      },
      settle: (v) => winner(v),
    },
  ];
  for (const [marketId, team, on, mean] of [
    [605, home, 'home', params.homeMean],
    [606, away, 'away', params.awayMean],
  ] as const) {
    const centre = Math.floor(mean) + 0.5;
    for (const step of [-10, 0, 10]) {
      const line = centre + step;
      markets.push({
        on,
        meta: {
          marketId,
          specifier: `total=${line}`,
          name: `${team} total runs`,
          groups: ['totals'],
          priority: 2,
          customBetGroups: [],
          outcomes: [
            { id: '12', name: `Over ${line}` },
            { id: '13', name: `Under ${line}` },
          ],
          overround: 0.06,
          balanced: true,
        },
        settle: (t) => overUnder(t, line),
      });
    }
  }
  return markets;
}

function quote(markets: readonly CricketMarket[], d: CricketDists): MarketQuote[] {
  return markets.map((m) =>
    m.on === 'winner' ? evaluate(d.winner, 2, m.settle) : evaluate(d[m.on], 2, m.settle),
  );
}

const INNINGS_NAMES = ['1st innings', '2nd innings'];

function statisticsOf(state: CricketState): FeedStatistics {
  const runs = (side: 'h' | 'a') => state.innings.find((i) => i.side === side)?.runs ?? 0;
  const periods: FeedStatistics['period_score'] = state.innings.map((inn, i) => ({
    home: inn.side === 'h' ? inn.runs : 0,
    away: inn.side === 'a' ? inn.runs : 0,
    period_key: i === 0 ? '1st_inning' : '2nd_inning',
    period_name: INNINGS_NAMES[i] ?? `Innings ${i + 1}`,
    number: i + 1,
    type: 'inning',
  }));
  if (state.superOver) {
    periods.push({
      home: state.superOver === 'h' ? 1 : 0,
      away: state.superOver === 'a' ? 1 : 0,
      period_key: 'super_over',
      period_name: 'Super over',
      number: 3,
      type: 'overtime',
    });
  }
  return {
    clock: null,
    total_score: { home: runs('h'), away: runs('a') },
    game_score: null,
    current_server: null,
    period_score: periods,
    max_period_number: 2,
  };
}

function planCricket(
  input: FixtureModelInput,
  params: CricketParams,
  markets: readonly CricketMarket[],
): LivePlan {
  const rng = rngFor(input.seed, 'plan', input.urnId);
  const { format } = params;
  const battingFirst: 'h' | 'a' = rng.chance(0.5) ? 'h' : 'a';
  const items: PlanItem<CricketState>[] = [];
  let at = input.start;
  let state: CricketState = { innings: [], superOver: null, done: false };
  items.push({ at, state });
  const overMs = format.overMinutes * MINUTE;
  const ballProbabilities = (side: 'h' | 'a') => {
    // Scale the scoring shots so the expected total matches the side's mean.
    const mean = side === 'h' ? params.homeMean : params.awayMean;
    const base = format.runs.reduce((acc, p, i) => acc + p * (RUN_VALUES[i] ?? 0), 0);
    const k = mean / (format.overs * 6 * base * 0.93);
    return format.runs.map((p) => p * k);
  };
  for (const side of [battingFirst, battingFirst === 'h' ? 'a' : 'h'] as const) {
    const target = state.innings[0] ? state.innings[0].runs + 1 : Infinity;
    let inn: Innings = { side, runs: 0, wickets: 0, balls: 0, closed: false };
    state = { ...state, innings: [...state.innings, inn] };
    items.push({ at, state });
    const probs = ballProbabilities(side);
    while (!inn.closed) {
      let wicketInOver = false;
      let ballsThisOver = 0;
      for (let ball = 0; ball < 6 && !inn.closed; ball += 1) {
        ballsThisOver += 1;
        let { runs, wickets } = inn;
        const u = rng.next();
        if (u < format.wicket) {
          wickets += 1;
          wicketInOver = true;
        } else {
          let x = u - format.wicket;
          for (let i = 0; i < probs.length; i += 1) {
            const p = probs[i] ?? 0;
            if (x < p) {
              runs += RUN_VALUES[i] ?? 0;
              break;
            }
            x -= p;
          }
        }
        const balls = inn.balls + 1;
        const closed = wickets >= 10 || balls >= format.overs * 6 || runs >= target;
        inn = { side, runs, wickets, balls, closed };
      }
      at += (overMs * ballsThisOver) / 6;
      state = { ...state, innings: [...state.innings.slice(0, -1), inn] };
      const item: PlanItem<CricketState> = { at, state };
      if (wicketInOver && !inn.closed) item.suspendMs = 6 * SECOND;
      items.push(item);
    }
    at += format.breakMinutes * MINUTE;
  }
  const [first, second] = state.innings as [Innings, Innings];
  let superOver: 'h' | 'a' | null = null;
  if (first.runs === second.runs) {
    superOver = rng.chance(0.5) ? 'h' : 'a';
    at += 15 * MINUTE;
  } else {
    at -= format.breakMinutes * MINUTE;
  }
  state = { ...state, superOver, done: true };
  items.push({
    at: Math.max(at, (items[items.length - 1] as PlanItem<CricketState>).at),
    state,
    final: true,
  });
  const won = superOver ?? winnerSide(state);
  return buildPlan(
    items,
    (s) => quote(markets, distsFor(params, s)),
    statisticsOf,
    won === 'h' ? 'home' : 'away',
  );
}

export function createCricketEngine(input: FixtureModelInput, format: 't20' | 'odi'): MatchEngine {
  const params = cricketParams(input, FORMATS[format]);
  const markets = cricketMarkets(input.homeName, input.awayName, params);
  const start: CricketState = { innings: [], superOver: null, done: false };
  let plan: LivePlan | null = null;
  return {
    markets: markets.map((m) => m.meta),
    prematch: (drift) => {
      const u1 = noise(input.seed, 'drift', input.urnId, drift, 1) - 0.5;
      const u2 = noise(input.seed, 'drift', input.urnId, drift, 2) - 0.5;
      return quote(
        markets,
        distsFor(
          { ...params, homeMean: params.homeMean + 1.5 * u1, awayMean: params.awayMean + 1.5 * u2 },
          start,
        ),
      );
    },
    plan: () => (plan ??= planCricket(input, params, markets)),
    homeWinProbability: () => distsFor(params, start).winner.cells[0]?.p ?? 0.5,
  };
}
