// Every package's Jest project; each states only what differs from build-config/jest-preset.
const { TEST_TIMEOUT } = require('./build-config/jest-preset');

module.exports = {
  testTimeout: TEST_TIMEOUT,
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-auth',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-public',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-workspace',
    '<rootDir>/mfe-compliance',
    '<rootDir>/mfe-superadmin',
    '<rootDir>/api',
    '<rootDir>/build-config',
  ],
};
