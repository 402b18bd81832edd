import { describe, expect, it } from 'vitest';
import { resultName } from '../settlement';
import * as rules from '../settlement';
import type { FixtureModelInput } from './engine';
import { createFootballEngine, footballParams, scoreGrid } from './football';

const input = (overrides: Partial<FixtureModelInput> = {}): FixtureModelInput => ({
  seed: 5,
  urnId: 'sr:match:1',
  start: Date.UTC(2026, 2, 14, 15),
  homeName: 'Liverpool',
  awayName: 'Everton',
  homeRating: 88,
  awayRating: 73,
  profile: { sport: 'football', goalsPerTeam: 1.42 },
  bestOf: 0,
  homeAdvantage: true,
  ...overrides,
});

/** Fair probabilities of every market at kick-off (base model, no prematch drift). */
function kickOff(overrides: Partial<FixtureModelInput> = {}) {
  const engine = createFootballEngine(input(overrides), 1.42);
  const quotes = engine.plan().quote(0);
  const fair = (marketId: number, specifier = '') => {
    const i = engine.markets.findIndex((m) => m.marketId === marketId && m.specifier === specifier);
    expect(i, `market ${marketId} ${specifier}`).toBeGreaterThanOrEqual(0);
    return quotes[i]?.fair ?? [];
  };
  const params = footballParams(input(overrides), 1.42);
  const grid = scoreGrid(0, 0, params.lambdaHome, params.lambdaAway, params.rho);
  const gridP = (test: (h: number, a: number) => boolean) =>
    grid.cells.filter((c) => test(c.v.h, c.v.a)).reduce((s, c) => s + c.p, 0);
  return { engine, fair, gridP };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('football model: one score distribution behind every market', () => {
  it('gives a fair 1X2 that adds up to one, favouring the stronger home side', () => {
    const { fair } = kickOff();
    const [home, draw, away] = fair(1);
    expect(sum(fair(1))).toBeCloseTo(1, 12);
    expect(home).toBeGreaterThan(away as number);
    expect(draw).toBeGreaterThan(0.15);
  });

  it('prices over 2.5 goals as the tail of the score grid', () => {
    const { fair, gridP } = kickOff();
    expect(fair(18, 'total=2.5')[0]).toBeCloseTo(
      gridP((h, a) => h + a >= 3),
      10,
    );
    expect(fair(18, 'total=0.5')[1]).toBeCloseTo(
      gridP((h, a) => h + a === 0),
      10,
    );
  });

  it('makes double chance the sum of the matching 1X2 outcomes', () => {
    const { fair } = kickOff();
    const [h, d, a] = fair(1) as [number, number, number];
    const [hd, ha, da] = fair(10);
    expect(hd).toBeCloseTo(h + d, 12);
    expect(ha).toBeCloseTo(h + a, 12);
    expect(da).toBeCloseTo(d + a, 12);
  });

  it('prices draw no bet as 1X2 without the draw', () => {
    const { fair } = kickOff();
    const [h, , a] = fair(1) as [number, number, number];
    expect(fair(11)[0]).toBeCloseTo(h / (h + a), 12);
  });

  it('agrees between both teams to score, the correct-score grid and team totals', () => {
    const { fair, gridP } = kickOff();
    expect(fair(29)[0]).toBeCloseTo(
      gridP((h, a) => h > 0 && a > 0),
      10,
    );
    const cs = fair(41);
    expect(cs[0]).toBeCloseTo(
      gridP((h, a) => h === 0 && a === 0),
      10,
    ); // 0:0
    expect(cs[6]).toBeCloseTo(
      gridP((h, a) => h === 1 && a === 1),
      10,
    ); // 1:1
    expect(sum(cs)).toBeCloseTo(1, 10);
    // BTTS "no" = P(home blank) + P(away blank) - P(0:0)
    const homeBlank = fair(19, 'total=0.5')[1] as number;
    const awayBlank = fair(20, 'total=0.5')[1] as number;
    expect(fair(29)[1]).toBeCloseTo(homeBlank + awayBlank - (cs[0] as number), 10);
  });

  it('prices an even Asian handicap line near 50/50 and moves monotonically along the lines', () => {
    const { engine, fair } = kickOff();
    const lines = engine.markets.filter((m) => m.marketId === 16).map((m) => m.specifier);
    expect(lines).toHaveLength(9);
    const homeSide = lines.map((l) => fair(16, l)[0] as number);
    for (let i = 1; i < homeSide.length; i += 1)
      expect(homeSide[i]).toBeGreaterThan(homeSide[i - 1] as number);
    expect(Math.min(...homeSide.map((p) => Math.abs(p - 0.5)))).toBeLessThan(0.08);
  });

  it('makes halftime/fulltime agree with the 1X2 and the first-half 1X2', () => {
    const { fair } = kickOff();
    const htft = fair(47);
    const ft = fair(1);
    const ht = fair(60);
    for (let r = 0; r < 3; r += 1) {
      expect(htft[r * 3]! + htft[r * 3 + 1]! + htft[r * 3 + 2]!).toBeCloseTo(ht[r] as number, 5);
      expect(htft[r]! + htft[3 + r]! + htft[6 + r]!).toBeCloseTo(ft[r] as number, 5);
    }
  });

  it('joins legs for the bet builder from the same joint distribution', () => {
    const { engine, fair, gridP } = kickOff();
    const home = { marketId: 1, specifier: '', outcomeId: '1' };
    const over = { marketId: 18, specifier: 'total=2.5', outcomeId: '12' };
    const btts = { marketId: 29, specifier: '', outcomeId: '74' };
    expect(engine.joint?.([home], -1)).toBeCloseTo(fair(1)[0] as number, 5);
    expect(engine.joint?.([home, over], -1)).toBeCloseTo(
      gridP((h, a) => h > a && h + a >= 3),
      5,
    );
    const both = engine.joint?.([over, btts], -1) as number;
    expect(both).toBeLessThan(Math.min(fair(18, 'total=2.5')[0] as number, fair(29)[0] as number));
    // Asian handicaps can push, so they cannot join a bet builder.
    expect(
      engine.joint?.(
        [
          {
            marketId: 16,
            specifier: engine.markets.find((m) => m.marketId === 16)?.specifier ?? '',
            outcomeId: '1714',
          },
        ],
        -1,
      ),
    ).toBeNull();
  });
});

describe('football live plan', () => {
  const plans = Array.from({ length: 12 }, (_, i) => {
    const engine = createFootballEngine(input({ urnId: `sr:match:${100 + i}`, seed: i }), 1.42);
    return { engine, plan: engine.plan() };
  });

  it('settles every market at full time, consistently with the final score', () => {
    for (const { engine, plan } of plans) {
      const last = plan.checkpoints.length - 1;
      const stats = plan.statistics(last);
      const h = stats.total_score.home;
      const a = stats.total_score.away;
      const quotes = plan.quote(last);
      engine.markets.forEach((meta, i) => {
        const decided = quotes[i]?.decided;
        expect(decided, `${meta.marketId} ${meta.specifier}`).not.toBeNull();
        if (meta.marketId === 16) {
          const line = Number(meta.specifier.slice(4));
          expect(decided).toEqual(rules.handicap(h - a, line).map(resultName));
        }
        if (meta.marketId === 18) {
          const line = Number(meta.specifier.slice(6));
          expect(decided).toEqual(rules.overUnder(h + a, line).map(resultName));
        }
      });
    }
  });

  it('runs the clock within each half and keeps the score in step with the periods', () => {
    for (const { plan } of plans) {
      let seconds = -1;
      let half = 1;
      for (let i = 0; i < plan.checkpoints.length; i += 1) {
        const stats = plan.statistics(i);
        const clock = stats.clock;
        const [mm, ss] = (clock?.match_time ?? '00:00').split(':').map(Number);
        const now = (mm as number) * 60 + (ss as number);
        if (stats.period_score.length !== half) {
          half = stats.period_score.length;
          seconds = -1;
        }
        if (clock?.stopped) {
          // Half-time and full-time show the regular end of the half.
          expect(clock.match_time).toBe(half === 1 ? '45:00' : '90:00');
        } else {
          expect(now).toBeGreaterThanOrEqual(seconds);
          seconds = now;
        }
        const periods = stats.period_score.reduce(
          (s, p) => ({ h: s.h + p.home, a: s.a + p.away }),
          { h: 0, a: 0 },
        );
        expect(periods).toEqual({ h: stats.total_score.home, a: stats.total_score.away });
      }
      expect(plan.checkpoints.at(-1)?.final).toBe(true);
      expect(plan.finishedAt - (plan.checkpoints[0]?.at ?? 0)).toBeGreaterThan(105 * 60_000);
    }
  });

  it('suspends briefly on goals and settles the first half at half-time', () => {
    const withGoal = plans.find(({ plan }) => plan.checkpoints.some((c) => c.suspendUntil > 0));
    expect(withGoal).toBeDefined();
    const { engine, plan } = withGoal as (typeof plans)[number];
    const goal = plan.checkpoints.findIndex((c) => c.suspendUntil > 0);
    const point = plan.checkpoints[goal];
    expect((point?.suspendUntil ?? 0) - (point?.at ?? 0)).toBeGreaterThanOrEqual(6_000);
    const halfTime = Array.from({ length: plan.checkpoints.length }, (_, i) => i).find(
      (i) => plan.statistics(i).clock?.stopped && plan.statistics(i).period_score.length === 1,
    ) as number;
    const firstHalf = engine.markets.findIndex((m) => m.marketId === 60);
    expect(plan.quote(halfTime - 1)[firstHalf]?.decided).toBeNull();
    expect(plan.quote(halfTime)[firstHalf]?.decided).not.toBeNull();
  });

  it('settles a quarter-line Asian handicap with half results when the margin sits on it', () => {
    // Find a final where some quarter line is split; the results must be half_win / half_lose.
    let found = false;
    for (const { engine, plan } of plans) {
      const quotes = plan.quote(plan.checkpoints.length - 1);
      engine.markets.forEach((meta, i) => {
        if (meta.marketId !== 16 || Math.abs((Number(meta.specifier.slice(4)) * 4) % 2) !== 1)
          return;
        const decided = quotes[i]?.decided ?? [];
        if (decided.some((r) => r.startsWith('half'))) {
          found = true;
          expect([...decided].sort()).toEqual(['half_lose', 'half_win']);
        }
      });
    }
    expect(found).toBe(true);
  });
});
