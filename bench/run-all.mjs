#!/usr/bin/env node
// `npm run bench`: every benchmark in turn. Each writes bench/results/<name>.json.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benchmarks = [
  'api-load.mjs',
  'bet-placement.mjs',
  'page-speed.mjs',
  'hub-fanout.mjs',
  'odds-ticks.mjs',
  'tap-to-slip.mjs',
].filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)));
for (const file of benchmarks) {
  console.info(`\n== ${file}`);
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
