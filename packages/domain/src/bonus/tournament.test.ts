import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../../testing';
import {
  maskEmail,
  poolContribution,
  poolShareGivenBack,
  rankStandings,
  splitPool,
} from './tournament';

const standing = (player: string, amount: number, reachedAt: number, tieBreak = 0) => ({
  player,
  farmedAmount: minor(amount),
  reachedAt,
  tieBreak,
});

describe('leaderboard', () => {
  it('orders by farmed amount, then whoever got there first', () => {
    const ranked = rankStandings([
      standing('late', 500, 20),
      standing('top', 900, 30),
      standing('early', 500, 10),
    ]);
    expect(ranked.map((r) => [r.player, r.position])).toEqual([
      ['top', 1],
      ['early', 2],
      ['late', 3],
    ]);
  });

  it('is a stable order whatever the input order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 5 }),
            at: fc.integer({ min: 0, max: 3 }),
          }),
          { maxLength: 30 },
        ),
        fc.integer(),
        (rows, seed) => {
          const standings = rows.map((r, i) => standing(`p${i}`, r.amount, r.at, i));
          const shuffled = [...standings].sort(
            (a, b) => ((a.tieBreak * 7919 + seed) % 31) - ((b.tieBreak * 7919 + seed) % 31),
          );
          expect(rankStandings(shuffled).map((r) => r.player)).toEqual(
            rankStandings(standings).map((r) => r.player),
          );
          const ranked = rankStandings(standings);
          ranked.forEach((r, i) => expect(r.position).toBe(i + 1));
        },
      ),
    );
  });
});

describe('prize pool', () => {
  it('splits by shares, remainder to first place', () => {
    expect(splitPool(minor(1001), [0.5, 0.3, 0.2], 3)).toEqual([501, 300, 200]);
    expect(splitPool(minor(100), [0.5, 0.25, 0.25], 3)).toEqual([50, 25, 25]);
    expect(splitPool(minor(10), [1 / 3, 1 / 3, 1 / 3], 3)).toEqual([4, 3, 3]);
  });

  it('pays the whole pool among fewer players than prizes', () => {
    expect(splitPool(minor(1000), [0.5, 0.3, 0.2], 2)).toEqual([625, 375]);
    expect(splitPool(minor(1000), [0.5, 0.3, 0.2], 0)).toEqual([]);
  });

  it('gives the pool to first place when every share is zero', () => {
    expect(splitPool(minor(70), [0, 0], 2)).toEqual([70, 0]);
  });

  it('always sums exactly to the pool, never a negative prize', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 100 }),
        fc.integer({ min: 1, max: 120 }),
        (pool, shares, players) => {
          const prizes = splitPool(minor(pool), shares, players);
          expect(prizes).toHaveLength(Math.min(shares.length, players));
          expect(prizes.reduce((s, p) => s + p, 0)).toBe(pool);
          prizes.forEach((p) => expect(p).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });

  it('grows by its share of a stake, rounded down', () => {
    expect(poolContribution(minor(1000), 0.05)).toBe(50);
    expect(poolContribution(minor(999), 0.05)).toBe(49);
    expect(poolContribution(minor(1000), 0)).toBe(0);
  });
});

describe('pool share of a settled bet', () => {
  it('leaves the pool for a voided bet only, and never once the prizes are paid', () => {
    expect(poolShareGivenBack(minor(50), 'void', false)).toBe(50);
    expect(poolShareGivenBack(minor(50), 'void', true)).toBe(0);
    expect(poolShareGivenBack(minor(50), 'counted', false)).toBe(0);
    expect(poolShareGivenBack(minor(50), 'cashed_out', false)).toBe(0);
  });
});

describe('masked e-mail', () => {
  it('keeps two characters of the name and the domain, and the top-level domain', () => {
    expect(maskEmail('john.doe@example.com')).toBe('jo***@ex***.com');
    expect(maskEmail('a@b.de')).toBe('a***@b***.de');
    expect(maskEmail('nobody')).toBe('no***');
  });
});
