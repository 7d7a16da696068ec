// Version skew between separately deployed apps, negotiated by the real federation runtime with the real
// shared block: an old shell (the page's copies loaded first) and a remote built later against newer
// shared packages. The runtime entries are what the webpack plugin emits for each shared module.
const { createInstance } = require('@module-federation/enhanced/runtime');
const { sharedModules } = require('./shared');

const WORKSPACE = ['shared-auth', 'shared-ui'];
let instances = 0;

/** A container as its build would register it: its shared block (built with `versions`) and its own copies. */
function container(name, versions, copies, { host = false } = {}) {
  const block = sharedModules({ versions, host });
  const shared = Object.fromEntries(
    WORKSPACE.map((pkg) => {
      const { version, singleton, requiredVersion, strictVersion } = block[pkg];
      return [pkg, { version, strategy: 'loaded-first', get: () => Promise.resolve(() => copies[pkg]), shareConfig: { singleton, requiredVersion, strictVersion } }];
    }),
  );
  return createInstance({ name: `${name}_${++instances}`, remotes: [], shared, shareStrategy: 'loaded-first' });
}

const bump = (version, part) => {
  const [major, minor] = version.split('.').map(Number);
  return part === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};
const current = (pkg) => sharedModules()[pkg].version;

/** The old shell has loaded its copies (as at start); the remote joins the page's share scope. */
async function pageWith(remoteVersions, remoteCopies, shellVersions = {}) {
  const shellCopies = { 'shared-auth': { authStore: 'page store' }, 'shared-ui': { Button: 'page Button' } };
  const shell = container('shell', shellVersions, shellCopies);
  for (const pkg of WORKSPACE) await shell.loadShare(pkg);
  const remote = container('mfe_admin', remoteVersions, { ...shellCopies, ...remoteCopies });
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  return { remote, shellCopies };
}

test('the workspace packages carry real versions and each build declares the range it needs', () => {
  for (const pkg of WORKSPACE) {
    expect(current(pkg)).toMatch(/^\d+\.\d+\.\d+$/);
    expect(sharedModules()[pkg].requiredVersion).toBe(`^${current(pkg)}`);
  }
  expect(sharedModules()).not.toHaveProperty('shared-contracts');
});

test('a remote built against a newer shared-ui (a new export) gets its own copy with that export, not the page’s older one', async () => {
  const newer = bump(current('shared-ui'), 'minor');
  const ownCopy = { Button: 'remote Button', NewThing: 'added in the newer version' };
  const { remote } = await pageWith({ 'shared-ui': newer }, { 'shared-ui': ownCopy });
  const ui = (await remote.loadShare('shared-ui'))();
  expect(ui).toBe(ownCopy);
  expect(ui.NewThing).toBe('added in the newer version');
});

test('a remote built with the same or an older minor version uses the page’s copy (one copy on the page)', async () => {
  const { remote, shellCopies } = await pageWith({}, { 'shared-ui': { Button: 'remote Button' } });
  expect((await remote.loadShare('shared-ui'))()).toBe(shellCopies['shared-ui']);
  expect((await remote.loadShare('shared-auth'))()).toBe(shellCopies['shared-auth']);
});

test('after a major release of shared-ui, a remote still on the old major keeps its own copy, never the incompatible newer one', async () => {
  const ownCopy = { Button: 'old-major Button' };
  const { remote } = await pageWith({}, { 'shared-ui': ownCopy }, { 'shared-ui': bump(current('shared-ui'), 'major') });
  expect((await remote.loadShare('shared-ui'))()).toBe(ownCopy);
});

test('a remote that needs a newer auth store than the page loaded is refused with a message naming both, never given the older store', async () => {
  const newer = bump(current('shared-auth'), 'minor');
  const { remote } = await pageWith({ 'shared-auth': newer }, { 'shared-auth': { authStore: 'second store' } });
  await expect(remote.loadShare('shared-auth')).rejects.toThrow(
    new RegExp(
      `Version ${current('shared-auth').replace(/\./g, '\\.')} from shell_\\d+ of shared singleton module shared-auth does not satisfy the requirement of mfe_admin_\\d+ which needs \\^${newer.replace(/\./g, '\\.')}`,
    ),
  );
});

test('the shell loads the rest of shared-ui after a remote built against a newer one joined the page: it still takes its own copy', async () => {
  // The first visit loads only 'shared-ui/first-paint'; the whole 'shared-ui' comes with the first signed-in frame,
  // when a remote's entry may have registered a newer copy. The shell's menu context and theme are in its own copy.
  const shellCopies = { 'shared-auth': { authStore: 'page store' }, 'shared-ui': { Button: 'page Button' } };
  const shell = container('shell', {}, shellCopies, { host: true });
  await shell.loadShare('shared-auth');
  const remote = container('mfe_admin', { 'shared-ui': bump(current('shared-ui'), 'minor') }, { ...shellCopies, 'shared-ui': { Button: 'remote Button' } });
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  await remote.loadShare('shared-ui');
  expect((await shell.loadShare('shared-ui'))()).toBe(shellCopies['shared-ui']);
});
