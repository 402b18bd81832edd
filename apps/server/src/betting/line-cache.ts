// What placement validation reads again and again, kept in memory: catalog lines for a moment,
// a player's accounts (ids and currencies never change) and the currencies (seeded by migration).
import {
  type AccountBalance,
  type BettingRepository,
  type CatalogLine,
  type LineKey,
  lineKey,
} from './betting-repository';
import { TimedCache } from '../shared/timed-cache';

/** How long validation may use a catalog line read before (the writer re-checks it). */
export const LINE_CACHE_MS = 1000;

/**
 * Catalog lines for validation, from memory when read in the last `LINE_CACHE_MS`. A cached
 * price never reaches the ledger unchecked: the writer compares every line's state with the
 * database inside the batch and sends the placement back when it moved.
 */
export class LineCache {
  private readonly lines = new Map<string, { at: number; line: CatalogLine }>();
  /**
   * Reads under way, per line: a placement that misses a line another placement is reading
   * already waits for that read instead of sending its own (when a line expires under load,
   * every placement on it misses at once). What it gets was read after it asked.
   */
  private readonly reading = new Map<string, Promise<Map<string, CatalogLine>>>();

  constructor(private readonly repository: BettingRepository) {}

  async get(keys: readonly LineKey[], fresh: boolean): Promise<Map<string, CatalogLine>> {
    const now = Date.now();
    const lines = new Map<string, CatalogLine>();
    const missing: LineKey[] = [];
    const reads = new Set<Promise<Map<string, CatalogLine>>>();
    for (const key of keys) {
      const id = lineKey(key);
      const cached = fresh ? undefined : this.lines.get(id);
      if (cached && now - cached.at < LINE_CACHE_MS) {
        lines.set(id, cached.line);
        continue;
      }
      // A fresh read must start after the call: it joins no read under way.
      const underWay = fresh ? undefined : this.reading.get(id);
      if (underWay) reads.add(underWay);
      else missing.push(key);
    }
    if (missing.length > 0) reads.add(this.read(missing));
    for (const read of await Promise.all(reads)) {
      for (const key of keys) {
        const id = lineKey(key);
        const line = read.get(id);
        if (line && !lines.has(id)) lines.set(id, line);
      }
    }
    return lines;
  }

  private read(keys: readonly LineKey[]): Promise<Map<string, CatalogLine>> {
    const ids = keys.map(lineKey);
    // Counted from before the read, so a line is never kept longer than read-time + lifetime.
    const at = Date.now();
    const read = this.repository.findLines(keys).then((found) => {
      if (this.lines.size > 50_000) this.lines.clear();
      for (const [id, line] of found) this.lines.set(id, { at, line });
      return found;
    });
    for (const id of ids) this.reading.set(id, read);
    const done = () => {
      for (const id of ids) if (this.reading.get(id) === read) this.reading.delete(id);
    };
    read.then(done, done);
    return read;
  }

  forget(keys: readonly LineKey[]): void {
    for (const key of keys) this.lines.delete(lineKey(key));
  }
}

/**
 * A player's accounts without balances, kept in memory: an account's id and currency never
 * change and accounts are never removed, so only a currency not seen yet needs a read.
 */
export class AccountCache {
  private readonly accounts = new Map<number, AccountBalance[]>();

  constructor(private readonly repository: BettingRepository) {}

  async of(playerId: number, currencies: readonly string[]): Promise<AccountBalance[]> {
    const cached = this.accounts.get(playerId);
    if (cached && currencies.every((code) => cached.some((a) => a.currency === code))) {
      return cached;
    }
    const accounts = await this.repository.listAccounts(playerId, false);
    if (this.accounts.size > 10_000) this.accounts.clear();
    this.accounts.set(playerId, accounts);
    return accounts;
  }
}

export type CurrencyFacts = { code: string; subunits: number; fiat: boolean };

/** Currencies are seeded by migration and never change while the server runs. */
export class CurrencyCache {
  private list: Promise<CurrencyFacts[]> | null = null;

  constructor(private readonly repository: BettingRepository) {}

  all(): Promise<CurrencyFacts[]> {
    this.list ??= this.repository.listCurrencies().catch((error: unknown) => {
      this.list = null;
      throw error;
    });
    return this.list;
  }

  async subunits(): Promise<Map<string, number>> {
    return new Map((await this.all()).map((c) => [c.code, c.subunits]));
  }
}

/** How long validation may use a player's "has money limits" answer read before. */
export const LIMIT_PRESENCE_CACHE_MS = 5000;

/**
 * Whether a player has a wager, loss or deposit limit in force, kept in memory for a moment:
 * validation asks it on every placement only to give an early answer (before an in-play delay)
 * when the stakes would pass a limit. Nothing depends on it for money: the writer measures
 * every account's limits again in the batch's transaction, after the account lock, so a limit
 * set a moment ago still refuses the stake (code 150), only from the writer.
 */
export class LimitPresenceCache {
  private readonly cache: TimedCache<number, boolean>;

  constructor(
    private readonly read: (playerId: number) => Promise<boolean>,
    ttlMs = LIMIT_PRESENCE_CACHE_MS,
  ) {
    this.cache = new TimedCache(ttlMs);
  }

  has(playerId: number): Promise<boolean> {
    return this.cache.get(playerId, () => this.read(playerId));
  }
}
