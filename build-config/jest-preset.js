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

/** Dependencies published only as ES modules; Jest on Node 20 cannot require them as they are. */
const ESM_ONLY = ['content-disposition', 'cookie'];

function webProject(dir, extra = {}) {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-web.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': require.resolve('identity-obj-proxy'),
      ...(extra.moduleNameMapper || {}),
    },
    ...extra,
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
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    // ESM-only dependencies (of @fastify/static and light-my-request) are compiled to CommonJS.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_ONLY.join('|')})(/|@))`],
    ...extra,
  };
}

module.exports = { webProject, nodeProject };
