import { PAGE_PATHS, type RemoteRoutes } from 'shared-contracts/federation';

/** The super-admin console's pages, relative to /super-admin; the menu in the specification's order. */
export const routes: RemoteRoutes = {
  'super-admin': [
    {
      path: PAGE_PATHS['super-admin'].dashboard,
      title: 'Dashboard Overview',
      menu: { label: 'Dashboard Overview', order: 10, end: true },
      load: () => import('./features/overview/OverviewPage'),
    },
    { path: 'users', title: 'User Management', menu: { label: 'User Management', order: 20 }, load: () => import('./features/users/UsersPage') },
    { path: 'companies', title: 'Company Management', menu: { label: 'Company Management', order: 30 }, load: () => import('./features/companies/CompaniesPage') },
    { path: 'companies/:companyId', title: 'Company details', load: () => import('./features/companies/CompanyDetailPage') },
    { path: 'system', title: 'System Settings', menu: { label: 'System Settings', order: 40 }, load: () => import('./features/settings/SystemSettingsPage') },
    { path: 'content', title: 'Content releases', load: () => import('./features/content/ContentReleasesPage') },
    { path: 'outbox', title: 'E-mail outbox', load: () => import('./features/outbox/OutboxPage') },
    { path: 'analytics', title: 'Analytics', menu: { label: 'Analytics', order: 50 }, load: () => import('./features/analytics/AnalyticsPage') },
  ],
};
