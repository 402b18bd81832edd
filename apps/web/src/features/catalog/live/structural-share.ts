// Keeps the old object wherever the new one is equal (spec section 4: match updates keep the
// old score objects when equal), so views and selections that hold them see no change.
export function shareEqual<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (typeof previous !== 'object' || typeof next !== 'object' || !previous || !next) return next;
  if (Array.isArray(previous) !== Array.isArray(next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, index) => shareEqual(previous[index], item));
    return previous.length === shared.length &&
      shared.every((item, index) => item === previous[index])
      ? previous
      : (shared as T);
  }
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    out[key] = shareEqual(before[key], after[key]);
    if (out[key] !== before[key] || !(key in before)) same = false;
  }
  return same ? previous : (out as T);
}
