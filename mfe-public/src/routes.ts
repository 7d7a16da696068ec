import type { RemoteRoutes } from 'shared-contracts';

export const routes: RemoteRoutes = {
  public: [
    { path: '', title: 'Compliance Management', load: () => import('./features/home/HomePage') },
    { path: 'login', title: 'Sign in', load: () => import('./features/login-placeholder/LoginPlaceholderPage') },
  ],
};
