import type { CompanyRole } from 'shared-contracts';

/** How the console names a role (the super-admin appears in lists only). */
export const ROLE_LABELS: Record<CompanyRole | 'super-admin', string> = { admin: 'Admin', maker: 'Maker', checker: 'Checker', 'super-admin': 'Super Admin' };
