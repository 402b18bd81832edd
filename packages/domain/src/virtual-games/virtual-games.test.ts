import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/money';
import { oddsFromWire } from '../odds/odds';
import {
  VIRTUAL_GAME_KINDS,
  VIRTUAL_MARGIN,
  checkVirtualStake,
  virtualOdds,
  virtualPayout,
  virtualRoundCard,
  virtualRoundResult,
} from './virtual-games';

describe('virtual game cards', () => {
  it.each(VIRTUAL_GAME_KINDS)('gives a %s round the same card for the same seed', (kind) => {
    expect(virtualRoundCard(kind, 'seed-a')).toEqual(virtualRoundCard(kind, 'seed-a'));
  });

  it('runs six different horses whose chances add up to one', () => {
    const card = virtualRoundCard('horse_racing', 'race-1');
    expect(card.outcomes).toHaveLength(6);
    expect(new Set(card.outcomes.map((o) => o.name)).size).toBe(6);
    const total = card.outcomes.reduce((sum, o) => sum + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('draws another field of runners from another seed', () => {
    const names = (seed: string) =>
      virtualRoundCard('horse_racing', seed)
        .outcomes.map((o) => o.name)
        .join();
    expect(names('race-1')).not.toBe(names('race-2'));
  });

  it.each(VIRTUAL_GAME_KINDS)(
    'never offers a %s price above the fair one less the margin',
    (kind) => {
      for (let round = 0; round < 50; round += 1) {
        for (const outcome of virtualRoundCard(kind, `round-${round}`).outcomes) {
          expect(outcome.odds * outcome.probability).toBeLessThanOrEqual(1 - VIRTUAL_MARGIN + 1e-9);
        }
      }
    },
  );
});

describe('virtual odds', () => {
  it('offers 3.68 for a quarter chance and floors to the cent', () => {
    expect(virtualOdds(0.25)).toBe(3.68);
    expect(virtualOdds(1 / 12)).toBe(11.04);
  });

  it('keeps a near-certain outcome at 1.01 and a long shot at the cap of 40', () => {
    expect(virtualOdds(0.99)).toBe(1.01);
    expect(virtualOdds(0.001)).toBe(40);
  });

  it('refuses a chance outside (0, 1]', () => {
    expect(() => virtualOdds(0)).toThrow(RangeError);
    expect(() => virtualOdds(1.5)).toThrow(RangeError);
  });
});

describe('virtual results', () => {
  it('places every runner once and recomputes the same order from the seed', () => {
    const card = virtualRoundCard('horse_racing', 'audit');
    const order = virtualRoundResult(card, 'audit');
    expect([...order].sort()).toEqual(card.outcomes.map((o) => o.id).sort());
    expect(virtualRoundResult(card, 'audit')).toEqual(order);
  });

  it('lets each ball of the lottery win about as often as its chance over many draws', () => {
    const wins = new Map<string, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i += 1) {
      const seed = `draw-${i}`;
      const [winner] = virtualRoundResult(virtualRoundCard('lotteries', seed), seed);
      wins.set(winner as string, (wins.get(winner as string) ?? 0) + 1);
    }
    expect(wins.size).toBe(12);
    for (const count of wins.values()) {
      // 500 expected; 5 standard deviations is about ±108.
      expect(Math.abs(count - draws / 12)).toBeLessThan(110);
    }
  });

  it('lets the favourite of a lopsided duel win about as often as its chance', () => {
    let favouriteWins = 0;
    let expected = 0;
    const rounds = 4000;
    for (let i = 0; i < rounds; i += 1) {
      const seed = `duel-${i}`;
      const card = virtualRoundCard('virtual_gaming_arena', seed);
      const [first] = virtualRoundResult(card, seed);
      expected += card.outcomes[0]?.probability ?? 0;
      if (first === 'o1') favouriteWins += 1;
    }
    expect(Math.abs(favouriteWins - expected)).toBeLessThan(5 * Math.sqrt(rounds * 0.25));
  });
});

describe('virtual payouts and stakes', () => {
  it('pays a winning stake times the odds floored to the cent, a losing one nothing', () => {
    expect(virtualPayout(minorUnits(333), oddsFromWire(1.5), true)).toBe(499);
    expect(virtualPayout(minorUnits(1000), oddsFromWire(3.68), true)).toBe(3680);
    expect(virtualPayout(minorUnits(1000), oddsFromWire(3.68), false)).toBe(0);
  });

  it('refuses a stake below the minimum, above the maximum or past the balance', () => {
    const base = { balance: 5000, min: 10, max: 100_000, stakesInRound: 0 };
    expect(checkVirtualStake({ ...base, stake: 9 })).toEqual({
      ok: false,
      code: 'error.virtual.stake_below_min',
      min: 10,
    });
    expect(checkVirtualStake({ ...base, stake: 100_001 }).ok).toBe(false);
    expect(checkVirtualStake({ ...base, stake: 5001 })).toEqual({
      ok: false,
      code: 'error.virtual.insufficient_balance',
    });
    expect(checkVirtualStake({ ...base, stake: 5000 })).toEqual({ ok: true });
  });

  it('refuses a ninth stake on one round', () => {
    expect(
      checkVirtualStake({ stake: 10, balance: 100, min: 10, max: 100, stakesInRound: 8 }).ok,
    ).toBe(false);
  });
});
