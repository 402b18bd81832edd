import { describe, expect, it } from 'vitest';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';

/** Dotted paths of every leaf message. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Placeholder names of a message: `{name} to win` → ['name']. */
const placeholders = (text: string) => [...text.matchAll(/\{([a-z-]+)\}/g)].map((m) => m[1]).sort();

function leaf(tree: unknown, path: string): string {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

describe('message files', () => {
  it('German has exactly the English keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('German uses the same placeholders as English', () => {
    for (const path of keys(en)) {
      expect(placeholders(leaf(de, path)), path).toEqual(placeholders(leaf(en, path)));
    }
  });

  it('carries the status page keys of the spec', () => {
    expect(en.page.error.description).toBe('Come back in a while');
    expect(en.page.error['home-button'].title).toBeTruthy();
  });
});
