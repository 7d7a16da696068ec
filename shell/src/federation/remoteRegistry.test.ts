const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes, registerPlugins }),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

import { loadRemoteModule, registerRemoteList, resetRemote } from './remoteRegistry';

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  registerRemoteList({ mfe_admin: '/remotes/mfe-admin/mf-manifest.json' });
});

test('registers every remote of the list with the federation runtime', () => {
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json' }]);
});

test('a remote missing from the list fails with a clear message and is never fetched', async () => {
  await expect(loadRemoteModule('mfe_unknown', 'routes')).rejects.toThrow('The part "mfe_unknown" is not configured.');
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a failed load is retried once after re-registering the remote, then succeeds', async () => {
  loadRemote.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce({ routes: {} });
  await expect(loadRemoteModule('mfe_admin', 'routes')).resolves.toEqual({ routes: {} });
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(loadRemote).toHaveBeenCalledWith('mfe_admin/routes');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json' }], { force: true });
});

test('after the retries the last error is raised', async () => {
  loadRemote.mockRejectedValue(new Error('still down'));
  await expect(loadRemoteModule('mfe_admin', 'routes', 2)).rejects.toThrow('still down');
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('resetRemote forces the runtime to fetch the entry again', () => {
  resetRemote('mfe_admin');
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json' }], { force: true });
});

test('the fast-fail runtime plugin is registered once, however often the list is registered', () => {
  registerRemoteList({ mfe_admin: '/remotes/mfe-admin/mf-manifest.json' });
  expect(registerPlugins).toHaveBeenCalledTimes(1);
  expect(registerPlugins.mock.calls[0][0]).toEqual([expect.objectContaining({ name: 'shell-fast-fail' })]);
});

test('the fast-fail plugin gives manifest fetches a deadline and entry scripts a short timeout', async () => {
  const { fastFailPlugin } = await import('./fastFailPlugin');
  const plugin = fastFailPlugin(50);
  const seen: RequestInit[] = [];
  global.fetch = jest.fn((_url: unknown, init: RequestInit) => {
    seen.push(init);
    return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
  }) as unknown as typeof fetch;
  await expect((plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('/remotes/x/mf-manifest.json', {})).rejects.toThrow('timed out');
  expect(seen[0].signal).toBeDefined();
  expect((plugin.createScript as () => unknown)()).toEqual({ timeout: 50 });
});
