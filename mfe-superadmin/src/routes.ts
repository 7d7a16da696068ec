import type { RemoteRoutes } from 'shared-contracts';

/** The super-admin console's pages (spec 000 section 2), relative to /super-admin. */
export const routes: RemoteRoutes = {
  'super-admin': [
    { path: '', title: 'Dashboard Overview', load: () => import('./features/overview/OverviewPage') },
    { path: 'users', title: 'User Management', load: () => import('./features/users/UsersPage') },
    { path: 'companies', title: 'Company Management', load: () => import('./features/companies/CompaniesPage') },
    { path: 'companies/:companyId', title: 'Company details', load: () => import('./features/companies/CompanyDetailPage') },
    { path: 'system', title: 'System Settings', load: () => import('./features/settings/SystemSettingsPage') },
    { path: 'outbox', title: 'E-mail outbox', load: () => import('./features/outbox/OutboxPage') },
    { path: 'analytics', title: 'Analytics', load: () => import('./features/analytics/AnalyticsPage') },
  ],
};
