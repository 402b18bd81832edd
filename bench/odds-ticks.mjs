#!/usr/bin/env node
// Odds-tick rendering in Chromium (quality bars, "Interaction"): 2,000 price updates per second
// on a page of 1,000 outcome buttons. The page (odds-ticks/harness.tsx) renders the app's real
// OutcomeButton, outcome store, event bus and live feed effects with React's profiling build,
// and is fed `markets_changed` publications as JSON text, one socket message each, the way the
// hub delivers them. Counted: long tasks over 50 ms, React commits per animation frame, button
// re-renders per tick and re-renders of the list itself. Median of the runs, without and with
// 4× CPU throttling.
//
//   node bench/odds-ticks.mjs [--runs 3] [--seconds 10] [--rate 2000]
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { repoRoot } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg('runs', 3);
const seconds = arg('seconds', 10);
const rate = arg('rate', 2000);
const throttles = [1, 4];

const out = mkdtempSync(join(tmpdir(), 'odds-ticks-'));
await build({
  entryPoints: [join(repoRoot, 'bench/odds-ticks/harness.tsx')],
  bundle: true,
  format: 'esm',
  minify: true,
  outfile: join(out, 'harness.js'),
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // The profiling build of React DOM: production speed, with <Profiler> callbacks.
  alias: { 'react-dom/client': 'react-dom/profiling' },
  loader: { '.json': 'json' },
  logLevel: 'warning',
});
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
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>odds ticks</title>
<style>${css}</style>
</head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>`;
const script = readFileSync(join(out, 'harness.js'));
const server = createServer((request, response) => {
  if (request.url === '/harness.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  } else response.writeHead(200, { 'content-type': 'text/html' }).end(html);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const settings = [];
// The same page with no ticks at all, in the same run: long tasks it shows are the machine's
// (a shared, loaded machine starves the browser), not the page's.
const plan = [
  ...throttles.map((throttle) => ({ throttle, tickRate: 0, label: 'idle page (no ticks)' })),
  ...throttles.map((throttle) => ({ throttle, tickRate: rate, label: `${rate} ticks/s` })),
];
try {
  for (const { throttle, tickRate, label } of plan) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(url);
      await page.waitForFunction(() => globalThis.oddsBench?.outcomes() === 1000);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const sample = await page.evaluate((options) => globalThis.oddsBench.run(options), {
        rate: tickRate,
        seconds,
        seed: 20261122 + run,
      });
      samples.push(sample);
      console.info(
        `${label}, ${throttle}× CPU, run ${run + 1}: ${sample.achievedTicksPerSecond} ticks/s, long tasks ${sample.longTasksOver50ms} (longest ${sample.longestTaskMs} ms), max commits/frame ${sample.maxCommitsPerFrame}, renders/tick ${sample.buttonRendersPerTick.toFixed(2)}, list re-renders ${sample.gridRenders}`,
      );
      await page.close();
    }
    const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
    settings.push({
      load: label,
      ticksPerSecond: tickRate,
      cpuThrottling: throttle,
      median: Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])),
      samples,
    });
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
  },
  load: os.loadavg(),
  targets: { longTasksOver50ms: 0, maxCommitsPerFrame: 1, buttonRendersPerTick: '≤ 1' },
  results: settings,
});
for (const setting of record.results) {
  const m = setting.median;
  console.info(
    `\n${setting.load}, ${setting.cpuThrottling}× CPU: ${m.achievedTicksPerSecond} ticks/s delivered, long tasks > 50 ms: ${m.longTasksOver50ms} (longest ${m.longestTaskMs} ms), commits per frame: max ${m.maxCommitsPerFrame}, frames with > 1 commit: ${m.framesWithMoreThanOneCommit}, button renders per tick ${m.buttonRendersPerTick.toFixed(2)}, list re-renders ${m.gridRenders}, ${m.framesPerSecond} fps`,
  );
}
