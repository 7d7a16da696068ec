// Every package's Jest project; each states only what differs from build-config/jest-preset.
module.exports = {
  // API test files build a server on a fresh database; PGlite's first start takes seconds.
  testTimeout: 60000,
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
  ],
};
