// Small numeric helpers shared by the sport models.

/** Poisson probabilities P(X = k) for k = 0..max. */
export function poissonPmf(mean: number, max: number): number[] {
  const out = new Array<number>(max + 1);
  if (mean <= 0) {
    out.fill(0);
    out[0] = 1;
    return out;
  }
  let p = Math.exp(-mean);
  out[0] = p;
  for (let k = 1; k <= max; k += 1) {
    p *= mean / k;
    out[k] = p;
  }
  return out;
}

/** Error function (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7). */
export function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * ax);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-ax * ax);
  return sign * y;
}

/** Standard normal cumulative distribution. */
export function normalCdf(x: number): number {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

/**
 * Integer-valued normal approximation: P(X = k) for k in [lo, hi], using the continuity
 * correction, renormalised to sum to one over the range.
 */
export function discreteNormal(
  mean: number,
  sd: number,
  lo: number,
  hi: number,
): { value: number; p: number }[] {
  const out: { value: number; p: number }[] = [];
  if (sd <= 1e-9) {
    const k = Math.min(hi, Math.max(lo, Math.round(mean)));
    return [{ value: k, p: 1 }];
  }
  let total = 0;
  let prev = normalCdf((lo - 0.5 - mean) / sd);
  for (let k = lo; k <= hi; k += 1) {
    const next = normalCdf((k + 0.5 - mean) / sd);
    const p = next - prev;
    prev = next;
    if (p > 0) {
      out.push({ value: k, p });
      total += p;
    }
  }
  if (total <= 0) return [{ value: Math.min(hi, Math.max(lo, Math.round(mean))), p: 1 }];
  for (const cell of out) cell.p /= total;
  return out;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function logit(p: number): number {
  const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
  return Math.log(q / (1 - q));
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `mm:ss` from seconds (minutes may exceed 59, e.g. `93:10`). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}
