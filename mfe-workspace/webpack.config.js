module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_workspace',
  exposes: {
    './routes': './src/routes.ts',
  },
});
