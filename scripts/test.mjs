#!/usr/bin/env node
// `npm test`: every check the project has, in stages. Steps of one stage run side by side:
// lint and typecheck are one process each on one core, and the production build (which the
// journeys need) overlaps the PostgreSQL run, whose tests spend much of their time waiting on
// the database. Each side-by-side step's output is printed whole when it ends, so the log reads
// step by step. A failed stage stops the run with its step's exit code.
import { spawn } from 'node:child_process';

const stages = [['lint', 'typecheck'], ['test:unit'], ['test:pg', 'build'], ['test:e2e:run']];

/** Runs `npm run <script>`; streamed when alone, buffered when it shares the stage. */
function run(script, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${String(error)}\n`));
      resolve({ script, code: 1, output, started });
    });
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output, started }),
    );
  });
}

function seconds(from) {
  return `${Math.round((Date.now() - from) / 1000)} s`;
}

const runStarted = Date.now();
for (const stage of stages) {
  const alone = stage.length === 1;
  if (!alone) console.info(`\n▶ ${stage.join(' and ')}, side by side`);
  const results = await Promise.all(
    stage.map((script) =>
      run(script, alone).then((result) => {
        if (!alone) {
          process.stdout.write(
            `\n── ${script} (${seconds(result.started)}, exit ${result.code}) ──\n`,
          );
          process.stdout.write(Buffer.concat(result.output));
        }
        return result;
      }),
    ),
  );
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.error(`\n✘ ${failed.script} failed (exit ${failed.code}) after ${seconds(runStarted)}`);
    process.exit(failed.code);
  }
  console.info(
    `\n✔ ${stage.join(', ')}: ${seconds(results[0].started)} (run so far ${seconds(runStarted)})`,
  );
}
