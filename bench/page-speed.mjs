#!/usr/bin/env node
// Page-speed benchmark: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium,
// five runs per page, median of each figure. Pages: home, live, a sport page and a match page,
// served by the production build (`npm run build` first) on an in-memory database. Baseline in
// the same run: the framework floor (`baseline/next-floor`, a bare page of the same Next.js and
// React, built here), i.e. what any page of this stack starts from on this machine.
// `documentJsKb` is the first-load JS of the bar: the scripts the HTML document loads (gzip, as
// served compressed; `noModule` polyfills excluded, modern browsers skip them).
// Targets (quality bars): score >= 95, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02,
// first-load JS <= 120 kB gzip.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentScripts } from '../scripts/lib/document-scripts.mjs';
import { median, repoRoot, startProcess, waitForUrl } from './lib/processes.mjs';
import { writeResult } from './lib/results.mjs';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3000);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4000);
const origin = `http://localhost:${webPort}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const floorPort = Number(process.env.BENCH_FLOOR_WEB_PORT ?? 3901);
// BENCH_RESULT names the results file (results/<name>.json), so before/after runs keep both.
const resultName = process.env.BENCH_RESULT ?? 'page-speed';
const floorDir = join(repoRoot, 'bench/baseline/next-floor');
const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next');

const floorBuild = spawnSync(process.execPath, [nextBin, 'build'], {
  cwd: floorDir,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (floorBuild.status !== 0) throw new Error('the framework floor did not build');
const floor = startProcess(
  process.execPath,
  [nextBin, 'start', '-p', String(floorPort), '-H', '127.0.0.1'],
  { cwd: floorDir, env: { NEXT_TELEMETRY_DISABLED: '1' } },
);

/** Gzip kB of the scripts the document at `url` loads (not `noModule` ones). */
const documentJsKb = async (url) => (await documentScripts(url)).gzipBytes / 1024;

const site = startProcess(process.execPath, [join(repoRoot, 'scripts/start.mjs'), '--no-build'], {
  env: {
    PORT: String(apiPort),
    WEB_PORT: String(webPort),
    // The web server's own calls go to this API (the build's rewrites must match the port).
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  },
});
const userDataDir = mkdtempSync(join(tmpdir(), 'lh-chrome-'));
let chrome;
try {
  await waitForUrl(`${origin}/sports`);
  await waitForUrl(`http://localhost:${floorPort}/`);
  const api = `http://127.0.0.1:${apiPort}/api/sportsbook`;
  const { data } = await (await fetch(`${api}/matches?type=match&match_status=0&limit=1`)).json();
  const match = data[0];
  const pages = {
    floor: `http://localhost:${floorPort}/`,
    home: `${origin}/sports`,
    live: `${origin}/sports/live`,
    sport: `${origin}/sports/${match.tournament.sport.key}`,
    match: `${origin}/sports/${match.tournament.sport.key}/${match.slug}`,
  };

  chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  const results = {};
  // BENCH_PAGES=home,match measures only those (the floor always runs: the bars are ratios to it).
  const only = process.env.BENCH_PAGES?.split(',');
  const measured = Object.entries(pages).filter(
    ([name]) => !only || name === 'floor' || only.includes(name),
  );
  for (const [name, url] of measured) {
    await fetch(url); // warm the server-side caches once
    const documentJs = await documentJsKb(url);
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const scriptBytes = requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        firstLoadJsKb: scriptBytes / 1024,
        documentJsKb: documentJs,
      });
    }
    results[name] = {
      url: url.replace(origin, ''),
      median: Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
      ),
      samples,
    };
    console.info(name, JSON.stringify(results[name].median));
  }
  writeResult(resultName, {
    target: {
      score: '>= 95',
      lcpMs: '<= 1500',
      tbtMs: '<= 100',
      cls: '<= 0.02',
      firstLoadJsKb: '<= 120',
    },
    settings: {
      runs,
      preset: 'lighthouse default (mobile, simulated throttling)',
      floor: 'bench/baseline/next-floor: a bare page of the same Next.js and React',
      firstLoadJsKb: 'every script transferred in the Lighthouse window (lazy chunks too)',
      documentJsKb: 'the scripts the HTML document loads, gzip -9, noModule excluded',
    },
    pages: results,
  });
} finally {
  await chrome?.kill();
  rmSync(userDataDir, { recursive: true, force: true });
  await Promise.all([site.stop(), floor.stop()]);
}
