import type { CompanyRole } from 'shared-contracts';

/** How the console names a role (the super-admin appears in lists only). */
export const ROLE_LABELS: Record<CompanyRole | 'super-admin', string> = { admin: 'Admin', maker: 'Maker', checker: 'Checker', 'super-admin': 'Super Admin' };

/** The companies as options of a select (the filter and the user form). */
export function CompanyOptions({ companies }: { companies: Array<{ id: string; companyName: string }> }) {
  return (
    <>
      {companies.map((c) => (
        <option key={c.id} value={c.id}>
          {c.companyName}
        </option>
      ))}
    </>
  );
}
