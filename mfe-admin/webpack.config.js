module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_admin',
  exposes: {
    './routes': './src/routes.ts',
  },
});
