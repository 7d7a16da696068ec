// The one ESLint configuration of the workspace (flat config, ESLint 9). Packages state nothing of their own.
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundaryRules, contractEntryRules } from './build-config/lint-boundaries.mjs';
import { linkRules } from './build-config/lint-links.mjs';
import { peopleRules } from './build-config/lint-people.mjs';
import { themeRules } from './build-config/lint-theme.mjs';

// The workspace's packages, read from the folders so that a new remote or shared package is covered at once.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const packagesLike = (prefix) =>
  fs
    .readdirSync(ROOT)
    .filter((name) => name.startsWith(prefix) && fs.existsSync(path.join(ROOT, name, 'package.json')))
    .sort();
const REMOTES = packagesLike('mfe-');
const SHARED = packagesLike('shared-');
// shared-contracts is plain data and types, shared with the API; every other package runs in the browser,
// and so do the front end's test helpers (test-support renders components in jsdom).
const BROWSER = ['shell', ...REMOTES, ...SHARED.filter((pkg) => pkg !== 'shared-contracts'), 'test-support'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '**/.e2e-data/**', 'data/**', 'backups/**'] },
  // Only disable comments that still silence something stay (a stale one is an error), and each says why after `--`.
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: { '@eslint-community/eslint-comments/require-description': 'error', '@eslint-community/eslint-comments/no-unlimited-disable': 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a position, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  // Configuration files and scripts run in Node as CommonJS (.js) or ES modules (.mjs).
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['api/**/*.ts', 'e2e/**/*.ts'], languageOptions: { globals: globals.node } },
  // The browser packages: React hooks and accessibility.
  {
    files: BROWSER.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules; the React Compiler rules of plugin v7 are not adopted (no compiler in the build).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: BROWSER.map((pkg) => `${pkg}/src/**/*.tsx`), ...jsxA11y.flatConfigs.recommended },
  {
    files: BROWSER.map((pkg) => `${pkg}/src/**/*.tsx`),
    rules: {
      // Components take a `role` prop meaning the user's role (maker, checker); only DOM elements carry ARIA roles.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A scrollable region (role="region" with a label) must be focusable to scroll by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  { files: ['**/*.test.{ts,tsx,js}', '**/testing/**/*.{ts,tsx}', 'test-support/src/**/*.{ts,tsx}'], languageOptions: { globals: globals.jest } },
  // Package boundaries: see build-config/lint-boundaries.mjs.
  ...boundaryRules({ remotes: REMOTES, shared: SHARED, frontEnd: BROWSER }),
  ...contractEntryRules({ all: ['api', 'e2e', 'test-support', 'shell', ...REMOTES, ...SHARED], firstVisit: ['shell', 'mfe-public', 'shared-ui'] }),
  // Links into other remotes from the route contract: see build-config/lint-links.mjs.
  ...linkRules({ root: ROOT, remotes: REMOTES }),
  // One loader of the team for every choice of a person: see build-config/lint-people.mjs.
  ...peopleRules({ browser: BROWSER }),
  // Colours and spacing from the theme: see build-config/lint-theme.mjs.
  themeRules({
    files: ['shell', ...REMOTES, 'shared-ui'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: [
      // Where the colours are written.
      'shared-ui/src/theme.ts',
    ],
  }),
);
