import type { AreaName, Role } from 'shared-contracts';

export interface AreaDefinition {
  name: AreaName;
  /** Path prefix; the public area is the catch-all '/'. */
  base: string;
  /** Who may enter; null = everyone. */
  roles: Role[] | null;
  /** Remotes whose './routes' contribute pages to this area. */
  contributors: string[];
}

/** The shell's route table: each prefix = guard -> the shell's frame of the area (frames/areaFrames.tsx) -> pages from several remotes. */
export const AREAS: AreaDefinition[] = [
  {
    name: 'admin',
    base: '/admin',
    roles: ['admin'],
    contributors: ['mfe_admin', 'mfe_workspace', 'mfe_compliance', 'mfe_public'],
  },
  {
    name: 'maker',
    base: '/maker',
    roles: ['maker'],
    contributors: ['mfe_workspace', 'mfe_compliance', 'mfe_public'],
  },
  {
    name: 'checker',
    base: '/checker',
    roles: ['checker'],
    contributors: ['mfe_workspace', 'mfe_compliance', 'mfe_public'],
  },
  {
    name: 'super-admin',
    base: '/super-admin',
    roles: ['super-admin'],
    contributors: ['mfe_superadmin', 'mfe_public'],
  },
  {
    name: 'public',
    base: '/',
    roles: null,
    contributors: ['mfe_public'],
  },
];
