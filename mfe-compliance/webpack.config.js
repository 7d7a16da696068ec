module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_compliance',
  exposes: {
    './routes': './src/routes.ts',
  },
});
