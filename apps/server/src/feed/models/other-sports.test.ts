import { describe, expect, it } from 'vitest';
import { createBasketballEngine } from './basketball';
import { createCricketEngine } from './cricket';
import type { FixtureModelInput, MatchEngine } from './engine';
import { Cs2Map, createEsportsEngine } from './esports';
import { createIceHockeyEngine } from './ice-hockey';

const base: FixtureModelInput = {
  seed: 9,
  urnId: 'x:match:1',
  start: Date.UTC(2026, 2, 14, 18),
  homeName: 'Home',
  awayName: 'Away',
  homeRating: 0,
  awayRating: 0,
  profile: { sport: 'football', goalsPerTeam: 1 },
  bestOf: 3,
  homeAdvantage: true,
};

const sports: [string, (i: FixtureModelInput) => MatchEngine, number, number][] = [
  ['basketball (NBA)', (i) => createBasketballEngine(i, 12, 2.08), 6, 0],
  ['basketball (EuroLeague)', (i) => createBasketballEngine(i, 10, 1.8), 2, 0],
  ['ice hockey', (i) => createIceHockeyEngine(i, 3.05), 82, 75],
  ['cricket T20', (i) => createCricketEngine(i, 't20'), 86, 80],
  ['cricket ODI', (i) => createCricketEngine(i, 'odi'), 90, 78],
  ['CS2', (i) => createEsportsEngine(i, 'cs2'), 1820, 1700],
  ['Dota 2', (i) => createEsportsEngine(i, 'dota-2'), 1800, 1700],
  [
    'League of Legends best of 5',
    (i) => createEsportsEngine({ ...i, bestOf: 5 }, 'league-of-legends'),
    1900,
    1800,
  ],
];

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe.each(sports)('%s model', (_name, make, homeRating, awayRating) => {
  const engines = Array.from({ length: 6 }, (_, k) =>
    make({ ...base, urnId: `x:match:${k}`, seed: k, homeRating, awayRating }),
  );

  it('prices the main market with fair probabilities that add up to one, favouring the stronger side', () => {
    for (const engine of engines) {
      const main = engine.markets.reduce(
        (best, m, i) => (m.priority < (engine.markets[best]?.priority ?? 99) ? i : best),
        0,
      );
      const fair = engine.prematch(0)[main]?.fair ?? [];
      expect(sum(fair)).toBeCloseTo(1, 10);
      expect(fair[0]).toBeGreaterThan(fair[fair.length - 1] as number);
    }
  });

  it('has every two-way line priced between 0 and 1 with the sides adding up to one', () => {
    const engine = engines[0] as MatchEngine;
    engine.prematch(0).forEach((q, i) => {
      const meta = engine.markets[i];
      if (meta?.outcomes.length !== 2) return;
      expect(sum(q.fair)).toBeCloseTo(1, 10);
    });
  });

  it('plays to the end and settles every market', () => {
    for (const engine of engines) {
      const plan = engine.plan();
      const last = plan.checkpoints.length - 1;
      expect(plan.checkpoints[last]?.final).toBe(true);
      for (let i = 1; i < plan.checkpoints.length; i += 1) {
        expect(plan.checkpoints[i]?.at).toBeGreaterThanOrEqual(plan.checkpoints[i - 1]?.at ?? 0);
      }
      const quotes = plan.quote(last);
      quotes.forEach((q, i) =>
        expect(
          q.decided,
          `${engine.markets[i]?.marketId} ${engine.markets[i]?.specifier}`,
        ).not.toBeNull(),
      );
      const stats = plan.statistics(last);
      const winnerMarket = engine.markets.findIndex((m) =>
        [186, 219, 340, 406].includes(m.marketId),
      );
      expect(quotes[winnerMarket]?.decided?.[0]).toBe(plan.winner === 'home' ? 'win' : 'lose');
      const { home, away } = stats.total_score;
      // Level totals only happen in cricket, where a super over decides.
      if (home !== away) expect(plan.winner).toBe(home > away ? 'home' : 'away');
    }
  });
});

describe('CS2 map model', () => {
  it('is even for even teams and decided at 13 rounds or after overtime', () => {
    expect(new Cs2Map(0.5).win(0, 0)).toBeCloseTo(0.5, 10);
    expect(Cs2Map.decided(13, 7)).toBe(1);
    expect(Cs2Map.decided(12, 12)).toBeNull();
    expect(Cs2Map.decided(16, 14)).toBe(1);
    expect(Cs2Map.decided(15, 15)).toBeNull();
    expect(Cs2Map.decided(15, 19)).toBe(0);
  });

  it('gives the round leader the better chance', () => {
    const map = new Cs2Map(0.5);
    expect(map.win(10, 5)).toBeGreaterThan(0.9);
    expect(map.win(13, 14)).toBeLessThan(0.5);
  });
});
