export const ROLES = ['super-admin', 'admin', 'maker', 'checker'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an admin may create inside its company. */
export const TEAM_ROLES = ['maker', 'checker'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** An unknown role is treated as maker (the least privileged). */
export function normalizeRole(role: unknown): Role {
  return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : 'maker';
}

/** Default landing path after sign-in, by role. */
export function landingPathForRole(role: Role): string {
  switch (role) {
    case 'admin':
    case 'super-admin':
      return '/admin';
    case 'maker':
      return '/maker';
    case 'checker':
      return '/checker';
    default:
      return '/';
  }
}

/** The header's Dashboard link: the role's own area (super-admin maps to /super-admin). */
export function dashboardPathForRole(role: Role): string {
  return role === 'super-admin' ? '/super-admin' : landingPathForRole(role);
}
