module.exports = require('./jest-preset').nodeProject(__dirname, {
  displayName: 'build-config',
  testMatch: ['<rootDir>/*.test.js'],
});
