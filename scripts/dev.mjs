#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch) and the web front end (next dev) together.
import { spawn, spawnSync } from 'node:child_process';

// The demo video stream (decision 0048), made once before the API server reads it.
spawnSync(process.execPath, [new URL('./make-demo-stream.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
});

const children = [
  spawn('npm', ['run', 'dev', '-w', '@sportsbook/server'], { stdio: 'inherit', detached: true }),
  spawn('npm', ['run', 'dev', '-w', '@sportsbook/web'], { stdio: 'inherit', detached: true }),
];
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
