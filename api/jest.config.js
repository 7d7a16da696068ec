module.exports = require('build-config/jest-preset').nodeProject(__dirname, {
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // Each test file builds its own app on a fresh database; PGlite's first start takes seconds.
  testTimeout: 60000,
});
