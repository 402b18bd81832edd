#!/usr/bin/env node
// Makes the demo video stream the API serves for matches with video (decision 0048): a short
// H.264 test pattern cut into HLS segments (fragmented MP4) by ffmpeg. The API loops the
// segments into a live playlist, so a few seconds of picture are enough. Runs from the server
// build, `npm start`, `npm run dev` and the streams tests; it does nothing when the output is
// already there. Without ffmpeg it says so and exits 0: the product then answers that no
// stream is available instead of failing the build.
//
//   FFMPEG_PATH      the ffmpeg binary (default `ffmpeg` from PATH)
//   DEMO_STREAM_DIR  output folder, relative to apps/server (default `.data/demo-stream`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bump when the recipe changes: an older output is made again. */
const RECIPE_VERSION = 1;
const SEGMENT_SECONDS = 2;
const SEGMENTS = 5;

/**
 * Makes the stream unless an output of this recipe is there; true when one is there afterwards.
 * Vitest's global setup of the server tests calls it too (`setup`).
 */
export function makeDemoStream() {
  const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
  const configured = process.env.DEMO_STREAM_DIR || '.data/demo-stream';
  const outDir = isAbsolute(configured) ? configured : resolve(root, 'apps/server', configured);
  const markerFile = join(outDir, 'stream.json');

  function current() {
    if (!existsSync(markerFile)) return false;
    try {
      return JSON.parse(readFileSync(markerFile, 'utf8')).recipe === RECIPE_VERSION;
    } catch {
      return false;
    }
  }

  if (current()) return true;

  const probe = spawnSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    console.warn(
      `ffmpeg not found (${ffmpeg}): no demo video stream, matches are listed without video. ` +
        'Install ffmpeg (Debian: apt-get install ffmpeg) or set FFMPEG_PATH.',
    );
    return false;
  }

  // Written next to the output and renamed into place, so a server never sees half a stream.
  const work = `${outDir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const fps = 25;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x360:rate=${fps}:duration=${SEGMENT_SECONDS * SEGMENTS}`,
    // Main profile H.264 in fragmented MP4: what Chromium's MSE (hls.js) and Safari's native HLS
    // both play. One key frame per segment and one thread keep the output byte-for-byte the same.
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(fps * SEGMENT_SECONDS),
    '-keyint_min',
    String(fps * SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
    '-threads',
    '1',
    '-an',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(work, 'seg-%03d.m4s'),
    join(work, 'index.m3u8'),
  ];
  const made = spawnSync(ffmpeg, args, { encoding: 'utf8' });
  if (made.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    console.warn(`ffmpeg could not make the demo stream: ${made.stderr || made.error}`);
    return false;
  }
  writeFileSync(
    join(work, 'stream.json'),
    `${JSON.stringify({ recipe: RECIPE_VERSION, segmentSeconds: SEGMENT_SECONDS }, null, 2)}\n`,
  );
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(dirname(outDir), { recursive: true });
  renameSync(work, outDir);
  console.info(`made the demo video stream in ${outDir}`);
  return true;
}

export default function setup() {
  makeDemoStream();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
  makeDemoStream();
}
