import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@sportsbook/server';

/**
 * The folder of `apps/server`, found by walking up from this module. The same code runs from
 * `src/` (tsx, vitest) and from the bundle in `dist/`, so paths are never hard-coded relative
 * to one of them.
 */
export function serverPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === PACKAGE_NAME) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${PACKAGE_NAME} package folder`);
    dir = parent;
  }
}

/** The repository root (two levels above `apps/server`). */
export const repositoryRoot = (): string => resolve(serverPackageRoot(), '..', '..');

/** Generated SQL migrations, committed under `apps/server/drizzle/`. */
export const migrationsFolder = (): string => join(serverPackageRoot(), 'drizzle');
