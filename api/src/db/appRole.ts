import type { Database } from './database';

// The application's own PostgreSQL role (docs/decisions/0047-security-to-asvs-level-2.md, docs/security.md "Deploying securely"): not the owner of any
// table, so it can neither disable the audit triggers nor change an audit row; the owner runs the migrations.

const AUDIT_TABLES = ['audit_events', 'audit_chain_heads', 'audit_seals', 'audit_checkpoints', 'audit_reseals', 'audit_legacy_cutoff'];
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The statements the owner runs once after the migrations (and again after a migration adds tables). */
export function appRoleGrants(role: string, schema = 'public'): string[] {
  if (!IDENTIFIER.test(role) || !IDENTIFIER.test(schema)) throw new Error('Role and schema must be plain lower-case identifiers');
  return [
    `GRANT USAGE ON SCHEMA ${schema} TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role}`,
    `REVOKE UPDATE, DELETE, TRUNCATE ON ${AUDIT_TABLES.map((t) => `${schema}.${t}`).join(', ')} FROM ${role}`,
    // The insert trigger moves the chain head forward with its owner's rights (migration 1240): the role writes no head
    // and no upgrade cut-off itself.
    `REVOKE INSERT ON ${schema}.audit_chain_heads, ${schema}.audit_legacy_cutoff FROM ${role}`,
    `GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role}`,
  ];
}

export async function grantAppRole(db: Database, role: string, schema = 'public'): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of appRoleGrants(role, schema)) await tx.query(statement);
  });
}
