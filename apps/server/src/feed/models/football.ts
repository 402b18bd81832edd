// Football: independent Poisson goals for each side from attack and defence ratings, with the
// Dixon-Coles adjustment of the low scores (0:0, 1:0, 0:1, 1:1 are correlated in real football).
// Every market (1X2, totals, Asian and European handicaps, BTTS, correct score, halves, ...) is
// the settlement rule run over the same score grid, so they are consistent with each other.
// In play, the grid is the current score plus the goals still expected in the remaining time.
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
  jointOver,
  type Leg,
  type LivePlan,
  type MatchEngine,
  MINUTE,
  type PlanItem,
  SECOND,
} from './engine';

// Settlement rules bound once: development loaders (tsx, vitest) read imported bindings
// through getters, which is measurable in the pricing loops.
const { handicap, LOSE, oneOf, overUnder, threeWay, twoWayLine, WIN } = rules;

export interface Score {
  h: number;
  a: number;
}
interface HtFt {
  ht: Score;
  ft: Score;
}

/** Goals per team are capped here; the simulation never draws more. */
const MAX_GOALS = 10;

/** Shared, immutable score objects (the grids are rebuilt often; the scores never change). */
const SCORES: Score[][] = Array.from({ length: 2 * MAX_GOALS + 2 }, (_, h) =>
  Array.from({ length: 2 * MAX_GOALS + 2 }, (_, a) => Object.freeze({ h, a })),
);
function scoreOf(h: number, a: number): Score {
  return SCORES[h]?.[a] ?? { h, a };
}
/** Share of goals scored in the first half (about 45% in top leagues). */
const FIRST_HALF_SHARE = 0.45;
/** Dixon-Coles dependence parameter. */
const RHO = -0.07;
const HOME_ADVANTAGE = 0.26;

export interface FootballParams {
  lambdaHome: number;
  lambdaAway: number;
  rho: number;
}

/** Attack and defence (log scale) of a team from its strength rating and a seeded twist. */
function teamRatings(
  seed: number,
  name: string,
  rating: number,
): { attack: number; defence: number } {
  const s = (rating - 75) / 10;
  return {
    attack: 0.17 * s + 0.1 * (noise(seed, 'attack', name) - 0.5),
    defence: 0.14 * s + 0.1 * (noise(seed, 'defence', name) - 0.5),
  };
}

export function footballParams(input: FixtureModelInput, goalsPerTeam: number): FootballParams {
  const home = teamRatings(input.seed, input.homeName, input.homeRating);
  const away = teamRatings(input.seed, input.awayName, input.awayRating);
  const ha = input.homeAdvantage ? HOME_ADVANTAGE / 2 : 0;
  return {
    lambdaHome: goalsPerTeam * Math.exp(ha + home.attack - away.defence),
    lambdaAway: goalsPerTeam * Math.exp(-ha + away.attack - home.defence),
    rho: RHO,
  };
}

