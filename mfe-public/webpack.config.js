module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_public',
  exposes: {
    './routes': './src/routes.ts',
  },
});
