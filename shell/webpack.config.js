module.exports = require('build-config').createAppConfig({ dir: __dirname, name: 'shell', host: true });
