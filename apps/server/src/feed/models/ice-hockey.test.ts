import { describe, expect, it } from 'vitest';
import type { FixtureModelInput } from './engine';
import { createIceHockeyEngine } from './ice-hockey';

const input = (seed: number): FixtureModelInput => ({
  seed,
  urnId: `sr:match:${seed}`,
  start: Date.UTC(2026, 2, 14, 0),
  homeName: 'Florida Panthers',
  awayName: 'Edmonton Oilers',
  homeRating: 84,
  awayRating: 84,
  profile: { sport: 'ice-hockey', goalsPerTeam: 3.05 },
  bestOf: 0,
  homeAdvantage: true,
});

describe('ice hockey overtime', () => {
  it('settles the regular-time 1X2 as a draw when the game goes to overtime, and the moneyline on the winner', () => {
    let seen = 0;
    for (let seed = 0; seed < 60 && seen < 3; seed += 1) {
      const engine = createIceHockeyEngine(input(seed), 3.05);
      const plan = engine.plan();
      const last = plan.checkpoints.length - 1;
      const stats = plan.statistics(last);
      if (stats.period_score.length <= 3) continue;
      seen += 1;
      const quotes = plan.quote(last);
      const oneX2 = quotes[engine.markets.findIndex((m) => m.marketId === 1)]?.decided;
      const moneyline = quotes[engine.markets.findIndex((m) => m.marketId === 406)]?.decided;
      expect(oneX2).toEqual(['lose', 'win', 'lose']);
      expect(moneyline).toEqual(plan.winner === 'home' ? ['win', 'lose'] : ['lose', 'win']);
      expect(stats.total_score.home).not.toBe(stats.total_score.away);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('prices the moneyline between the 1X2 home price and home-or-draw', () => {
    const engine = createIceHockeyEngine(input(1), 3.05);
    const quotes = engine.prematch(0);
    const [h, d] = quotes[engine.markets.findIndex((m) => m.marketId === 1)]?.fair as [
      number,
      number,
      number,
    ];
    const ml = quotes[engine.markets.findIndex((m) => m.marketId === 406)]?.fair[0] as number;
    expect(ml).toBeGreaterThan(h);
    expect(ml).toBeLessThan(h + d);
  });
});
