import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (`*.test.ts`); tests that need a database or server are
// `*.integration.test.ts`. The server project runs them on in-memory PGlite by default and on a
// real PostgreSQL when DATABASE_URL is set (see scripts/with-postgres.mjs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'embed', root: 'packages/embed', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Makes the demo video stream the app serves (decision 0048) when it is missing.
          globalSetup: ['../../scripts/make-demo-stream.mjs'],
          // One worker runs many files in turn and keeps the migrated PGlite template each file
          // clones (src/testing/test-database.ts) and the packages Node has loaded, once per
          // worker instead of once per file (decision 0078). Each file still imports the app's
          // own modules afresh (the setup file resets them), so no module state carries over.
          isolate: false,
          setupFiles: ['../../vitest.server-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's tsconfig keeps JSX for Next; tests that render a plain component need it
        // compiled (the price button's markup in its controller's tests).
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
    ],
  },
});
