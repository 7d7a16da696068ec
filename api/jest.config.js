module.exports = require('build-config/jest-preset').nodeProject(__dirname, {
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // The migrated template every test database is copied from, built once before the files start.
  globalSetup: '<rootDir>/test/support/globalSetup.ts',
});
