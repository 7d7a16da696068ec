module.exports = require('build-config/jest-preset').nodeProject(__dirname, {
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
});
