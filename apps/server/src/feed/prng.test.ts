import { describe, expect, it } from 'vitest';
import { hashKeys, noise, Rng, rngFor } from './prng';

describe('seeded randomness', () => {
  it('gives the same stream for the same keys and a different one for other keys', () => {
    const a = rngFor(1, 'plan', 'sr:match:1');
    const b = rngFor(1, 'plan', 'sr:match:1');
    const c = rngFor(2, 'plan', 'sr:match:1');
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs);
  });

  it('keeps key parts apart (no accidental concatenation collisions)', () => {
    expect(hashKeys('ab', 'c')).not.toBe(hashKeys('a', 'bc'));
    expect(hashKeys(1, 23)).not.toBe(hashKeys(12, 3));
  });

  it('draws uniforms in [0, 1) with a plausible mean', () => {
    const rng = new Rng(7);
    let total = 0;
    let min = 1;
    let max = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const x = rng.next();
      min = Math.min(min, x);
      max = Math.max(max, x);
      total += x;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(total / 20_000).toBeCloseTo(0.5, 1);
    expect(noise(3, 'x')).toBe(noise(3, 'x'));
  });

  it('draws Poisson counts with the requested mean', () => {
    const rng = new Rng(11);
    let total = 0;
    for (let i = 0; i < 20_000; i += 1) total += rng.poisson(2.7);
    expect(total / 20_000).toBeCloseTo(2.7, 1);
  });
});
