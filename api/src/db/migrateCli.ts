import { openPostgres } from './database';
import { grantAppRole } from './appRole';
import { migrate } from './migrate';

// Run by the database owner (docs/security.md, "Database roles"):
//   DATABASE_URL=<owner url> node --import tsx api/src/db/migrateCli.ts [--grant-app-role <role>]
// applies the migrations and, when asked, grants the application's role what it needs and nothing more.
async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the owner role of the PostgreSQL database');
  const flag = process.argv.indexOf('--grant-app-role');
  const role = flag >= 0 ? process.argv[flag + 1] : undefined;
  if (flag >= 0 && !role) throw new Error('--grant-app-role needs the role name');
  const db = await openPostgres(url, { max: 1 });
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied ${applied.length} migrations: ${applied.join(', ')}` : 'The database is up to date.');
    if (role) {
      await grantAppRole(db, role);
      console.log(`Granted ${role} the application's rights (no ownership, no change to audit rows).`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
