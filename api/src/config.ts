import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Real PostgreSQL when set; the embedded PGlite database in dataDir otherwise. */
  databaseUrl: string | null;
  /** Repository root whose built apps are served (shell at /, remotes under /remotes/); null = api only. */
  siteRoot: string | null;
  /** Optional JSON file that replaces the shell's remotes.json (remote name -> manifest URL). */
  remotesFile: string | null;
  corsOrigins: string[];
  sessionTtlHours: number;
  superAdmin: { email: string; password: string } | null;
  /** Public origin of the site, used for payment return URLs. */
  publicUrl: string;
  payu: { key: string | null; salt: string | null; mode: 'test' | 'production' };
  whatsappNumber: string;
  trialDays: number;
  logLevel: string;
  production: boolean;
  /** Fastify trustProxy: false (default), a hop count, or addresses of the reverse proxies. */
  trustProxy: boolean | number | string;
  /** SMTP server for e-mail (smtp:// or smtps://); without it mails stay in the outbox table. */
  smtpUrl: string | null;
  /** The From address of every e-mail. */
  mailFrom: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env.PORT, 8080);
  const config: AppConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    siteRoot: env.SITE_ROOT ? path.resolve(env.SITE_ROOT) : null,
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : null,
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    superAdmin:
      env.SUPERADMIN_EMAIL && env.SUPERADMIN_PASSWORD
        ? { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD }
        : null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    payu: {
      key: env.PAYU_KEY || null,
      salt: env.PAYU_SALT || null,
      mode: env.PAYU_MODE === 'production' ? 'production' : 'test',
    },
    whatsappNumber: env.WHATSAPP_NUMBER || '919999999999',
    trialDays: int(env.TRIAL_DAYS, 7),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    // Only behind a known proxy may X-Forwarded-For name the client (it keys the sign-in limits).
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Compliance Suite <no-reply@compliance.local>',
  };
  return { ...config, ...overrides };
}
