import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteList } from 'shared-contracts';
import { fastFailPlugin } from './fastFailPlugin';

let remoteList: RemoteList = {};

/** Reads the runtime remote list; no remote URL is baked into the shell's build. */
export async function fetchRemoteList(url = '/remotes.json'): Promise<RemoteList> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote list unavailable (${response.status})`);
  const list = (await response.json()) as RemoteList;
  return list;
}

let pluginRegistered = false;

export function registerRemoteList(list: RemoteList): void {
  remoteList = list;
  const remotes = Object.entries(list).map(([name, entry]) => ({ name, entry }));
  const instance = getInstance();
  if (instance && !pluginRegistered) {
    instance.registerPlugins([fastFailPlugin()]);
    pluginRegistered = true;
  }
  if (instance) instance.registerRemotes(remotes);
  else registerRemotes(remotes);
}

export function isRegistered(remote: string): boolean {
  return remote in remoteList;
}

/** Forget a failed remote so the next load fetches its entry again (Retry without reload). */
export function resetRemote(remote: string): void {
  const entry = remoteList[remote];
  if (!entry) return;
  const instance = getInstance();
  const remotes = [{ name: remote, entry }];
  if (instance) instance.registerRemotes(remotes, { force: true });
  else registerRemotes(remotes, { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The quiet retries end this long after the first attempt started: the user hears of a failure within 2 s. */
export const QUIET_RETRY_BUDGET_MS = 1200;

/**
 * Loads `remote/module` with one quiet retry, so a dropped connection does not show an error at once;
 * a retry starts only within the quiet budget (a remote that hangs is not waited for twice). A remote
 * not in the list fails with a clear message.
 */
export async function loadRemoteModule<T>(remote: string, module: string, attempts = 2): Promise<T> {
  if (!isRegistered(remote)) throw new Error(`The part "${remote}" is not configured.`);
  const started = Date.now();
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1 && Date.now() - started > QUIET_RETRY_BUDGET_MS) break;
    try {
      const loaded = await loadRemote<T>(`${remote}/${module}`);
      if (!loaded) throw new Error(`${remote}/${module} is empty`);
      return loaded;
    } catch (error) {
      lastError = error;
      resetRemote(remote);
      if (attempt < attempts) await sleep(200 * attempt);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
