module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_superadmin',
  exposes: {
    './routes': './src/routes.ts',
  },
});
