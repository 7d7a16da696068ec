import type { RemoteRoutes } from 'shared-contracts';

const dashboard = () => import('./features/dashboard/WorkspaceDashboardPage');

export const routes: RemoteRoutes = {
  maker: [{ path: '', title: 'Maker dashboard', load: dashboard }],
  checker: [{ path: '', title: 'Checker dashboard', load: dashboard }],
};
