// The database behind the API: PGlite embedded (the default) or PostgreSQL (DATABASE_URL), one interface.
export type { Database, Listener, Queryable } from './databaseTypes';
export { openPglite, type CompiledPglite, type PgliteDatabase } from './pgliteDatabase';
export { openPostgres } from './postgresDatabase';
