import { describe, expect, it } from 'vitest';
import { Stream } from './stream';

function filled(size: number, ttlMs: number, count: number, start = 0) {
  const stream = new Stream(size, ttlMs);
  for (let n = 0; n < count; n += 1) {
    const offset = stream.next(start + n);
    stream.store({ offset, time: start + n, json: `{"offset":${offset}}` });
  }
  return stream;
}

describe('channel stream (history and recovery positions)', () => {
  it('numbers publications from 1 and keeps the last `size` of them', () => {
    const stream = filled(3, 0, 5);
    expect(stream.top).toBe(5);
    expect(stream.all(10).map((p) => p.offset)).toEqual([3, 4, 5]);
  });

  it('recovers the publications after a known position', () => {
    const stream = filled(10, 0, 5);
    const since = stream.since(2, stream.epoch, 10);
    expect(since.ok && since.publications.map((p) => p.offset)).toEqual([3, 4, 5]);
    expect(stream.since(5, stream.epoch, 10)).toEqual({ ok: true, publications: [] });
  });

  it('refuses recovery from another epoch, a trimmed position or a future offset', () => {
    const stream = filled(3, 0, 5);
    expect(stream.since(4, 'other', 10)).toEqual({ ok: false, reason: 'epoch' });
    expect(stream.since(1, stream.epoch, 10)).toEqual({ ok: false, reason: 'trimmed' });
    expect(stream.since(2, stream.epoch, 10).ok).toBe(true);
    expect(stream.since(9, stream.epoch, 10)).toEqual({ ok: false, reason: 'trimmed' });
  });

  it('drops publications past their TTL, which makes older positions unrecoverable', () => {
    const stream = filled(10, 100, 5, 1000); // times 1000..1004
    expect(stream.all(1102).map((p) => p.offset)).toEqual([4, 5]);
    expect(stream.since(2, stream.epoch, 1102)).toEqual({ ok: false, reason: 'trimmed' });
    expect(stream.since(3, stream.epoch, 1102).ok).toBe(true);
  });

  it('gives every stream its own epoch', () => {
    expect(new Stream(1, 0).epoch).not.toBe(new Stream(1, 0).epoch);
  });
});
