module.exports = require('build-config/jest-preset').webProject(__dirname);