function tau(x: number, y: number, lh: number, la: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lh * la * rho;
  if (x === 0 && y === 1) return 1 + lh * rho;
  if (x === 1 && y === 0) return 1 + la * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

/**
 * Final-score grid: current score plus Poisson increments (Dixon-Coles adjusted), every score
 * up to the cap included, so the support is exact.
 */
export function scoreGrid(h: number, a: number, lh: number, la: number, rho: number): Dist<Score> {
  // Nothing left to play: the score is final (the support must not pretend otherwise).
  const maxX = lh > 0 ? MAX_GOALS - h : 0;
  const maxY = la > 0 ? MAX_GOALS - a : 0;
  const px = poissonPmf(lh, maxX);
  const py = poissonPmf(la, maxY);
  const cells: Cell<Score>[] = [];
  let total = 0;
  for (let x = 0; x <= maxX; x += 1) {
    for (let y = 0; y <= maxY; y += 1) {
      const p = (px[x] ?? 0) * (py[y] ?? 0) * tau(x, y, lh, la, rho);
      cells.push({ v: scoreOf(h + x, a + y), p });
      total += p;
    }
  }
  for (const cell of cells) cell.p /= total;
  return { cells, exact: true };
}

/** Where the match stands, as the pricing model sees it. */
interface Phase {
  h: number;
  a: number;
  /** Half-time score once the first half is over. */
  ht: Score | null;
  /** Fractions of the full-match goal expectation still to come in each half. */
  rem1: number;
  rem2: number;
}

interface FootballDists {
  ft: Dist<Score>;
  ht: Dist<Score>;
  htft: Dist<HtFt>;
}

/** Binomial probabilities P(k of n) for k = 0..n. */
function binomialRow(n: number, s: number): number[] {
  const row = new Array<number>(n + 1).fill(0);
  let c = 1;
  for (let k = 0; k <= n; k += 1) {
    row[k] = c * s ** k * (1 - s) ** (n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return row;
}

/**
 * The full-time grid, and from it the half-time/full-time joint: each goal still to come falls
 * in the rest of the first half with probability s = rem1 / (rem1 + rem2), independently (the
 * thinning of a Poisson process), so P(ht, ft) = P(ft) * Bin(x1; X, s) * Bin(y1; Y, s). The
 * first-half markets and the halftime/fulltime market are priced from this joint, so they agree
 * with the full-time markets exactly.
 */
/** Representative scores for home win / draw / away win (what the halftime/fulltime rule reads). */
const RESULT_SCORES: readonly Score[] = [
  { h: 1, a: 0 },
  { h: 0, a: 0 },
  { h: 0, a: 1 },
];

function distsFor(params: FootballParams, phase: Phase): FootballDists {
  const { lambdaHome: lh, lambdaAway: la, rho } = params;
  const remaining = phase.rem1 + phase.rem2;
  const ft = scoreGrid(phase.h, phase.a, lh * remaining, la * remaining, rho * remaining);
  if (phase.ht || phase.rem1 <= 0) {
    const fixed = phase.ht ?? { h: phase.h, a: phase.a };
    const byResult = [0, 0, 0];
    for (const c of ft.cells) byResult[resultIndex(c.v)] = (byResult[resultIndex(c.v)] ?? 0) + c.p;
    const htRep = RESULT_SCORES[resultIndex(fixed)] as Score;
    return {
      ft,
      ht: { cells: [{ v: fixed, p: 1 }], exact: true },
      // Only reachable full-time results are listed, so the support is exact.
      htft: {
        cells: byResult.flatMap((p, r) =>
          p > 0 || ft.cells.some((c) => resultIndex(c.v) === r)
            ? [{ v: { ht: htRep, ft: RESULT_SCORES[r] as Score }, p }]
            : [],
        ),
        exact: true,
      },
    };
  }
  const s = phase.rem1 / remaining;
  const rows: number[][] = [];
  for (let n = 0; n <= MAX_GOALS; n += 1) rows.push(binomialRow(n, s));
  const htMass = new Float64Array(256);
  const results = new Float64Array(9);
  for (const cell of ft.cells) {
    // Far tails add nothing to these prices (the distributions are marked approximate).
    if (cell.p < 1e-6) continue;
    const x = cell.v.h - phase.h;
    const y = cell.v.a - phase.a;
    const rx = rows[x] as number[];
    const ry = rows[y] as number[];
    const ftResult = resultIndex(cell.v);
    for (let x1 = 0; x1 <= x; x1 += 1) {
      for (let y1 = 0; y1 <= y; y1 += 1) {
        const p = cell.p * (rx[x1] ?? 0) * (ry[y1] ?? 0);
        const hh = phase.h + x1;
        const ha = phase.a + y1;
        htMass[hh * 16 + ha] = (htMass[hh * 16 + ha] ?? 0) + p;
        const htResult = hh > ha ? 0 : hh === ha ? 1 : 2;
        results[htResult * 3 + ftResult] = (results[htResult * 3 + ftResult] ?? 0) + p;
      }
    }
  }
  const htCells: Cell<Score>[] = [];
  htMass.forEach((p, key) => {
    if (p > 0) htCells.push({ v: scoreOf(Math.floor(key / 16), key % 16), p });
  });
  const htftCells: Cell<HtFt>[] = [];
  results.forEach((p, i) => {
    htftCells.push({
      v: { ht: RESULT_SCORES[Math.floor(i / 3)] as Score, ft: RESULT_SCORES[i % 3] as Score },
      p,
    });
  });
  return {
    ft,
    ht: { cells: htCells, exact: false },
    htft: { cells: htftCells, exact: false },
  };
}

/**
 * The full half-time/full-time joint (for the bet builder): P(ht, ft) = P(ft) * Bin(x1; X, s) *
 * Bin(y1; Y, s), where each goal still to come falls in the rest of the first half with
 * probability s = rem1 / (rem1 + rem2) (the thinning of a Poisson process).
 */
function jointCells(params: FootballParams, phase: Phase): Cell<HtFt>[] {
  const { lambdaHome: lh, lambdaAway: la, rho } = params;
  const remaining = phase.rem1 + phase.rem2;
  const ft = scoreGrid(phase.h, phase.a, lh * remaining, la * remaining, rho * remaining);
  if (phase.ht || phase.rem1 <= 0) {
    const fixed = phase.ht ?? { h: phase.h, a: phase.a };
    return ft.cells.map((c) => ({ v: { ht: fixed, ft: c.v }, p: c.p }));
  }
  const s = phase.rem1 / remaining;
  const joint: Cell<HtFt>[] = [];
  for (const cell of ft.cells) {
    if (cell.p < 1e-9) continue;
    const x = cell.v.h - phase.h;
    const y = cell.v.a - phase.a;
    const rx = binomialRow(x, s);
    const ry = binomialRow(y, s);
    for (let x1 = 0; x1 <= x; x1 += 1) {
      for (let y1 = 0; y1 <= y; y1 += 1) {
        const p = cell.p * (rx[x1] ?? 0) * (ry[y1] ?? 0);
        if (p < 1e-12) continue;
        joint.push({ v: { ht: { h: phase.h + x1, a: phase.a + y1 }, ft: cell.v }, p });
      }
    }
  }
  return joint;
}

/**
 * Which part of the score a market's rule reads. Pricing a rule that only reads the goal
 * difference (or the total, or one side's goals) runs over that marginal (about 20 cells)
 * instead of the full grid (about 120); the rule itself is the same function either way.
 */
type Reads = 'margin' | 'total' | 'home' | 'away' | 'score';

type FootballMarket =
  | {
      meta: MarketMeta;
      scope: 'ft' | 'ht';
      reads: Reads;
      settle: (s: Score) => readonly ResultCode[];
    }
  | { meta: MarketMeta; scope: 'htft'; settle: (s: HtFt) => readonly ResultCode[] };

/** Marginal of a score distribution as representative scores with the same projection. */
function reduce(source: Dist<Score>, reads: Reads): Dist<Score> {
  if (reads === 'score') return source;
  const byKey = new Map<number, Cell<Score>>();
  for (const cell of source.cells) {
    const { h, a } = cell.v;
    let v: Score;
    if (reads === 'margin') v = h >= a ? scoreOf(h - a, 0) : scoreOf(0, a - h);
    else if (reads === 'total') v = scoreOf(h + a, 0);
    else if (reads === 'home') v = scoreOf(h, 0);
    else v = scoreOf(0, a);
    const key = v.h * 64 + v.a;
    const agg = byKey.get(key);
    if (agg) agg.p += cell.p;
    else byKey.set(key, { v, p: cell.p });
  }
  return { cells: [...byKey.values()], exact: source.exact };
}

const CORRECT_SCORES: readonly string[] = (() => {
  const out: string[] = [];
  for (let h = 0; h <= 4; h += 1) for (let a = 0; a <= 4; a += 1) out.push(`${h}:${a}`);
  return out;
})();
const CORRECT_SCORE_RESULTS = Array.from({ length: CORRECT_SCORES.length + 1 }, (_, i) =>
  oneOf(CORRECT_SCORES.length + 1, i),
);
const HTFT_RESULTS = Array.from({ length: 9 }, (_, i) => oneOf(9, i));
const ODD: readonly ResultCode[] = [WIN, LOSE];
const EVEN: readonly ResultCode[] = [LOSE, WIN];
const SIX_DAYS = 6 * 24 * 60 * MINUTE;

function resultIndex(s: Score): number {
  return s.h > s.a ? 0 : s.h === s.a ? 1 : 2;
}

/** The football market list (betradar-like ids; see README). */
export function footballMarkets(home: string, away: string, ahCentre: number): FootballMarket[] {
  const markets: FootballMarket[] = [];
  const meta = (
    m: Omit<MarketMeta, 'customBetGroups'> & { customBetGroups?: string[] },
  ): MarketMeta => ({
    customBetGroups: [],
    ...m,
  });
  markets.push({
    scope: 'ft',
    reads: 'margin',
    meta: meta({
      marketId: 1,
      specifier: '',
      name: '1X2',
      groups: ['main'],
      priority: 1,
      customBetGroups: ['match_result'],
      outcomes: [
        { id: '1', name: home },
        { id: '2', name: 'Draw' },
        { id: '3', name: away },
      ],
      overround: 0.05,
    }),
    settle: (s) => threeWay(s.h - s.a),
  });
  const dc: readonly (readonly ResultCode[])[] = [
    [WIN, WIN, LOSE],
    [WIN, LOSE, WIN],
    [LOSE, WIN, WIN],
  ];
  markets.push({
    scope: 'ft',
    reads: 'margin',
    meta: meta({
      marketId: 10,
      specifier: '',
      name: 'Double chance',
      groups: ['main'],
      priority: 4,
      customBetGroups: ['match_result'],
      outcomes: [
        { id: '9', name: `${home} or draw` },
        { id: '10', name: `${home} or ${away}` },
        { id: '11', name: `Draw or ${away}` },
      ],
      overround: 0.05,
    }),
    settle: (s) => dc[resultIndex(s)] as readonly ResultCode[],
  });
  markets.push({
    scope: 'ft',
    reads: 'margin',
    meta: meta({
      marketId: 11,
      specifier: '',
      name: 'Draw no bet',
      groups: ['main'],
      priority: 6,
      outcomes: [
        { id: '4', name: home },
        { id: '5', name: away },
      ],
      overround: 0.05,
    }),
    settle: (s) => handicap(s.h - s.a, 0),
  });
  for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) {
    markets.push({
      scope: 'ft',
      reads: 'total',
      meta: meta({
        marketId: 18,
        specifier: `total=${line}`,
        name: 'Total',
        groups: ['main', 'totals', 'goals'],
        priority: 2,
        customBetGroups: ['total_goals'],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.055,
        balanced: true,
      }),
      settle: (s) => overUnder(s.h + s.a, line),
    });
  }
  for (let step = -4; step <= 4; step += 1) {
    const line = ahCentre + step * 0.25;
    markets.push({
      scope: 'ft',
      reads: 'margin',
      meta: meta({
        marketId: 16,
        specifier: `hcp=${line}`,
        name: 'Asian handicap',
        groups: ['handicaps'],
        priority: 3,
        outcomes: [
          { id: '1714', name: `${home} (${signed(line)})` },
          { id: '1715', name: `${away} (${signed(-line)})` },
        ],
        overround: 0.055,
        balanced: true,
      }),
      settle: (s) => handicap(s.h - s.a, line),
    });
  }
  for (const [hs, as] of [
    [0, 1],
    [0, 2],
    [1, 0],
    [2, 0],
  ] as const) {
    const label = `${hs}:${as}`;
    markets.push({
      scope: 'ft',
      reads: 'margin',
      meta: meta({
        marketId: 14,
        specifier: `hcp=${label}`,
        name: 'European handicap',
        groups: ['handicaps'],
        priority: 9,
        outcomes: [
          { id: '1711', name: `${home} (${label})` },
          { id: '1712', name: `Draw (${label})` },
          { id: '1713', name: `${away} (${label})` },
        ],
        overround: 0.07,
      }),
      settle: (s) => threeWay(s.h + hs - (s.a + as)),
    });
  }
  markets.push({
    scope: 'ft',
    reads: 'score',
    meta: meta({
      marketId: 29,
      specifier: '',
      name: 'Both teams to score',
      groups: ['main', 'goals'],
      priority: 5,
      customBetGroups: ['both_teams_to_score'],
      outcomes: [
        { id: '74', name: 'Yes' },
        { id: '76', name: 'No' },
      ],
      overround: 0.06,
    }),
    settle: (s) => (s.h > 0 && s.a > 0 ? ODD : EVEN),
  });
  markets.push({
    scope: 'ft',
    reads: 'score',
    meta: meta({
      marketId: 41,
      specifier: '',
      name: 'Correct score',
      groups: ['score'],
      priority: 10,
      customBetGroups: ['correct_score'],
      outcomes: [
        ...CORRECT_SCORES.map((id) => ({ id, name: id })),
        { id: 'other', name: 'Any other score' },
      ],
      overround: 0.2,
      offeredWithinMs: SIX_DAYS,
    }),
    settle: (s) =>
      CORRECT_SCORE_RESULTS[
        s.h <= 4 && s.a <= 4 ? s.h * 5 + s.a : CORRECT_SCORES.length
      ] as readonly ResultCode[],
  });
  for (const [marketId, team, side] of [
    [19, home, 'h'],
    [20, away, 'a'],
  ] as const) {
    for (const line of [0.5, 1.5, 2.5]) {
      markets.push({
        scope: 'ft',
        reads: side === 'h' ? 'home' : 'away',
        meta: meta({
          marketId,
          specifier: `total=${line}`,
          name: `${team} total`,
          groups: ['totals', 'goals'],
          priority: marketId === 19 ? 7 : 8,
          customBetGroups: [side === 'h' ? 'home_goals' : 'away_goals'],
          outcomes: [
            { id: '12', name: `Over ${line}` },
            { id: '13', name: `Under ${line}` },
          ],
          overround: 0.07,
          balanced: true,
        }),
        settle: (s) => overUnder(side === 'h' ? s.h : s.a, line),
      });
    }
  }
  markets.push({
    scope: 'ft',
    reads: 'total',
    meta: meta({
      marketId: 26,
      specifier: '',
      name: 'Odd/even',
      groups: ['goals'],
      priority: 11,
      customBetGroups: ['odd_even'],
      outcomes: [
        { id: '70', name: 'Odd' },
        { id: '72', name: 'Even' },
      ],
      overround: 0.06,
    }),
    settle: (s) => ((s.h + s.a) % 2 === 1 ? ODD : EVEN),
  });
  const names = [home, 'Draw', away];
  const htftOutcomes: { id: string; name: string }[] = [];
  for (let i = 0; i < 9; i += 1) {
    htftOutcomes.push({ id: String(418 + i), name: `${names[Math.floor(i / 3)]}/${names[i % 3]}` });
  }
  markets.push({
    scope: 'htft',
    meta: meta({
      marketId: 47,
      specifier: '',
      name: 'Halftime/fulltime',
      groups: ['halves', 'combos'],
      priority: 12,
      outcomes: htftOutcomes,
      overround: 0.15,
      offeredWithinMs: SIX_DAYS,
    }),
    settle: (s) => HTFT_RESULTS[resultIndex(s.ht) * 3 + resultIndex(s.ft)] as readonly ResultCode[],
  });
  markets.push({
    scope: 'ht',
    reads: 'margin',
    meta: meta({
      marketId: 60,
      specifier: '',
      name: '1st half - 1X2',
      groups: ['halves'],
      priority: 13,
      customBetGroups: ['half_result'],
      outcomes: [
        { id: '1', name: home },
        { id: '2', name: 'Draw' },
        { id: '3', name: away },
      ],
      overround: 0.06,
    }),
    settle: (s) => threeWay(s.h - s.a),
  });
  for (const line of [0.5, 1.5, 2.5]) {
    markets.push({
      scope: 'ht',
      reads: 'total',
      meta: meta({
        marketId: 68,
        specifier: `total=${line}`,
        name: '1st half - total',
        groups: ['halves', 'totals'],
        priority: 14,
        customBetGroups: ['half_goals'],
        outcomes: [
          { id: '12', name: `Over ${line}` },
          { id: '13', name: `Under ${line}` },
        ],
        overround: 0.06,
        balanced: true,
      }),
      settle: (s) => overUnder(s.h + s.a, line),
    });
  }
  return markets;
}

function quoteMarkets(markets: readonly FootballMarket[], dists: FootballDists): MarketQuote[] {
  const marginals = new Map<string, Dist<Score>>();
  return markets.map((market) => {
    const n = market.meta.outcomes.length;
    if (market.scope === 'htft') return evaluate(dists.htft, n, market.settle);
    const source = market.scope === 'ft' ? dists.ft : dists.ht;
    const key = `${market.scope}:${market.reads}`;
    let reduced = marginals.get(key);
    if (!reduced) {
      reduced = reduce(source, market.reads);
      marginals.set(key, reduced);
    }
    return evaluate(reduced, n, market.settle);
  });
}

/** Quarter line nearest to an even Asian handicap for the grid. */
function balancedHandicap(full: Dist<Score>): number {
  const grid = reduce(full, 'margin');
  let best = 0;
  let bestGap = Infinity;
  for (let quarters = -16; quarters <= 16; quarters += 1) {
    const line = quarters / 4;
    const quote = evaluate(grid, 2, (s) => twoWayLine(s.h - s.a, line));
    const gap = Math.abs((quote.fair[0] ?? 0) - 0.5);
    if (gap < bestGap - 1e-12) {
      bestGap = gap;
      best = line;
    }
  }
  return best;
}

interface FootballState extends Phase {
  period: '1H' | 'HT' | '2H' | 'FT';
  /** Seconds played in the current half. */
  sec: number;
  /** Scheduled stoppage minutes of the halves. */
  stoppage1: number;
  stoppage2: number;
}

function statisticsOf(state: FootballState, at: number): FeedStatistics {
  const halfSec = 45 * 60;
  let matchSeconds = 0;
  let stoppageSeconds: number | null = null;
  let announced: number | null = null;
  let stopped = false;
  if (state.period === '1H' || state.period === '2H') {
    matchSeconds = (state.period === '2H' ? halfSec : 0) + state.sec;
    if (state.sec >= halfSec) {
      stoppageSeconds = state.sec - halfSec;
      announced = (state.period === '1H' ? state.stoppage1 : state.stoppage2) * 60;
    }
  } else {
    matchSeconds = state.period === 'HT' ? halfSec : 2 * halfSec;
    stopped = true;
  }
  const periods: FeedStatistics['period_score'] = [];
  const ht = state.ht ?? { h: state.h, a: state.a };
  periods.push({
    home: ht.h,
    away: ht.a,
    period_key: '1st_half',
    period_name: '1st half',
    number: 1,
    type: 'regular_period',
  });
  if (state.period === '2H' || state.period === 'FT') {
    periods.push({
      home: state.h - ht.h,
      away: state.a - ht.a,
      period_key: '2nd_half',
      period_name: '2nd half',
      number: 2,
      type: 'regular_period',
    });
  }
  return {
    clock: {
      match_time: formatClock(matchSeconds),
      stoppage_time: stoppageSeconds === null ? null : formatClock(stoppageSeconds),
      stoppage_time_announced: announced === null ? null : formatClock(announced),
      remaining_time: null,
      remaining_time_in_period: null,
      stopped,
      clock_updated_at: isoAt(at),
    },
    total_score: { home: state.h, away: state.a },
    game_score: null,
    current_server: null,
    period_score: periods,
    max_period_number: 2,
  };
}

function planFootball(
  input: FixtureModelInput,
  params: FootballParams,
  markets: readonly FootballMarket[],
): { plan: LivePlan; states: FootballState[] } {
  const rng = rngFor(input.seed, 'plan', input.urnId);
  const grid = scoreGrid(0, 0, params.lambdaHome, params.lambdaAway, params.rho);
  const final = (grid.cells[rng.weighted(grid.cells.map((c) => c.p))] as Cell<Score>).v;
  const stoppage1 = rng.between(1, 4);
  const stoppage2 = rng.between(2, 6);
  const d1 = (45 + stoppage1) * 60;
  const d2 = (45 + stoppage2) * 60;
  const breakSec = 15 * 60 + rng.int(120);
  const goals: { half: 1 | 2; sec: number; side: 'h' | 'a'; suspend: number }[] = [];
  for (const [count, side] of [
    [final.h, 'h'],
    [final.a, 'a'],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const half = rng.chance(FIRST_HALF_SHARE) ? 1 : 2;
      const sec = 1 + rng.int((half === 1 ? d1 : d2) - 2);
      goals.push({ half, sec, side, suspend: rng.between(6, 12) * SECOND });
    }
  }
  goals.sort((x, y) => x.half - y.half || x.sec - y.sec);

  const items: PlanItem<FootballState>[] = [];
  let state: FootballState = {
    period: '1H',
    sec: 0,
    h: 0,
    a: 0,
    ht: null,
    rem1: FIRST_HALF_SHARE,
    rem2: 1 - FIRST_HALF_SHARE,
    stoppage1,
    stoppage2,
  };
  const halfStart = [input.start, input.start + (d1 + breakSec) * SECOND];
  const push = (next: FootballState, suspendMs?: number, final?: boolean): void => {
    const at =
      (next.period === '2H' || next.period === 'FT' ? (halfStart[1] ?? 0) : input.start) +
      (next.period === 'HT' ? d1 : next.period === 'FT' ? d2 : next.sec) * SECOND;
    const item: PlanItem<FootballState> = { at, state: next };
    if (suspendMs !== undefined) item.suspendMs = suspendMs;
    if (final) item.final = true;
    items.push(item);
    state = next;
  };
  const remainingShare = (half: 1 | 2, sec: number): number =>
    half === 1 ? FIRST_HALF_SHARE * (1 - sec / d1) : (1 - FIRST_HALF_SHARE) * (1 - sec / d2);
  push(state);
  for (const half of [1, 2] as const) {
    const duration = half === 1 ? d1 : d2;
    const halfGoals = goals.filter((g) => g.half === half);
    let g = 0;
    for (let minute = 1; minute * 60 < duration; minute += 1) {
      const sec = minute * 60;
      while (g < halfGoals.length && (halfGoals[g]?.sec ?? Infinity) < sec) {
        const goal = halfGoals[g] as (typeof halfGoals)[number];
        push(
          {
            ...state,
            sec: goal.sec,
            h: state.h + (goal.side === 'h' ? 1 : 0),
            a: state.a + (goal.side === 'a' ? 1 : 0),
            ...(half === 1
              ? { rem1: remainingShare(1, goal.sec) }
              : { rem2: remainingShare(2, goal.sec) }),
          },
          goal.suspend,
        );
        g += 1;
      }
      push({
        ...state,
        sec,
        ...(half === 1 ? { rem1: remainingShare(1, sec) } : { rem2: remainingShare(2, sec) }),
      });
    }
    while (g < halfGoals.length) {
      const goal = halfGoals[g] as (typeof halfGoals)[number];
      push(
        {
          ...state,
          sec: goal.sec,
          h: state.h + (goal.side === 'h' ? 1 : 0),
          a: state.a + (goal.side === 'a' ? 1 : 0),
          ...(half === 1
            ? { rem1: remainingShare(1, goal.sec) }
            : { rem2: remainingShare(2, goal.sec) }),
        },
        goal.suspend,
      );
      g += 1;
    }
    if (half === 1) {
      push({ ...state, period: 'HT', sec: d1, rem1: 0, ht: { h: state.h, a: state.a } });
      push({ ...state, period: '2H', sec: 0 });
    } else {
      push({ ...state, period: 'FT', sec: d2, rem2: 0 }, undefined, true);
    }
  }
  const plan = buildPlan(
    items,
    (s) => quoteMarkets(markets, distsFor(params, s)),
    statisticsOf,
    final.h >= final.a ? 'home' : 'away',
  );
  return { plan, states: items.map((item) => item.state) };
}

function driftParams(
  input: FixtureModelInput,
  base: FootballParams,
  drift: number,
): FootballParams {
  const u1 = noise(input.seed, 'drift', input.urnId, drift, 1) - 0.5;
  const u2 = noise(input.seed, 'drift', input.urnId, drift, 2) - 0.5;
  return {
    lambdaHome: base.lambdaHome * Math.exp(0.03 * u1),
    lambdaAway: base.lambdaAway * Math.exp(0.03 * u2),
    rho: base.rho,
  };
}

const PREMATCH: Phase = {
  h: 0,
  a: 0,
  ht: null,
  rem1: FIRST_HALF_SHARE,
  rem2: 1 - FIRST_HALF_SHARE,
};

export function createFootballEngine(input: FixtureModelInput, goalsPerTeam: number): MatchEngine {
  const params = footballParams(input, goalsPerTeam);
  const grid = scoreGrid(0, 0, params.lambdaHome, params.lambdaAway, params.rho);
  const markets = footballMarkets(input.homeName, input.awayName, balancedHandicap(grid));
  let live: { plan: LivePlan; states: FootballState[] } | null = null;
  const getLive = () => (live ??= planFootball(input, params, markets));
  const marketFor = (leg: Leg): { market: FootballMarket; index: number } | null => {
    const market = markets.find(
      (m) => m.meta.marketId === leg.marketId && m.meta.specifier === leg.specifier,
    );
    if (!market || market.meta.customBetGroups.length === 0) return null;
    const index = market.meta.outcomes.findIndex((o) => o.id === leg.outcomeId);
    return index < 0 ? null : { market, index };
  };
  return {
    markets: markets.map((m) => m.meta),
    prematch: (drift) =>
      quoteMarkets(markets, distsFor(driftParams(input, params, drift), PREMATCH)),
    plan: () => getLive().plan,
    homeWinProbability: () => evaluate(grid, 3, (s) => threeWay(s.h - s.a)).fair[0] ?? 0,
    joint: (legs, index) => {
      const found = legs.map(marketFor);
      if (found.some((f) => f === null)) return null;
      let phase = PREMATCH;
      if (index >= 0) {
        const state = getLive().states[index];
        if (!state) return null;
        phase = state;
      }
      const cells = jointCells(params, phase);
      return jointOver(
        cells,
        found.map((f) => {
          const { market, index: outcome } = f as { market: FootballMarket; index: number };
          if (market.scope === 'htft') return (v: HtFt) => market.settle(v)[outcome] === WIN;
          const scope = market.scope;
          return (v: HtFt) => market.settle(scope === 'ft' ? v.ft : v.ht)[outcome] === WIN;
        }),
      );
    },
  };
}
