// The one shared block (notes/module-federation.md): every container gets one React, one router, one
// auth store and one theme; the workspace packages are shared skew-safe (docs/decisions/0048-each-area-ships-on-its-own.md, "Skew-safe sharing").
const fs = require('fs');
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

/**
 * How each workspace package is shared. Every build declares the range it needs: ^ the version it was
 * built with (a package adds exports in a minor version and breaks only in a major one).
 * - shared-auth holds the one auth store: a singleton, and a remote that needs a newer one than the
 *   page has loaded is refused (the shell shows that part as unavailable) instead of running against
 *   a store without what it needs.
 * - shared-ui is not a singleton: a remote that needs a newer one than the page has loaded gets its own
 *   bundled copy, never the older one with an export missing. Its state (toast queue) lives under a
 *   global key, so copies share it; its theme comes from styled-components, a singleton.
 * - shared-contracts is not shared: stateless types, rules and lists, tree-shaken into each build, so
 *   each carries exactly the contract it was built with (the shell checks remotes' route lists at run time).
 */
const WORKSPACE_SHARING = {
  'shared-auth': { singleton: true, strictVersion: true },
  'shared-ui': { singleton: false, strictVersion: false },
};

/**
 * The version of a workspace package this build is made with: the copy the app being built resolves (a remote
 * built against a newer release of the package declares that one); `versions` overrides it, for tests.
 */
function workspaceVersion(name, versions = {}) {
  if (versions[name]) return versions[name];
  let file = path.join(__dirname, '..', name, 'package.json');
  try {
    file = require.resolve(`${name}/package.json`, { paths: [process.cwd()] });
  } catch {
    // Built from outside an app folder: the workspace's own copy.
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The shell takes its own shared-ui, never a newer copy a remote registered: it loads the rest of shared-ui only with
 * the first signed-in frame, after remotes may have joined the page, and its menu context and theme are its own copy's
 * (docs/decisions/0350-first-visit-loads-what-it-shows.md). A singleton (shared-auth) is one copy whoever asks.
 */
function workspaceShared(name, versions, host = false) {
  const version = workspaceVersion(name, versions);
  const own = host && !WORKSPACE_SHARING[name].singleton;
  return { ...WORKSPACE_SHARING[name], requiredVersion: own ? version : `^${version}`, version };
}

/** @param {{ versions?: Record<string, string>, host?: boolean }} [opts] */
function sharedModules({ versions, host = false } = {}) {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // One router: every app imports 'react-router-dom', served by the slim surface below, whose
    // own import of 'react-router' is bundled (and tree-shaken) inside it.
    'react-router-dom': singleton('react-router-dom', {
      // A package request, not an absolute path: the same module name in every checkout (reproducible builds).
      import: 'build-config/router-surface.mjs',
      version: rootPkg('react-router-dom'),
    }),
    zustand: singleton('zustand'),
    'styled-components': singleton('styled-components'),
    'shared-auth': workspaceShared('shared-auth', versions),
    'shared-ui': workspaceShared('shared-ui', versions, host),
    // The part of shared-ui a first visit draws, shared on its own so the first visit does not load the whole design
    // system (a shared module is never tree-shaken); shared like shared-ui, from the same files, so one container's
    // copy of each is one set of instances (docs/decisions/0350-first-visit-loads-what-it-shows.md).
    'shared-ui/first-paint': workspaceShared('shared-ui', versions, host),
  };
}

module.exports = { sharedModules, WORKSPACE_SHARING };
