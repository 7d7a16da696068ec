import type { RemotePage, RemoteRoutes } from 'shared-contracts';

const updates: RemotePage = { path: 'updates', title: 'Compliance updates', load: () => import('./features/updates/UpdatesPage') };

export const routes: RemoteRoutes = {
  admin: [updates],
  maker: [updates],
  checker: [updates],
};
