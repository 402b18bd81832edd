// Answers read from the database and kept in memory for a moment, for reads that only decide
// whether to look further: the transaction that moves money reads again what it counts on. A
// failed read is not kept; a lifetime of 0 reads every time.

export class TimedCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    /** Wall-clock milliseconds for the lifetime (tests' manual clocks move business time only). */
    private readonly wallClock: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** The answer for `key`: from memory when read within the lifetime, else from `read`. */
  get(key: K, read: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return read();
    const at = this.wallClock();
    const cached = this.entries.get(key);
    if (cached && at - cached.at < this.ttlMs) return cached.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = read();
    this.entries.set(key, { at, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Everything is read again next time. */
  clear(): void {
    this.entries.clear();
  }
}
