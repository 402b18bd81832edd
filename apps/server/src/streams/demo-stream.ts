// The demo broadcast (decision 0048): the few seconds of test pattern that
// `scripts/make-demo-stream.mjs` cuts into HLS segments, looped into a live playlist whose
// window moves with the clock, as a real broadcast's does. Every match with video shows the
// same picture; what differs per match is its token and its delay.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DemoStream {
  /** The folder holding `init.mp4` and the segments. */
  dir: string;
  /** The fragmented MP4 header every segment needs first. */
  init: string;
  /** Segment file names in playing order, each `segmentSeconds` long. */
  segments: readonly string[];
  segmentSeconds: number;
}

/** Segments a live playlist lists: enough for a player to start three back from the end. */
export const LIVE_WINDOW_SEGMENTS = 4;

/**
 * Reads the stream the script made in `dir`; null when it is missing or incomplete (no
 * ffmpeg when it ran), so the product says no video is available instead of failing.
 */
export function loadDemoStream(dir: string): DemoStream | null {
  const playlistFile = join(dir, 'index.m3u8');
  if (!existsSync(playlistFile) || !existsSync(join(dir, 'stream.json'))) return null;
  const playlist = readFileSync(playlistFile, 'utf8');
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
  const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),\s*\n([^\s#][^\n]*)/g)];
  if (!init || durations.length === 0) return null;
  const segments = durations.map((match) => (match[2] as string).trim());
  const files = [init, ...segments];
  if (!files.every((file) => /^[\w.-]+$/.test(file) && existsSync(join(dir, file)))) return null;
  // The script cuts every segment at a key frame of the same length; the loop relies on it.
  const segmentSeconds = Number(durations[0]?.[1]);
  return { dir, init, segments, segmentSeconds };
}

/** The files a player may fetch, by name: nothing else in the folder is served. */
export function streamFiles(stream: DemoStream): ReadonlySet<string> {
  return new Set([stream.init, ...stream.segments]);
}

/**
 * The live media playlist at `nowMs` for a broadcast `delaySeconds` behind: the last
 * `LIVE_WINDOW_SEGMENTS` finished segments of an endless loop over the demo's segments. The
 * loop's n-th segment has media sequence n; each time the loop starts over, its timestamps
 * restart, so that segment is marked as a discontinuity and counted in
 * EXT-X-DISCONTINUITY-SEQUENCE once it leaves the window.
 */
export function livePlaylist(
  stream: DemoStream,
  nowMs: number,
  delaySeconds: number,
  uri: (file: string) => string,
): string {
  const count = stream.segments.length;
  const seconds = stream.segmentSeconds;
  const finished = Math.floor((nowMs / 1000 - delaySeconds) / seconds);
  const first = Math.max(0, finished - LIVE_WINDOW_SEGMENTS);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    `#EXT-X-MAP:URI="${uri(stream.init)}"`,
  ];
  for (let n = first; n < first + LIVE_WINDOW_SEGMENTS; n += 1) {
    if (n !== first && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${seconds.toFixed(3)},`, uri(stream.segments[n % count] as string));
  }
  return `${lines.join('\n')}\n`;
}
