import type { SideNavItem } from 'shared-ui';
import type { WorkspaceRole } from '../common/types';

function regulatoryGroup(base: string): SideNavItem {
  return {
    kind: 'group',
    label: 'Regulatory Compliance',
    items: [
      { kind: 'link', label: 'RBI', to: `${base}/rbi-compliance` },
      // No SEBI page exists yet: shown, not linked.
      { kind: 'soon', label: 'SEBI' },
      { kind: 'link', label: 'MCA', to: `${base}/mca-compliance` },
    ],
  };
}

function complianceItems(base: string): SideNavItem[] {
  return [
    regulatoryGroup(base),
    { kind: 'link', label: 'HR Compliance', to: `${base}/hr-compliance` },
    { kind: 'link', label: 'Self Audit', to: `${base}/self-audit` },
    { kind: 'link', label: 'Risk Assessment', to: `${base}/risk-assessment` },
    { kind: 'link', label: 'Compliance Updates', to: `${base}/updates` },
    { kind: 'link', label: 'Documents', to: `${base}/documents` },
  ];
}

/** Spec 000 section 2: the maker and checker sidebars. */
export function workspaceNav(role: WorkspaceRole): SideNavItem[] {
  const base = `/${role}`;
  if (role === 'maker') {
    return [
      { kind: 'link', label: 'Dashboard', to: base, end: true },
      { kind: 'link', label: 'My Tasks', to: `${base}/my-tasks` },
      ...complianceItems(base),
      { kind: 'link', label: 'Drafts', to: `${base}/drafts` },
      { kind: 'link', label: 'Pending Review', to: `${base}/pending-review` },
      { kind: 'link', label: 'Calendar', to: `${base}/calendar` },
      { kind: 'link', label: 'Signed-in devices', to: `${base}/account/devices` },
    ];
  }
  return [
    { kind: 'link', label: 'Dashboard', to: base, end: true },
    { kind: 'link', label: 'Pending Review', to: `${base}/pending-review` },
    { kind: 'link', label: 'Reviewed', to: `${base}/reviewed` },
    ...complianceItems(base),
    { kind: 'link', label: 'Calendar', to: `${base}/calendar` },
    { kind: 'link', label: 'Signed-in devices', to: `${base}/account/devices` },
  ];
}
