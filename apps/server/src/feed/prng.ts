// Seeded randomness for the feed. Every random draw in the simulation comes from a stream keyed
// by (seed, purpose, entity, ...), so a value never depends on how many draws happened before it
// elsewhere: the schedule of next week does not change because a goal was scored today, and a
// fast-forward over hours lands on exactly the state that one-second steps reach.

type Key = string | number;

/** 32-bit avalanche finaliser (MurmurHash3 fmix32). */
function fmix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a list of keys to an unsigned 32-bit integer (FNV-1a over the text, then fmix32). */
export function hashKeys(...parts: readonly Key[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = typeof part === 'number' ? `#${part}` : part;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x1f;
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** A small, fast PRNG (mulberry32) with the draws the models need. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [min, max], both inclusive. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** Real number in [min, max). */
  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Index drawn with the given (unnormalised) weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      x -= weights[i] ?? 0;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  /** Fisher-Yates shuffle into a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }

  /** Standard normal draw (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Poisson draw by inversion; the feed only needs small means. */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    let k = 0;
    let p = Math.exp(-mean);
    let cumulative = p;
    const u = this.next();
    while (u > cumulative && k < 200) {
      k += 1;
      p *= mean / k;
      cumulative += p;
    }
    return k;
  }
}

/** An independent stream for one purpose, e.g. `rngFor(seed, 'plan', matchUrn)`. */
export function rngFor(seed: number, ...parts: readonly Key[]): Rng {
  return new Rng(hashKeys(seed, ...parts));
}

/** One uniform number in [0, 1) for a key, without creating a stream. */
export function noise(seed: number, ...parts: readonly Key[]): number {
  return hashKeys(seed, ...parts) / 4294967296;
}
