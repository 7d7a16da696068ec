import type { RemoteRoutes } from 'shared-contracts';

export const routes: RemoteRoutes = {
  admin: [
    { path: '', title: 'Admin dashboard', load: () => import('./features/dashboard/AdminDashboardPage') },
    { path: 'tasks', title: 'Tasks', load: () => import('./features/dashboard/TasksPage') },
    { path: 'panels/maker', title: 'Maker users', load: () => import('./features/users/MakerPanelPage') },
    { path: 'panels/checker', title: 'Checker users', load: () => import('./features/users/CheckerPanelPage') },
    { path: 'statistics', title: 'Statistics', load: () => import('./features/insights/StatisticsPage') },
    { path: 'calendar', title: 'Statutory Calendar', load: () => import('./features/calendar/StatutoryCalendarPage') },
    { path: 'company-profile', title: 'Company Profile', load: () => import('./features/company-profile/CompanyProfilePage') },
    { path: 'reports', title: 'Reports', load: () => import('./features/insights/ReportsPage') },
    { path: 'audit-trail', title: 'Audit trail', load: () => import('./features/audit-trail/AuditTrailPage') },
  ],
};
