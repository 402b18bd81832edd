import { vi } from 'vitest';

// The server project runs its files one after another in a worker (`isolate: false`, decision
// 0078). Each file still gets fresh modules of its own: what a module keeps (a cache of match
// names by id, counters) belongs to the file's own database and app. Only what is kept on
// `globalThis` on purpose lives on, the migrated PGlite template (src/testing/test-database.ts),
// and packages from node_modules, which Node loads once per worker.
vi.resetModules();
