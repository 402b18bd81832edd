// A cache of serialised GET answers. Catalog reads are the hot path (every page load lists
// matches with their featured markets) while the catalog only changes when the feed runner
// commits a tick, so one answer is computed once per tick and then sent as bytes; the gzip form
// is made once too, off the main thread, for clients that accept it.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Clock } from '../shared/clock';

const gzipAsync = promisify(gzip);

/** Bodies smaller than this are not worth compressing. */
const MIN_GZIP_BYTES = 1024;

export interface ResponseCacheOptions {
  /** Longest life of an entry; bounds staleness when no in-process writer invalidates. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  clock?: Clock;
}

/** What a serialiser produces (Fastify's `reply.serialize` may answer any of these). */
export type Serialized = string | Buffer | ArrayBuffer;

const toBuffer = (value: Serialized): Buffer =>
  typeof value === 'string'
    ? Buffer.from(value)
    : Buffer.isBuffer(value)
      ? value
      : Buffer.from(value);

/** One cached answer: its bytes, and its gzip form made on first demand. */
export class CachedBody {
  private gzipped: Promise<Buffer | null> | undefined;

  constructor(readonly identity: Buffer) {}

  /** The gzip bytes, or null when the body is too small to bother. */
  gzip(): Promise<Buffer | null> {
    this.gzipped ??=
      this.identity.length < MIN_GZIP_BYTES
        ? Promise.resolve(null)
        : gzipAsync(this.identity, { level: 6 });
    return this.gzipped;
  }
}

interface Entry {
  expiresAt: number;
  value: Promise<CachedBody>;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.maxEntries = options.maxEntries ?? 2000;
    const clock = options.clock;
    this.now = clock ? () => clock.now().getTime() : () => Date.now();
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached answer for `key`, or the result of `load` (shared by concurrent callers, so a
   * burst of identical requests runs one query). Failed loads are not cached.
   */
  get(key: string, load: () => Promise<Serialized>): Promise<CachedBody> {
    const compute = () => load().then((value) => new CachedBody(toBuffer(value)));
    if (!this.enabled) return compute();
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;

    const value = compute();
    const entry: Entry = { expiresAt: now + this.options.ttlMs, value };
    if (cached) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry (the catalog changed). Loads in flight are not stored afterwards. */
  invalidate(): void {
    this.entries.clear();
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

/** True when an Accept-Encoding header admits gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
