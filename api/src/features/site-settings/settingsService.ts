import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { settingRows, upsertSetting } from './repository';

/** Settings the super-admin may change at run time; the environment gives the defaults. */
export interface PlatformSettings {
  trialDays: number;
  whatsappNumber: string;
  /** Where contact-form messages are also announced (the messages themselves are stored). */
  contactInboxEmail: string;
}

export function defaultSettings(config: AppConfig): PlatformSettings {
  return { trialDays: config.trialDays, whatsappNumber: config.whatsappNumber, contactInboxEmail: 'support@example.in' };
}

export async function readSettings(db: Queryable, config: AppConfig): Promise<PlatformSettings> {
  const rows = await settingRows(db);
  const settings = defaultSettings(config) as unknown as Record<string, unknown>;
  for (const row of rows) if (row.key in settings) settings[row.key] = row.value;
  return settings as unknown as PlatformSettings;
}

export async function writeSetting<K extends keyof PlatformSettings>(db: Queryable, key: K, value: PlatformSettings[K], userId: string | null): Promise<void> {
  await upsertSetting(db, key, value, userId);
}
