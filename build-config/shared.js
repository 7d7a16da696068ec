// The one shared-singletons block (notes/module-federation.md): every container
// gets one React, one router, one auth store, one theme and one toast queue.
const path = require('path');

const rootPkg = (name) => {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [process.cwd()] })).version;
  } catch {
    return undefined;
  }
};

function singleton(name, extra = {}) {
  const version = rootPkg(name);
  return { singleton: true, requiredVersion: version ? `^${version}` : false, strictVersion: false, ...extra };
}

/** Workspace packages carry a real semver version; `workspace:*` is not semver. */
function workspaceSingleton(name) {
  const version = require(path.join(__dirname, '..', name, 'package.json')).version;
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
}

function sharedSingletons() {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // One router: every app imports 'react-router-dom', served by the slim surface below, whose
    // own import of 'react-router' is bundled (and tree-shaken) inside it.
    'react-router-dom': singleton('react-router-dom', {
      import: path.join(__dirname, 'router-surface.mjs'),
      version: rootPkg('react-router-dom'),
    }),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    'shared-auth': workspaceSingleton('shared-auth'),
    'shared-ui': workspaceSingleton('shared-ui'),
  };
}

module.exports = { sharedSingletons };
