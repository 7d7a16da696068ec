import type { SideNavItem } from 'shared-ui';

const soon = (label: string): SideNavItem => ({ kind: 'soon', label });

/** Spec 000 section 2, admin area: every item of the sidebar; those without a route are shown as coming soon. */
export const ADMIN_NAV: SideNavItem[] = [
  { kind: 'link', label: 'Dashboard', to: '/admin', end: true },
  { kind: 'link', label: 'Tasks', to: '/admin/tasks' },
  { kind: 'link', label: 'Statutory Calendar', to: '/admin/calendar' },
  { kind: 'link', label: 'Compliance Updates', to: '/admin/updates' },
  {
    kind: 'group',
    label: 'Regulatory Compliance',
    defaultOpen: true,
    items: [
      { kind: 'link', label: 'RBI Compliance', to: '/admin/compliance/rbi' },
      { kind: 'link', label: 'MCA Compliance', to: '/admin/compliance/mca' },
      soon('SEBI Compliance'),
    ],
  },
  { kind: 'link', label: 'HR Compliance', to: '/admin/hr-compliance' },
  { kind: 'link', label: 'Self Audit', to: '/admin/self-audit' },
  { kind: 'link', label: 'Risk Assessment', to: '/admin/risk-assessment' },
  { kind: 'link', label: 'Document Management', to: '/admin/document-management' },
  soon('Contract Management'),
  soon('Litigation Management'),
  {
    kind: 'group',
    label: 'User Management',
    defaultOpen: true,
    items: [
      { kind: 'link', label: 'Makers', to: '/admin/panels/maker' },
      { kind: 'link', label: 'Checkers', to: '/admin/panels/checker' },
    ],
  },
  {
    kind: 'group',
    label: 'Insights',
    items: [
      { kind: 'link', label: 'Statistics', to: '/admin/statistics' },
      { kind: 'link', label: 'Reports', to: '/admin/reports' },
      { kind: 'link', label: 'Audit Trail', to: '/admin/audit-trail' },
    ],
  },
  { kind: 'link', label: 'Subscription', to: '/admin/subscription' },
  { kind: 'link', label: 'Signed-in devices', to: '/admin/account/devices' },
  {
    kind: 'group',
    label: 'Services',
    items: [soon('Risk Advisory'), soon('IT Advisory'), soon('Trainings'), soon('Recruitment'), soon('Expert Guidance')],
  },
  {
    kind: 'group',
    label: 'Recovery',
    items: [soon('Loan Statement'), soon('NPA Services'), soon('Money Recovery')],
  },
  // The spec's Settings item had no page; the company profile (which drives the statutory calendar) is its first.
  { kind: 'group', label: 'Settings', items: [{ kind: 'link', label: 'Company Profile', to: '/admin/company-profile' }] },
];
