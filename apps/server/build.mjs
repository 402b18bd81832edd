// Bundles the server into dist/main.js. Workspace packages (`@sportsbook/*`) are TypeScript
// sources, so they are bundled; every other bare import stays external and is loaded from
// node_modules at run time. Migrations are not copied: the server finds `apps/server/drizzle`
// by walking up from its own file (src/config/paths.ts), whether it runs from src or dist.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');

/** @type {import('esbuild').Plugin} */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    // Bare specifiers only: relative and absolute paths are project files.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sportsbook/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalDependencies],
});
console.info(`built dist/main.js in ${Math.round(performance.now() - started)} ms`);
// The demo video stream the API serves (decision 0048); without ffmpeg it only says so.
spawnSync(process.execPath, [join(root, '../../scripts/make-demo-stream.mjs')], {
  stdio: 'inherit',
});
