#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs vitest run --project server
// Starts a fresh cluster on a free loopback port as the `postgres` user (PostgreSQL refuses to
// run as root), exports DATABASE_URL, runs the command, stops the cluster, removes its folder and
// exits with the command's exit code.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** `initdb` and `pg_ctl` from PATH, else from the newest /usr/lib/postgresql/<version>/bin. */
function findBinary(name) {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin', name);
  }
  throw new Error(`${name} not found on PATH or under ${base}/*/bin`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function runAsPostgres(binary, args) {
  const [cmd, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-pg-'));
// The cluster's owner must reach the folder (mkdtemp creates it 0700 for root).
chmodSync(dir, 0o755);
if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
const dataDir = join(dir, 'data');
const port = await freePort();

let started = false;
function stopCluster() {
  if (started) {
    started = false;
    try {
      runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  runAsPostgres(initdb, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  runAsPostgres(pgCtl, [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.info(`with-postgres: PostgreSQL on ${databaseUrl}`);

  // `vitest`, `tsx` and friends resolve from node_modules/.bin, as in an npm script.
  const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin');
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
    },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`with-postgres: cannot run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
} catch (error) {
  console.error(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  stopCluster();
}
process.exit(exitCode);
