#!/usr/bin/env node
// Where a browsing page's main-thread time goes while it loads, at 4× CPU throttling (as
// Lighthouse's mobile preset assumes): a Chromium trace from navigation until the network is idle
// plus two seconds, read into the blocking time of the long tasks (each task's time over 50 ms,
// Lighthouse's definition, observed rather than simulated), main-thread time by kind, script
// evaluation per chunk and the functions with the most self time. Also counts what hydrates: the
// client component instances in the page's React payload, by component.
//
//   node bench/page-profile.mjs [path …]     (default: /sports and the first pre-match match page)
//
// Needs a running production build: BENCH_WEB_PORT (3000) and BENCH_API_PORT (4000).
import { chromium } from 'playwright';
import { blockingOf, tracedLoad } from './lib/traced-load.mjs';
import { summarizeProfile } from './lib/profile.mjs';
import { reactPayload, stylesheetCopyBytes } from './lib/react-payload.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3000);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4000);
const origin = `http://localhost:${webPort}`;
const runs = Number(process.env.BENCH_PROFILE_RUNS ?? 3);

async function defaultPaths() {
  const api = `http://127.0.0.1:${apiPort}/api/sportsbook`;
  const { data } = await (await fetch(`${api}/matches?type=match&match_status=0&limit=1`)).json();
  return ['/sports', `/sports/${data[0].tournament.sport.key}/${data[0].slug}`];
}

