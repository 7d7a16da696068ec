// The one Jest preset. Web packages: jsdom + Testing Library; api: node.
const path = require('path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The one test timeout. API test files build a server on a fresh database and PGlite's first start takes
 * seconds on a shared 2-core machine. Jest reads it from the root config when it runs several projects and
 * from the project's config when it runs one, so both get it from here; a test file states a timeout only
 * when it needs longer.
 */
const TEST_TIMEOUT = 60_000;

/** Keeps each module's compiled code for the worker's next test files (decision 0400). */
const RUNTIME = path.join(__dirname, 'jest-runtime.js');

/** Dependencies published only as ES modules; Jest on Node 20 cannot require them as they are. */
const ESM_ONLY = ['content-disposition', 'cookie'];

function webProject(dir, extra = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    runtime: RUNTIME,
    testTimeout: TEST_TIMEOUT,
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-web.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...extra,
    // After `extra`, so a package's own mappings add to the preset's instead of replacing them.
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': require.resolve('identity-obj-proxy'),
      ...(extra.moduleNameMapper || {}),
    },
  };
}

function nodeProject(dir, extra = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'node',
    runtime: RUNTIME,
    testTimeout: TEST_TIMEOUT,
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    // ESM-only dependencies (of @fastify/static and light-my-request) are compiled to CommonJS.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_ONLY.join('|')})(/|@))`],
    ...extra,
  };
}

module.exports = { webProject, nodeProject, TEST_TIMEOUT };
