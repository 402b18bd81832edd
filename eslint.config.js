// One lint setup for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Feature walls (decision 0021): inside apps/web/src, a feature's public entry is the files at
// its root (`features/bet-slip/bet-slip-runtime.ts`); its folders (`api/`, `components/`,
// `model/`, `live/`, …) are its own. Another feature imports only the root files; `app/`
// composes features and may import anything.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Tests keep wire fixtures as numbers (`status: 1`); these only apply to the code under test.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helpers.ts', '**/testing/**'];

// Match and market statuses are compared with the domain's names (`MATCH_STATUS.live`), never a
// bare -1, 0 or 1 (decision 0021). HTTP statuses (`response.status === 401`) are three digits.
const STATUS_MESSAGE =
  'Compare statuses with MATCH_STATUS / MARKET_STATUS from @sportsbook/domain, not a bare number.';
const BARE_STATUS = [
  ['left', 'right'],
  ['right', 'left'],
].flatMap(([status, number]) => [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/][${status}.type="MemberExpression"][${status}.property.name=/^(status|matchStatus|marketStatus)$/][${number}.type="Literal"][${number}.raw=/^[0-9]$/]`,
    message: STATUS_MESSAGE,
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/][${status}.type="MemberExpression"][${status}.property.name=/^(status|matchStatus|marketStatus)$/][${number}.type="UnaryExpression"][${number}.operator="-"]`,
    message: STATUS_MESSAGE,
  },
]);

function featureWall(feature) {
  const others = WEB_FEATURES.filter((name) => name !== feature).join('|');
  const message = `Import another feature through the files at its root (its public entry), not its folders (decision 0021).`;
  const files = [`apps/web/src/features/${feature}/**/*.{ts,tsx}`];
  // The same wall for `import()` (esquery regexes cannot hold a slash: \x2F is one).
  const dynamicWall = {
    selector: `ImportExpression[source.value=/^(\\.\\.\\x2F)+(features\\x2F)?(${others})\\x2F[^\\x2F]+\\x2F/]`,
    message,
  };
  return [
    {
      files,
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: `^(\\.\\./)+(features/)?(${others})/[^/]+/`, message }] },
        ],
        'no-restricted-syntax': ['error', dynamicWall],
      },
    },
    {
      files,
      ignores: TEST_FILES,
      rules: { 'no-restricted-syntax': ['error', dynamicWall, ...BARE_STATUS] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/next-env.d.ts',
      'bench/results/**',
      'e2e/.artifacts/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // A pages-router rule; the App Router's global error page needs a plain <a> (full reload).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx,mjs}', 'packages/**/*.ts'],
    ignores: [
      ...TEST_FILES,
      // 2026-11-25: the betting work (issue "Correctness first") is naming the statuses in these
      // two folders; drop these two lines when it lands.
      'apps/server/src/betting/**',
      'apps/server/src/catalog/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...BARE_STATUS] },
  },
  ...WEB_FEATURES.flatMap(featureWall),
  {
    // The betting rules stay pure: the same code runs in the browser and on the server.
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(react|react-dom|next|zod|drizzle-orm|@electric-sql|postgres|fastify)(/.*)?$',
              message:
                'packages/domain holds pure rules: no frameworks, no validation library, no ORM.',
            },
            { regex: '^node:', message: 'packages/domain must not use Node APIs.' },
            {
              regex:
                '^(fs|path|os|http|https|crypto|child_process|net|stream|url|util|events|buffer)$',
              message: 'packages/domain must not use Node APIs.',
            },
            {
              regex: '^@sportsbook/',
              message: 'packages/domain depends on nothing in the project.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'process',
        'window',
        'document',
        'localStorage',
        'fetch',
        'require',
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|next|drizzle-orm|fastify|@electric-sql|postgres)(/.*)?$',
              message: 'contract holds wire schemas only.',
            },
            { regex: '^@sportsbook/(server|web)', message: 'contract must not depend on apps.' },
          ],
        },
      ],
    },
  },
);
