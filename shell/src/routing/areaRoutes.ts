import type { AreaEntry, AreaName, RemotePage, RemoteRoutes } from 'shared-contracts';
import { checkRemoteRoutes, isRemotePage } from 'shared-contracts';
import { loadRemoteModule } from '../federation/remoteRegistry';

const cache = new Map<string, Promise<RemoteRoutes>>();

/**
 * A remote's route list, loaded once and checked against the shared contract (entries that do not meet
 * it are left out and reported); a failure is forgotten so Retry loads it again.
 */
export function loadRouteList(remote: string): Promise<RemoteRoutes> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadRemoteModule<{ routes?: unknown }>(remote, 'routes').then((m) => {
      const { routes, problems } = checkRemoteRoutes(remote, m.routes);
      if (problems.length > 0) console.warn(`Route entries left out: ${problems.join('; ')}`);
      return routes;
    });
    pending.catch(() => cache.delete(remote));
    cache.set(remote, pending);
  }
  return pending;
}

export interface AreaPageSet {
  /** Every entry the contributors gave the area: pages and menu items still to come. */
  entries: AreaEntry[];
  /** The entries that are pages. */
  pages: RemotePage[];
  /** Contributors whose route list could not be loaded. */
  failed: string[];
}

export async function loadAreaPages(area: AreaName, contributors: string[]): Promise<AreaPageSet> {
  const results = await Promise.allSettled(contributors.map((remote) => loadRouteList(remote)));
  const entries: AreaEntry[] = [];
  const failed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') entries.push(...(result.value[area] ?? []));
    else {
      failed.push(contributors[index]);
      // Why, for whoever looks: a remote refused for its shared-package needs names both versions here.
      console.error(`The part "${contributors[index]}" could not be loaded:`, result.reason);
    }
  });
  return { entries, pages: entries.filter(isRemotePage), failed };
}
