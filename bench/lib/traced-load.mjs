// One traced page load as Lighthouse's mobile preset sees it: a fresh 390 px context, the CPU
// throttled 4×, a sampling CPU profile and a Chromium trace from navigation to `waitMs` after the
// network is idle. page-profile.mjs and after-load-tasks.mjs read their figures from it.

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

/** A task over 50 ms blocks for what is over 50 ms (the total-blocking-time rule). */
export const blockingOf = (tasks) => tasks.reduce((sum, task) => sum + (task.dur / 1000 - 50), 0);

/**
 * Loads `url` traced. `initScript` runs in the page before its own scripts (counters). The
 * caller closes `context` when it has read what it needs from `page`.
 */
export async function tracedLoad(browser, url, { initScript, waitMs = 2000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), waitMs);
  const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
  const { profile } = await cdp.send('Profiler.stop');
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  /** A complete event on the page's main thread. */
  const onMain = (event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid;
  const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask');
  const longTasks = tasks.filter((task) => task.dur > 50_000);
  const load = events.find(
    (event) => event.name === 'MarkLoad' || event.name === 'loadEventEnd',
  )?.ts;
  return { context, page, events, profile, onMain, tasks, longTasks, load };
}
