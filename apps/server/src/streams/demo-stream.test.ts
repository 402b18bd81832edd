import { describe, expect, it } from 'vitest';
import { type DemoStream, LIVE_WINDOW_SEGMENTS, livePlaylist } from './demo-stream';
import { StreamTokens } from './stream-tokens';

const stream: DemoStream = {
  dir: 'unused',
  init: 'init.mp4',
  segments: ['seg-000.m4s', 'seg-001.m4s', 'seg-002.m4s'],
  segmentSeconds: 2,
};
const lines = (text: string) => text.trimEnd().split('\n');

describe('livePlaylist', () => {
  it('lists the last finished segments of the endless loop at that moment', () => {
    // 21 s in: segments 0..9 are finished (each 2 s), the window shows 6..9.
    const text = livePlaylist(stream, 21_000, 0, (file) => file);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:6\n');
    const files = lines(text).filter((line) => !line.startsWith('#'));
    expect(files).toEqual(['seg-000.m4s', 'seg-001.m4s', 'seg-002.m4s', 'seg-000.m4s']);
    expect(files).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(text).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks each restart of the loop as a discontinuity and counts those that left', () => {
    const text = livePlaylist(stream, 21_000, 0, (file) => file);
    // Segment 6 starts the third pass (two restarts before it); segment 9 starts the fourth.
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2\n');
    const body = lines(text).slice(lines(text).indexOf('#EXT-X-MAP:URI="init.mp4"') + 1);
    expect(body).toEqual([
      '#EXTINF:2.000,',
      'seg-000.m4s',
      '#EXTINF:2.000,',
      'seg-001.m4s',
      '#EXTINF:2.000,',
      'seg-002.m4s',
      '#EXT-X-DISCONTINUITY',
      '#EXTINF:2.000,',
      'seg-000.m4s',
    ]);
  });

  it('runs a delayed broadcast behind by its delay', () => {
    const live = livePlaylist(stream, 60_000, 0, (file) => file);
    const delayed = livePlaylist(stream, 60_000, 30, (file) => file);
    expect(live).toContain('#EXT-X-MEDIA-SEQUENCE:26\n');
    expect(delayed).toContain('#EXT-X-MEDIA-SEQUENCE:11\n');
  });

  it('writes every URI through the given function (the token goes on each)', () => {
    const text = livePlaylist(stream, 21_000, 0, (file) => `${file}?token=t`);
    expect(text).toContain('#EXT-X-MAP:URI="init.mp4?token=t"');
    expect(text).toContain('seg-001.m4s?token=t');
  });
});

describe('StreamTokens', () => {
  const tokens = new StreamTokens({ secret: 's'.repeat(32), ttlSeconds: 60 });
  const now = new Date('2026-11-25T12:00:00Z');

  it('opens the match it was signed for, for the player, until it expires', () => {
    const { token, expiresAt } = tokens.sign(7, 42, now);
    expect(expiresAt.toISOString()).toBe('2026-11-25T12:01:00.000Z');
    expect(tokens.verify(token, 42, now)).toBe(7);
    expect(tokens.verify(token, 43, now)).toBeNull();
    expect(tokens.verify(token, 42, new Date(expiresAt.getTime()))).toBeNull();
  });

  it('refuses a token whose player or expiry was changed', () => {
    const { token } = tokens.sign(7, 42, now);
    const [expires, , signature] = token.split('.');
    expect(tokens.verify(`${expires}.8.${signature}`, 42, now)).toBeNull();
    expect(tokens.verify(`${Number(expires) + 1}.7.${signature}`, 42, now)).toBeNull();
    expect(tokens.verify('garbage', 42, now)).toBeNull();
  });
});
