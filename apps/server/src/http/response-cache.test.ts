import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../shared/clock';
import { gunzipSync } from 'node:zlib';
import { ResponseCache, acceptsGzip } from './response-cache';

describe('ResponseCache', () => {
  it('computes an answer once and serves the bytes afterwards', async () => {
    const cache = new ResponseCache({ ttlMs: 1000 });
    const load = vi.fn(async () => '{"a":1}');
    const [first, second] = await Promise.all([cache.get('/x', load), cache.get('/x', load)]);
    expect(first.identity.toString()).toBe('{"a":1}');
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('recomputes after the entry lives longer than its ttl', async () => {
    const clock = manualClock('2026-11-22T12:00:00Z');
    const cache = new ResponseCache({ ttlMs: 1000, clock });
    const load = vi.fn(async () => 'x');
    await cache.get('/x', load);
    clock.advance(999);
    await cache.get('/x', load);
    clock.advance(2);
    await cache.get('/x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when the catalog changes', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    const load = vi.fn(async () => 'x');
    await cache.get('/x', load);
    cache.invalidate();
    await cache.get('/x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    await expect(cache.get('/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    expect((await cache.get('/x', async () => 'ok')).identity.toString()).toBe('ok');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = vi.fn(async () => 'x');
    await cache.get('/a', load);
    await cache.get('/b', load);
    await cache.get('/c', load);
    expect(cache.size).toBe(2);
    await cache.get('/a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('passes through when disabled with a ttl of 0', async () => {
    const cache = new ResponseCache({ ttlMs: 0 });
    const load = vi.fn(async () => 'x');
    await cache.get('/x', load);
    await cache.get('/x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('gzip answers', () => {
  it('compresses a large answer once and leaves small ones alone', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    const text = JSON.stringify({ data: 'odds '.repeat(1000) });
    const body = await cache.get('/big', async () => text);
    const gz = await body.gzip();
    expect(gz).not.toBeNull();
    expect(gunzipSync(gz!).toString()).toBe(text);
    expect(await body.gzip()).toBe(gz);
    const small = await cache.get('/small', async () => '{}');
    expect(await small.gzip()).toBeNull();
  });

  it('reads Accept-Encoding with its quality values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
