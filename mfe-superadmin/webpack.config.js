module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_superadmin',
  exposes: {
    './routes': './src/routes.ts',
    './SuperAdminLayout': './src/layout/SuperAdminLayout.tsx',
  },
});
