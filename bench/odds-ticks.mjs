#!/usr/bin/env node
// Odds-tick rendering in Chromium (quality bars, "Interaction"): 2,000 price updates per second
// on a page of 1,000 outcome buttons. The page (odds-ticks/harness.tsx) renders the app's real
// OutcomeButton, outcome store, event bus and live feed effects with React's profiling build,
// and is fed `markets_changed` publications as JSON text, one socket message each, the way the
// hub delivers them. Counted: long tasks over 50 ms, React commits per animation frame, button
// re-renders per tick and re-renders of the list itself. Median of the runs, without and with
// 4× CPU throttling.
//
//   node bench/odds-ticks.mjs [--runs 3] [--seconds 10] [--rate 2000] [--cpu 4] [--profile] [--flat]
//
// `--profile`: instead of the runs, one 3-second run per throttling with a Chromium trace and a
// CPU profile, printed as the main thread's time by kind and the functions with most self time.
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { repoRoot } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';
import { summarizeProfile } from './lib/profile.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg('runs', 3);
const seconds = arg('seconds', 10);
const rate = arg('rate', 2000);
// `--cpu 4`: only that throttling (quicker while iterating).
const throttles = process.argv.includes('--cpu') ? [arg('cpu', 4)] : [1, 4];

const out = mkdtempSync(join(tmpdir(), 'odds-ticks-'));
/** Bundles the harness over the app source under `root` (the repository, or a ref's copy). */
const bundle = (root, outfile) =>
  build({
    entryPoints: [join(root, 'bench/odds-ticks/harness.tsx')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The profiling build of React DOM: production speed, with <Profiler> callbacks.
    alias: { 'react-dom/client': 'react-dom/profiling' },
    loader: { '.json': 'json' },
    nodePaths: [join(repoRoot, 'node_modules')],
    logLevel: 'warning',
  });
await bundle(repoRoot, join(out, 'harness.js'));
// `--compare <git ref>`: the same harness over that ref's web app source (the code before a
// change), run interleaved with this tree's in the same browser, run for run.
const compareAt = process.argv.indexOf('--compare');
const compareRef = compareAt > 0 ? process.argv[compareAt + 1] : null;
if (compareRef) {
  const base = join(out, 'base');
  mkdirSync(join(base, 'bench/odds-ticks'), { recursive: true });
  execFileSync('sh', [
    '-c',
    `git -C "${repoRoot}" archive "${compareRef}" apps/web/src apps/web/messages | tar -x -C "${base}"`,
  ]);
  copyFileSync(
    join(repoRoot, 'bench/odds-ticks/harness.tsx'),
    join(base, 'bench/odds-ticks/harness.tsx'),
  );
  await bundle(base, join(out, 'base.js'));
}
const builds = [
  { name: 'this tree', script: '/harness.js' },
  ...(compareRef ? [{ name: compareRef, script: '/base.js' }] : []),
];
// The app's own stylesheet when it has been built (`npm run build -w @sportsbook/web`), so
// style, layout and paint cost what they cost on the site; otherwise a minimal one.
const cssDir = join(repoRoot, 'apps/web/.next/static/chunks');
const cssFile = existsSync(cssDir)
  ? readdirSync(cssDir).find((name) => name.endsWith('.css'))
  : null;
const css = cssFile
  ? readFileSync(join(cssDir, cssFile), 'utf8')
  : 'button{font:13px system-ui;padding:2px 4px} .sr-only{position:absolute;width:1px;height:1px;overflow:hidden}';
if (!cssFile) console.warn('apps/web is not built: measuring with a minimal stylesheet');
// `ODDS_TICKS_EXTRA_CSS`: rules appended to the stylesheet, to try a style change without a build.
const extraCss = process.env.ODDS_TICKS_EXTRA_CSS ?? '';
const html = (
  script,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>odds ticks</title>
<style>${css}${extraCss}</style>
</head><body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;
const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (path.endsWith('.js')) {
    response
      .writeHead(200, { 'content-type': 'text/javascript' })
      .end(readFileSync(join(out, path.slice(1))));
  } else {
    const script = path === '/base' ? '/base.js' : '/harness.js';
    response.writeHead(200, { 'content-type': 'text/html' }).end(html(script));
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
// `--flat`: the harness's first layout, one long list with no league blocks.
const query = process.argv.includes('--flat') ? '?flat' : '';
const origin = `http://127.0.0.1:${server.address().port}`;
const urlOf = (build) => `${origin}${build.script === '/base.js' ? '/base' : '/'}${query}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (process.argv.includes('--profile')) {
  for (const throttle of throttles)
    for (const build of builds) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(urlOf(build));
      await page.waitForFunction(() => globalThis.oddsBench?.outcomes() === 1000);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
      });
      const sample = await page.evaluate((options) => globalThis.oddsBench.run(options), {
        rate,
        seconds: 3,
        seed: 20261122,
      });
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const { profile } = await cdp.send('Profiler.stop');
      const summary = summarizeProfile(trace.traceEvents, profile, { from: null });
      console.info(
        `\nprofile, ${build.name}, ${rate} ticks/s, ${throttle}× CPU, 3 s: long tasks ${sample.longTasksOver50ms} (longest ${sample.longestTaskMs} ms), ${sample.framesPerSecond} fps`,
      );
      console.info(`  main thread: ${summary.byKind.join(', ')}`);
      console.info(`  self time:\n    ${summary.top.join('\n    ')}`);
      await page.close();
    }
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
  process.exit(0);
}

const settings = [];
// The same page with no ticks at all, in the same run: long tasks it shows are the machine's
// (a shared, loaded machine starves the browser), not the page's.
const plan = [
  ...throttles.map((throttle) => ({ throttle, tickRate: 0, label: 'idle page (no ticks)' })),
  ...throttles.map((throttle) => ({ throttle, tickRate: rate, label: `${rate} ticks/s` })),
];
try {
  for (const { throttle, tickRate, label } of plan) {
    const samplesOf = new Map(builds.map((build) => [build, []]));
    // Run for run, every build in turn: the machine's load changes alike for both.
    for (let run = 0; run < runs; run += 1)
      for (const build of builds) {
        const samples = samplesOf.get(build);
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const cdp = await page.context().newCDPSession(page);
        await page.goto(urlOf(build));
        await page.waitForFunction(() => globalThis.oddsBench?.outcomes() === 1000);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const sample = await page.evaluate((options) => globalThis.oddsBench.run(options), {
          rate: tickRate,
          seconds,
          seed: 20261122 + run,
        });
        samples.push(sample);
        console.info(
          `${build.name}, ${label}, ${throttle}× CPU, run ${run + 1}: ${sample.achievedTicksPerSecond} ticks/s, long tasks ${sample.longTasksOver50ms} (longest ${sample.longestTaskMs} ms, over 100 ms ${sample.longTasksOver100ms}), ${sample.framesPerSecond} fps, wrong prices shown ${sample.wrongShownPrices}/${sample.shownPrices}, transitions ${sample.maxRunningTransitions}, max commits/frame ${sample.maxCommitsPerFrame}, renders/tick ${sample.buttonRendersPerTick.toFixed(2)}, list re-renders ${sample.gridRenders}`,
        );
        await page.close();
      }
    for (const [build, samples] of samplesOf) {
      const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
      settings.push({
        build: build.name,
        load: label,
        ticksPerSecond: tickRate,
        cpuThrottling: throttle,
        median: Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])),
        samples,
      });
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}

const record = writeResult('odds-ticks', {
  settings: {
    outcomes: 1000,
    ticksPerSecond: rate,
    seconds,
    runs,
    appStylesheet: Boolean(cssFile),
    layout: query ? 'flat list' : 'leagues, deferred after 12 rows',
    compareRef,
  },
  load: os.loadavg(),
  targets: { longTasksOver50ms: 0, maxCommitsPerFrame: 1, buttonRendersPerTick: '≤ 1' },
  results: settings,
});
for (const setting of record.results) {
  const m = setting.median;
  console.info(
    `\n${setting.build}, ${setting.load}, ${setting.cpuThrottling}× CPU: ${m.achievedTicksPerSecond} ticks/s delivered, long tasks > 50 ms: ${m.longTasksOver50ms} (longest ${m.longestTaskMs} ms), over 100 ms: ${m.longTasksOver100ms}, wrong prices on screen: ${m.wrongShownPrices} of ${m.shownPrices}, commits per frame: max ${m.maxCommitsPerFrame}, frames with > 1 commit: ${m.framesWithMoreThanOneCommit}, button renders per tick ${m.buttonRendersPerTick.toFixed(2)}, list re-renders ${m.gridRenders}, ${m.framesPerSecond} fps`,
  );
}
