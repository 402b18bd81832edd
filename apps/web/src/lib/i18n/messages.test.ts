import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales';
import { messageArguments, pluralSelectors } from './message-arguments';

// The key-completeness check of `npm test`: every locale file has every key of the default
// locale, each with the same ICU arguments, and every message formats in its own locale.
const MESSAGES_DIR = fileURLToPath(new URL('../../../messages/', import.meta.url));
type Tree = { [key: string]: Tree | string };

function load(locale: string): Tree {
  return JSON.parse(readFileSync(`${MESSAGES_DIR}${locale}.json`, 'utf8')) as Tree;
}

/** Every leaf message as [dotted path, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : leaves(value, path);
  });
}

const defaults = new Map(leaves(load(DEFAULT_LOCALE)));
const files = readdirSync(MESSAGES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

describe('message files', () => {
  it('has a file for every served locale and serves every file', () => {
    expect([...files].sort()).toEqual([...LOCALES].sort());
  });

  describe.each(files.filter((locale) => locale !== DEFAULT_LOCALE))('%s', (locale) => {
    const messages = new Map(leaves(load(locale)));

    it('has every key of the default locale and no other', () => {
      const missing = [...defaults.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !defaults.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('uses the same ICU arguments in every message', () => {
      const differing = [...defaults]
        .filter(([key]) => messages.has(key))
        .filter(
          ([key, text]) =>
            messageArguments(messages.get(key) ?? '').join() !== messageArguments(text).join(),
        )
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    it('uses only plural categories the language has', () => {
      const categories = new Set<string>(
        new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
      );
      const wrong = [...messages].flatMap(([key, text]) =>
        pluralSelectors(text)
          .filter((selector) => !selector.startsWith('=') && !categories.has(selector))
          .map((selector) => `${key}: ${selector}`),
      );
      expect(wrong).toEqual([]);
    });
  });

  describe.each(files)('%s formats', (locale) => {
    it('every message with sample values', () => {
      const errors: string[] = [];
      const t = createTranslator({
        locale: locale as (typeof LOCALES)[number],
        messages: load(locale),
        onError: (error) => errors.push(error.message),
      });
      for (const [key, text] of leaves(load(locale))) {
        const values = Object.fromEntries(messageArguments(text).map((name) => [name, 2]));
        const out = (t as unknown as (key: string, values: object) => string)(key, values);
        expect(out, key).not.toMatch(/[{}]/);
      }
      expect(errors).toEqual([]);
    });
  });

  it('carries the status page keys of the spec', () => {
    const en = load('en') as { page: { error: { description: string } } };
    expect(en.page.error.description).toBe('Come back in a while');
  });
});
