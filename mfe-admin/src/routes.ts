import { PAGE_PATHS, type AreaEntry, type MenuEntry, type RemoteRoutes } from 'shared-contracts/federation';

/** Menu items of the specification's admin sidebar that have no page yet. */
const soon = (menu: MenuEntry): AreaEntry => ({ comingSoon: true, menu });
const services = (label: string, order: number) => soon({ label, order, group: 'Services' });
const recovery = (label: string, order: number) => soon({ label, order, group: 'Recovery' });

export const routes: RemoteRoutes = {
  admin: [
    // Dashboard (10), Tasks (20) and Statutory Calendar (40) come from mfe-workspace, the home of tasks and the calendar.
    soon({ label: 'Contract Management', order: 110 }),
    soon({ label: 'Litigation Management', order: 120 }),
    {
      path: PAGE_PATHS.admin.makers,
      title: 'Maker users',
      menu: { label: 'Makers', order: 131, group: 'User Management', groupOpen: true },
      load: () => import('./features/users/MakerPanelPage'),
    },
    {
      path: PAGE_PATHS.admin.checkers,
      title: 'Checker users',
      menu: { label: 'Checkers', order: 132, group: 'User Management', groupOpen: true },
      load: () => import('./features/users/CheckerPanelPage'),
    },
    { path: 'statistics', title: 'Statistics', menu: { label: 'Statistics', order: 141, group: 'Insights' }, load: () => import('./features/insights/StatisticsPage') },
    { path: 'reports', title: 'Reports', menu: { label: 'Reports', order: 142, group: 'Insights' }, load: () => import('./features/insights/ReportsPage') },
    {
      path: 'audit-trail',
      title: 'Audit trail',
      menu: { label: 'Audit Trail', order: 143, group: 'Insights' },
      load: () => import('./features/audit-trail/AuditTrailPage'),
    },
    services('Risk Advisory', 171),
    services('IT Advisory', 172),
    services('Trainings', 173),
    services('Recruitment', 174),
    services('Expert Guidance', 175),
    recovery('Loan Statement', 181),
    recovery('NPA Services', 182),
    recovery('Money Recovery', 183),
    // The specification's Settings item (docs/specifications.md, A §2 "Role areas") had no page; the company profile (which drives the statutory calendar) is its first.
    {
      path: PAGE_PATHS.admin.companyProfile,
      title: 'Company Profile',
      menu: { label: 'Company Profile', order: 191, group: 'Settings' },
      load: () => import('./features/company-profile/CompanyProfilePage'),
    },
    {
      path: 'security',
      title: 'Security',
      menu: { label: 'Security', order: 192, group: 'Settings' },
      load: () => import('./features/security-policy/SecurityPolicyPage'),
    },
  ],
};
