import type { RemoteRoutes } from 'shared-contracts';

export const routes: RemoteRoutes = {
  'super-admin': [{ path: '', title: 'Dashboard Overview', load: () => import('./features/overview/OverviewPage') }],
};
