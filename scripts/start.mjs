#!/usr/bin/env node
// `npm start`: build what is missing or out of date, then run the API server (migrates, seeds
// demo data, starts the simulated feed) and the web front end, and print the URL.
// Stop with Ctrl+C: both children are ended by their process group.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The repository's .env (optional) configures both servers; the environment wins over it.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const skipBuild = process.argv.includes('--no-build');
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.PORT ?? 4000);
// The web app reaches the API on its port, and the API's realtime hub lets the web origin open
// sockets: both follow the ports unless set explicitly.
process.env.API_ORIGIN ??= `http://127.0.0.1:${apiPort}`;
process.env.PUBLIC_WEB_URL ??= `http://localhost:${webPort}`;

/** Newest modification time of the files below `dir` (ignoring build output). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'dist', '.data'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!skipBuild) {
  const shared = ['packages/domain/src', 'packages/contract/src'];
  if (
    needsBuild(join(root, 'apps/server/dist/main.js'), [
      'apps/server/src',
      'apps/server/drizzle',
      ...shared,
    ])
  ) {
    console.info('Building the API server…');
    run(['run', 'build', '-w', '@sportsbook/server']);
  }
  if (
    needsBuild(join(root, 'apps/web/.next/BUILD_ID'), [
      'apps/web/src',
      'apps/web/messages',
      ...shared,
    ])
  ) {
    console.info('Building the web front end…');
    run(['run', 'build', '-w', '@sportsbook/web']);
  }
}

const children = [];
function start(name, command, args, cwd) {
  // Own process group, so stopping it also stops whatever it spawned.
  const child = spawn(command, args, { cwd, stdio: 'inherit', detached: true, env: process.env });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited with code ${code}`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// npm does not pass SIGTERM on to this script; when whoever started it is gone, stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 1000).unref();

async function waitFor(url, label) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${label} did not come up at ${url}`);
  stop(1);
}

// The demo video stream (decision 0048): made once, kept out of git; no-op when present.
spawnSync(process.execPath, [join(root, 'scripts/make-demo-stream.mjs')], { stdio: 'inherit' });
start('API server', process.execPath, ['dist/main.js'], join(root, 'apps/server'));
await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 'API server');
start(
  'Web',
  process.execPath,
  [join(root, 'apps/web/server/server.mjs'), '-H', 'localhost', '-p', String(webPort)],
  join(root, 'apps/web'),
);
await waitFor(`http://localhost:${webPort}/sports`, 'Web');
console.info(`\nSportsbook is running at http://localhost:${webPort}/sports`);
console.info(`API docs at http://127.0.0.1:${apiPort}/api/docs\n`);
