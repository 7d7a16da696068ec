module.exports = require('build-config/jest-preset').nodeProject(__dirname, { testMatch: ['<rootDir>/src/**/*.test.ts'] });
