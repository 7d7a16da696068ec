module.exports = { ...require('./webpack'), ...require('./shared'), ...require('./jest-preset') };
