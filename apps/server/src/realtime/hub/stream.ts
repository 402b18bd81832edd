// A channel's publication stream: monotonically increasing offsets under one epoch, plus a
// bounded history (size and TTL), as Centrifugo's memory engine keeps it. The epoch is a random
// per-process prefix plus a per-stream counter: a restarted process (history lost) or a stream
// forgotten and created again gives clients `recovered: false`, and they reload a snapshot
// instead of trusting stale offsets. No syscall per new channel.

import { randomBytes } from 'node:crypto';

export interface StoredPublication {
  offset: number;
  /** Milliseconds since the epoch, for the TTL. */
  time: number;
  /** The publication object as JSON (`{"data":...,"offset":n}`), serialised once. */
  json: string;
}

export type SinceOutcome =
  { ok: true; publications: StoredPublication[] } | { ok: false; reason: 'epoch' | 'trimmed' };

const processEpoch = randomBytes(6).toString('base64url');
let streamsCreated = 0;

export class Stream {
  readonly epoch = `${processEpoch}${(streamsCreated++).toString(36)}`;
  /** Offset of the latest publication (0 before the first). */
  top = 0;
  lastActivity = Date.now();
  private items: StoredPublication[] = [];

  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
  ) {}

  /** Takes the next offset; stores the publication when history is on. */
  next(now: number): number {
    this.top += 1;
    this.lastActivity = now;
    return this.top;
  }

  store(publication: StoredPublication): void {
    if (this.size <= 0) return;
    this.items.push(publication);
    if (this.items.length > this.size) this.items.shift();
  }

  /** Drops publications past their TTL. */
  trim(now: number): void {
    if (this.ttlMs <= 0) return;
    let drop = 0;
    while (drop < this.items.length && now - this.items[drop]!.time >= this.ttlMs) drop += 1;
    if (drop > 0) this.items.splice(0, drop);
  }

  /** Every kept publication, oldest first. */
  all(now: number): StoredPublication[] {
    this.trim(now);
    return this.items;
  }

  /**
   * Publications after `offset` in `epoch`: the recovery read. Fails when the epoch differs
   * or when the publication right after `offset` is no longer kept.
   */
  since(offset: number, epoch: string, now: number): SinceOutcome {
    if (epoch !== this.epoch) return { ok: false, reason: 'epoch' };
    if (offset > this.top) return { ok: false, reason: 'trimmed' };
    if (offset === this.top) return { ok: true, publications: [] };
    const items = this.all(now);
    const first = items[0];
    if (!first || first.offset > offset + 1) return { ok: false, reason: 'trimmed' };
    return { ok: true, publications: items.slice(offset + 1 - first.offset) };
  }
}
