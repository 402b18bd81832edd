import { describe, expect, it } from 'vitest';
import type { FixtureModelInput } from './engine';
import { createTennisEngine, gameWin } from './tennis';

const input = (overrides: Partial<FixtureModelInput> = {}): FixtureModelInput => ({
  seed: 3,
  urnId: 'sr:match:900',
  start: Date.UTC(2026, 2, 16, 12),
  homeName: 'Jannik Sinner',
  awayName: 'Casper Ruud',
  homeRating: 2250,
  awayRating: 1940,
  profile: { sport: 'tennis', tour: 'atp' },
  bestOf: 3,
  homeAdvantage: false,
  ...overrides,
});

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('tennis scoring chain', () => {
  it('wins a game on serve half the time with an even point probability', () => {
    expect(gameWin(0.5, 0, 0)).toBeCloseTo(0.5, 12);
  });

  it('holds serve about 80% of the time when winning 63% of service points', () => {
    expect(gameWin(0.63, 0, 0)).toBeGreaterThan(0.78);
    expect(gameWin(0.63, 0, 0)).toBeLessThan(0.84);
  });

  it('treats deuce and 30-30 alike', () => {
    expect(gameWin(0.6, 3, 3)).toBeCloseTo(gameWin(0.6, 2, 2), 12);
  });
});

describe('tennis markets', () => {
  const engine = createTennisEngine(input(), 'atp');
  const quotes = engine.prematch(0);
  const fair = (marketId: number, specifier = '') =>
    quotes[engine.markets.findIndex((m) => m.marketId === marketId && m.specifier === specifier)]
      ?.fair ?? [];

  it('makes the match winner the sum of the set-betting scores', () => {
    const [w20, w21, l12, l02] = fair(199) as [number, number, number, number];
    expect(sum([w20, w21, l12, l02])).toBeCloseTo(1, 10);
    expect(fair(186)[0]).toBeCloseTo(w20 + w21, 10);
    expect(fair(188, 'hcp=-1.5')[0]).toBeCloseTo(w20, 10);
    expect(fair(188, 'hcp=1.5')[1]).toBeCloseTo(l02, 10);
  });

  it('favours the higher-rated player', () => {
    expect(fair(186)[0]).toBeGreaterThan(0.7);
    expect(engine.homeWinProbability()).toBeGreaterThan(0.7);
  });

  it('moves total games monotonically along the lines', () => {
    const lines = engine.markets
      .filter((m) => m.marketId === 189)
      .map((m) => fair(189, m.specifier)[0] as number);
    for (let i = 1; i < lines.length; i += 1) expect(lines[i]).toBeLessThan(lines[i - 1] as number);
  });

  it('plays point by point to a settled result, with the server shown', () => {
    const plan = engine.plan();
    const mid = plan.statistics(Math.floor(plan.checkpoints.length / 2));
    expect(mid.current_server === 'home' || mid.current_server === 'away').toBe(true);
    expect(mid.game_score).not.toBeNull();
    const last = plan.checkpoints.length - 1;
    const final = plan.statistics(last);
    expect(Math.max(final.total_score.home, final.total_score.away)).toBe(2);
    const decided = plan.quote(last).map((q) => q.decided);
    expect(decided.every((d) => d !== null)).toBe(true);
    const winner = decided[engine.markets.findIndex((m) => m.marketId === 186)];
    expect(winner?.[0]).toBe(plan.winner === 'home' ? 'win' : 'lose');
  });
});
