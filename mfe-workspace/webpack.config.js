module.exports = require('build-config').createAppConfig({
  dir: __dirname,
  name: 'mfe_workspace',
  exposes: {
    './routes': './src/routes.ts',
    './MakerLayout': './src/layout/MakerLayout.tsx',
    './CheckerLayout': './src/layout/CheckerLayout.tsx',
  },
});
