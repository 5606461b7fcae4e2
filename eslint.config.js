import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tools/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/server/test/fixtures/**',
      'data/**',
      '.stack/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    // Import boundaries (docs/ARCHITECTURE.md), see tools/eslint-boundaries.js.
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A } from 'm'` keeps `import 'm'` in the build (verbatim module syntax): a module of zod
      // schemas imported for its types alone was evaluated on every member page (docs/performance.md).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // The repository rule (ADR 014): in a server module, SQL is written only in its `*.repository.ts` files (and
    // in `*-sql.ts`, which build SQL expressions for a repository); services orchestrate, routes hold no SQL.
    // Test code and test-support helpers may set up rows directly.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*.repository.ts',
      'apps/server/src/modules/**/*-sql.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/*test-support.ts',
      'apps/server/src/modules/**/testing.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: 'SQL lives in the module’s *.repository.ts (ADR 014): call a repository function here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], TaggedTemplateExpression[tag.object.name='sql']",
          message: 'SQL lives in the module’s *.repository.ts (ADR 014): call a repository function here.',
        },
      ],
    },
  },
  {
    files: ['**/*.config.{js,ts}', 'e2e/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@app/web*', '@app/server*'], message: 'shared must not import an app.' },
            { group: ['node:*', 'react', 'react-dom', 'fastify'], message: 'shared is runtime-neutral.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use Link and NavLink from components/ui/link: React Router's carry framework-mode code into the first download (ADR 006).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
