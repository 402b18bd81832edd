// The live campaigns placement reads on every bet (is a freebet-progress campaign running?),
// kept in memory for a moment the way `betting/line-cache.ts` keeps catalog lines. The
// operator's changes to a campaign drop it at once in this process; another process sees them
// within `LIVE_CAMPAIGN_CACHE_MS`. Nothing is paid from it: placement's transaction reads the
// campaigns it counts for again (freebet progress), so a cached list only decides whether to look.

import { TimedCache } from '../../shared/timed-cache';

/** How long placement may use a live-campaign list read before. */
export const LIVE_CAMPAIGN_CACHE_MS = 1000;

interface Dated {
  validFrom: Date;
  validTo: Date | null;
}

export class LiveCampaignCache<Row extends Dated> {
  private readonly lists: TimedCache<string, Row[]>;

  constructor(
    private readonly read: (types: readonly string[], now: Date) => Promise<Row[]>,
    ttlMs = LIVE_CAMPAIGN_CACHE_MS,
    /** Wall-clock milliseconds for the lifetime (tests' manual clocks move business time only). */
    wallClock: () => number = Date.now,
  ) {
    this.lists = new TimedCache(ttlMs, wallClock);
  }

  /** The campaigns of these types live at `now`; from memory when read within the lifetime. */
  async get(types: readonly string[], now: Date): Promise<Row[]> {
    const rows = await this.lists.get([...types].sort().join(','), () => this.read(types, now));
    // A campaign may have started or expired since the list was read: filter by `now`.
    return rows.filter(
      (row) => row.validFrom <= now && (row.validTo === null || row.validTo > now),
    );
  }

  /** The operator changed a campaign: read again next time. */
  invalidate(): void {
    this.lists.clear();
  }
}
