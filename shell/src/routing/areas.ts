import type { AreaName, Role } from 'shared-contracts';

export interface AreaDefinition {
  name: AreaName;
  /** Path prefix; the public area is the catch-all '/'. */
  base: string;
  /** Who may enter; null = everyone. */
  roles: Role[] | null;
  layout: { remote: string; module: string };
  /** Remotes whose './routes' contribute pages to this area. */
  contributors: string[];
}

/** The shell's route table: each prefix = guard -> layout from one remote -> pages from several. */
export const AREAS: AreaDefinition[] = [
  {
    name: 'admin',
    base: '/admin',
    roles: ['admin'],
    layout: { remote: 'mfe_admin', module: 'AdminLayout' },
    contributors: ['mfe_admin', 'mfe_workspace', 'mfe_compliance', 'mfe_public'],
  },
  {
    name: 'maker',
    base: '/maker',
    roles: ['maker'],
    layout: { remote: 'mfe_workspace', module: 'MakerLayout' },
    contributors: ['mfe_workspace', 'mfe_compliance', 'mfe_public'],
  },
  {
    name: 'checker',
    base: '/checker',
    roles: ['checker'],
    layout: { remote: 'mfe_workspace', module: 'CheckerLayout' },
    contributors: ['mfe_workspace', 'mfe_compliance', 'mfe_public'],
  },
  {
    name: 'super-admin',
    base: '/super-admin',
    roles: ['super-admin'],
    layout: { remote: 'mfe_superadmin', module: 'SuperAdminLayout' },
    contributors: ['mfe_superadmin', 'mfe_public'],
  },
  {
    name: 'public',
    base: '/',
    roles: null,
    layout: { remote: 'mfe_public', module: 'PublicLayout' },
    contributors: ['mfe_public'],
  },
];
