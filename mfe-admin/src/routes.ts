import type { RemoteRoutes } from 'shared-contracts';

export const routes: RemoteRoutes = {
  admin: [{ path: '', title: 'Admin dashboard', load: () => import('./features/dashboard/AdminDashboardPage') }],
};