/** Client component instances in the document's React payload, by exported name. */
function hydratedComponents(html) {
  const chunks = reactPayload(html).text;
  const names = new Map();
  for (const match of chunks.matchAll(/^([0-9a-f]+):I\[(.*)\]$/gm)) {
    names.set(match[1], JSON.parse(`[${match[2]}]`)[2]);
  }
  const counts = new Map();
  for (const match of chunks.matchAll(/\["\$","\$L([0-9a-f]+)"/g)) {
    const name = names.get(match[1]) ?? match[1];
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return {
    total,
    payloadKb: chunks.length / 1024,
    counts: [...counts].sort((a, b) => b[1] - a[1]),
  };
}

/** The document's bytes by part: inline stylesheets, the React payload (and the stylesheet's copy in it), the rest. */
function documentParts(html) {
  const size = (re) => [...html.matchAll(re)].reduce((sum, match) => sum + match[0].length, 0);
  const payload = reactPayload(html);
  const payloadScripts = payload.scripts.reduce((sum, script) => sum + script.length, 0);
  const cssCopy = stylesheetCopyBytes(payload.text);
  const styles = size(/<style[^>]*>.*?<\/style>/gs);
  const svg = size(/<svg.*?<\/svg>/gs);
  const classes = size(/ class="[^"]*"/g);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
  return `inline <style> ${kb(styles)}, React payload ${kb(payloadScripts)} (stylesheet copy ${kb(cssCopy)}), inline SVG ${kb(svg)}, class attributes ${kb(classes)}, the rest ${kb(html.length - styles - payloadScripts)}`;
}

/** A long task's time by what ran inside it (its direct children on the main thread). */
function taskKinds(task, onMainEvents) {
  const end = task.ts + task.dur;
  const kinds = new Map();
  for (const event of onMainEvents) {
    if (event.ts < task.ts || event.ts >= end || event === task) continue;
    if (
      !/^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|ParseHTML|EvaluateScript|FunctionCall|v8\.compile|RunMicrotasks|TimerFire|MajorGC|MinorGC)$/.test(
        event.name,
      )
    )
      continue;
    kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
  }
  return [...kinds]
    .filter(([, ms]) => ms >= 3)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(' ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const path of process.argv.slice(2).length ? process.argv.slice(2) : await defaultPaths()) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const hydrated = hydratedComponents(html);
    console.info(`\n${path}: document ${(html.length / 1024).toFixed(0)} kB`);
    console.info(`  document by part: ${documentParts(html)}`);
    console.info(
      `  client instances ${hydrated.total} (payload ${hydrated.payloadKb.toFixed(0)} kB): ${hydrated.counts
        .slice(0, 8)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    const blocking = [];
    const intl = [];
    const nodes = [];
    const rendering = [];
    for (let run = 0; run < runs; run += 1) {
      // Intl formatters the page creates while it loads (the first one loads locale data).
      const countIntl = () => {
        globalThis.__intl = 0;
        for (const name of [
          'NumberFormat',
          'DateTimeFormat',
          'PluralRules',
          'RelativeTimeFormat',
        ]) {
          const Original = Intl[name];
          Intl[name] = new Proxy(Original, {
            construct(target, args) {
              globalThis.__intl += 1;
              return Reflect.construct(target, args);
            },
            apply(target, self, args) {
              globalThis.__intl += 1;
              return Reflect.apply(target, self, args);
            },
          });
        }
      };
      const { context, page, events, profile, onMain, tasks, longTasks } = await tracedLoad(
        browser,
        `${origin}${path}`,
        { initScript: countIntl },
      );
      const tbt = blockingOf(longTasks);
      blocking.push(tbt);
      // Layout objects the browser laid out while the page loaded (each layout's dirty
      // objects, summed) and the time in style, layout and paint: the rendering work of the
      // document, which content-visibility and fewer nodes cut.
      let laidOut = 0;
      let renderMs = 0;
      for (const event of events) {
        if (!onMain(event)) continue;
        if (event.name === 'Layout') laidOut += event.args?.beginData?.dirtyObjects ?? 0;
        if (/^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize)$/.test(event.name)) {
          renderMs += event.dur / 1000;
        }
      }
      rendering.push({ laidOut, renderMs });
      intl.push(await page.evaluate(() => globalThis.__intl));
      // Elements in the DOM, and those the browser laid out (not display: none, not skipped by
      // content-visibility): what each rendering task while the document streams had to handle.
      nodes.push(
        await page.evaluate(() => {
          const all = globalThis.document.getElementsByTagName('*');
          let rendered = 0;
          for (const element of all) {
            if (element.checkVisibility({ contentVisibilityAuto: true })) rendered += 1;
          }
          // Elements inside `Activity` boundaries (`<!--&-->` … `<!--/&-->`): the page's first
          // hydration leaves them and React hydrates each part later on its own (decision 0083).
          const walker = globalThis.document.createTreeWalker(
            globalThis.document,
            globalThis.NodeFilter.SHOW_COMMENT | globalThis.NodeFilter.SHOW_ELEMENT,
          );
          let depth = 0;
          let later = 0;
          let parts = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.nodeType === 8 && node.data === '&') {
              if (depth === 0) parts += 1;
              depth += 1;
            } else if (node.nodeType === 8 && node.data === '/&') depth -= 1;
            else if (node.nodeType === 1 && depth > 0) later += 1;
          }
          return { all: all.length, rendered, later, parts };
        }),
      );
      if (run > 0) {
        await context.close();
        continue;
      }
      // Script evaluation and compilation per file (the first run only: caches differ after).
      const perScript = new Map();
      for (const event of events) {
        if (!onMain(event) || !/^(EvaluateScript|v8\.compile)$/.test(event.name)) continue;
        const url = (event.args?.data?.url ?? '').split('/').pop() || '(inline)';
        perScript.set(url, (perScript.get(url) ?? 0) + event.dur / 1000);
      }
      const summary = summarizeProfile(events, profile, { from: null });
      console.info(
        `  run 1: ${longTasks.length} long tasks (${longTasks.map((task) => Math.round(task.dur / 1000)).join(', ')} ms), blocking ${tbt.toFixed(0)} ms`,
      );
      const mainEvents = events.filter(onMain);
      for (const task of longTasks) {
        console.info(
          `    task at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms (${taskKinds(task, mainEvents)})`,
        );
      }
      console.info(`  main thread: ${summary.byKind.slice(0, 10).join(', ')}`);
      console.info(
        `  scripts: ${[...perScript]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([url, ms]) => `${url} ${ms.toFixed(0)} ms`)
          .join(', ')}`,
      );
      console.info(`  self time:\n    ${summary.top.slice(0, 12).join('\n    ')}`);
      await context.close();
    }
    console.info(
      `  blocking time (observed, 4×): median ${median(blocking).toFixed(0)} ms (${blocking.map((ms) => ms.toFixed(0)).join(', ')}); Intl formatters created: ${intl.join(', ')}; elements ${nodes.map((count) => `${count.all} (${count.rendered} rendered, ${count.later} in ${count.parts} parts hydrated later)`).join(', ')}; layout objects laid out ${rendering.map((entry) => entry.laidOut).join(', ')}; style, layout and paint ${rendering.map((entry) => entry.renderMs.toFixed(0)).join(', ')} ms`,
    );
  }
} finally {
  await browser.close();
}
