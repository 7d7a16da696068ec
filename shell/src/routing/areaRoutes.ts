import type { AreaEntry, AreaName, RemotePage, RemoteRoutes } from 'shared-contracts';
import { isRemotePage } from 'shared-contracts';
import { loadRemoteModule } from '../federation/remoteRegistry';

const cache = new Map<string, Promise<RemoteRoutes>>();

/** A remote's route list, loaded once; a failure is forgotten so Retry loads it again. */
export function loadRouteList(remote: string): Promise<RemoteRoutes> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadRemoteModule<{ routes: RemoteRoutes }>(remote, 'routes').then((m) => m.routes);
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
    else failed.push(contributors[index]);
  });
  return { entries, pages: entries.filter(isRemotePage), failed };
}
