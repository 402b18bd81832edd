// Start and stop the processes a benchmark measures. Everything binds to loopback; every child
// is ended by its own PID (process group) when the benchmark finishes.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function startProcess(command, args, { cwd = repoRoot, env = {} } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
      }),
  };
}

/**
 * The API server as the betting benchmarks run it: bets placed at once (no in-play delay), no
 * demo player, and prices standing still unless `feed` (a moving feed refuses some bets: odds
 * changed). `env` adds the database (DATABASE_URL or PGLITE_DATA_DIR) and anything else.
 */
export function startBettingApi({
  port,
  entry = 'dist/main.js',
  nodeArgs = [],
  feed = false,
  env = {},
}) {
  return startProcess(process.execPath, [...nodeArgs, entry], {
    cwd: join(repoRoot, 'apps/server'),
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LIVE_BET_DELAY_MS: '0',
      DEMO_ACCOUNT_ENABLED: 'false',
      ...(feed ? {} : { FEED_ENABLED: 'false' }),
      ...env,
    },
  });
}

export async function waitForUrl(url, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
