import type { Queryable } from '../../db/database';

/** The stored platform settings (key → JSON value); a key never written keeps its default. */
export function settingRows(db: Queryable) {
  return db.query<{ key: string; value: unknown }>('SELECT key, value FROM platform_settings');
}

export async function upsertSetting(db: Queryable, key: string, value: unknown, userId: string | null): Promise<void> {
  await db.execute(
    `INSERT INTO platform_settings (key, value, updated_by, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [key, JSON.stringify(value), userId],
  );
}
