import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from './content/load';
import { loadTlsFiles, type TlsFiles } from './tlsFiles';

/** Where documents are kept (features/documents/stores). */
export type DocumentStoreKind = 'disk' | 'database' | 's3';
export const DOCUMENT_STORE_KINDS: readonly DocumentStoreKind[] = ['disk', 'database', 's3'];

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, a test server); null = AWS itself, by region. */
  endpoint: string | null;
  region: string;
  /** null = the AWS SDK's own chain (environment, instance role, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Key prefix of the documents in the bucket, e.g. `documents/`. */
  prefix: string;
  /** Bucket in the path, not the host name: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded documents' bytes, content-addressed (FILES_DIR, default DATA_DIR/files). */
  filesDir: string;
  /** Where documents are kept (DOCUMENT_STORE): the database by default with DATABASE_URL, else the disk (docs/deployment.md). */
  documentStore: DocumentStoreKind;
  /** The bucket and how to reach it, when documentStore is 's3' (S3_* settings). */
  s3: S3Settings | null;
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; null = not on the main port. */
  metricsToken: string | null;
  /** A second listener (METRICS_PORT, on METRICS_HOST, default 127.0.0.1) serving /metrics without a token; null = none. */
  metricsPort: number | null;
  metricsHost: string;
  /** Real PostgreSQL when set; the embedded PGlite database in dataDir otherwise. */
  databaseUrl: string | null;
  /** Repository root whose built apps are served (shell at /, remotes under /remotes/); null = api only. */
  siteRoot: string | null;
  /** Optional JSON file that replaces the shell's remotes.json (remote name -> manifest URL). */
  remotesFile: string | null;
  corsOrigins: string[];
  /** Absolute lifetime of a session. */
  sessionTtlHours: number;
  /** A session unused this long ends (sliding). */
  sessionIdleMinutes: number;
  /** Lifetime of an entry in the in-process session cache; 0 = no cache. */
  sessionCacheSeconds: number;
  /** The session cookie carries Secure (and the __Host- prefix). */
  cookieSecure: boolean;
  superAdmin: { email: string; password: string } | null;
  /** A second platform operator (SECOND_SUPERADMIN_EMAIL / _PASSWORD): approves what the first uploads (content releases). */
  secondSuperAdmin: { email: string; password: string } | null;
  /** Public origin of the site, used for payment return URLs. */
  publicUrl: string;
  /**
   * PayU merchant key, salt and mode. 'local' explicitly allows the built-in test gateway (no money
   * is charged), the only way to have it with NODE_ENV=production.
   */
  payu: { key: string | null; salt: string | null; mode: PayuMode };
  whatsappNumber: string;
  trialDays: number;
  logLevel: string;
  production: boolean;
  /** Bytes of documents one company may store (COMPANY_STORAGE_QUOTA_MB). */
  companyStorageQuotaBytes: number;
  /** Bytes of documents all unverified and unpaid (trial) companies together may store (UNPAID_STORAGE_CAP_MB). */
  unpaidStorageCapBytes: number;
  /** POST /api/admin/users calls per admin per hour (USER_CREATE_RATE_LIMIT). */
  userCreateLimitPerHour: number;
  /** PDF and XLSX exports a signed-in user may make in ten minutes (each one renders a whole report). */
  exportLimitPer10Minutes: number;
  /** Bulk invitations (one file, up to 200 rows, counted as one action) per admin per hour (USER_IMPORT_RATE_LIMIT). */
  userImportLimitPerHour: number;
  /** Fastify trustProxy: false (default), a hop count, or addresses of the reverse proxies. */
  trustProxy: boolean | number | string;
  /** Folder of the regulatory content library files (JSON), validated at start. */
  contentDir: string;
  /** SMTP server for e-mail (smtp:// or smtps://); without it mails stay in the outbox table. */
  smtpUrl: string | null;
  /** The From address of every e-mail. */
  mailFrom: string;
  /** DATA_ENCRYPTION_KEY: base64 of 32 bytes sealing stored secrets; null = a key file under dataDir (not in production with PostgreSQL). */
  dataEncryptionKey: string | null;
  /** TLS_CERT_FILE and TLS_KEY_FILE read at start: the port serves HTTPS only; null = plain HTTP behind the proxy. */
  tls: TlsFiles | null;
  /** DATA_ENCRYPTION_KEY_PREVIOUS: the key being replaced (read only; what it sealed is re-sealed at start); null = none. */
  previousDataEncryptionKey: string | null;
  /** Seconds between runs of the scheduler (calendar tasks, reminders, e-mail); 0 = off (tests). */
  jobsIntervalSeconds: number;
  /** Days a self-registration may stay unverified before the scheduler removes it (docs/decisions/0058-registration-of-an-address-in-use-expiry.md); 0 = never. */
  unverifiedRegistrationDays: number;
}

export type PayuMode = 'test' | 'production' | 'local';
const PAYU_MODES: readonly PayuMode[] = ['test', 'production', 'local'];

/** A typo in PAYU_MODE must not fall back silently to a mode that charges nothing. */
function parsePayuMode(value: string | undefined): PayuMode {
  if (!value) return 'test';
  if ((PAYU_MODES as readonly string[]).includes(value)) return value as PayuMode;
  throw new Error(`PAYU_MODE must be one of ${PAYU_MODES.join(', ')} (got "${value}")`);
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Secure cookies whenever the public origin is https, and in production unless the site is served on
 * this machine only (pnpm start on http://localhost); SESSION_COOKIE_SECURE=true|false overrides.
 */
function cookieSecure(env: NodeJS.ProcessEnv, publicUrl: string): boolean {
  if (env.SESSION_COOKIE_SECURE === 'true') return true;
  if (env.SESSION_COOKIE_SECURE === 'false') return false;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' || (env.NODE_ENV === 'production' && !LOOPBACK.has(url.hostname));
}

/**
 * A production server is reached over TLS: PUBLIC_URL (links in mails, the trusted Origin, Secure cookies) must be
 * https. The one exception is a server that only this machine reaches (pnpm start and the end-to-end tests on
 * http://localhost or 127.0.0.1), where there is no network to protect.
 */
export function assertProductionPublicUrl(publicUrl: string): void {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`Refusing to start: PUBLIC_URL is not a URL (got "${publicUrl}")`);
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return;
  throw new Error(
    `Refusing to start: with NODE_ENV=production PUBLIC_URL must be an https address (got "${publicUrl}"); ` +
      'http is allowed only for http://localhost or http://127.0.0.1 on this machine.',
  );
}

/** Passwords a service account is installed with or commonly left at (ASVS 13.2.3). */
const DEFAULT_PASSWORDS = new Set(['postgres', 'password', 'admin', 'root', 'secret', 'changeme', 'pass', '123456', 'mail', 'smtp']);

/** Whether a service URL points at this machine (no network between the server and it). */
export const isLoopbackUrl = (url: URL) => LOOPBACK.has(url.hostname) || url.hostname === '::1';

/**
 * A production server reaches a database or mail server on another machine over TLS that verifies the peer's
 * certificate, and never with a default credential (ASVS 12.3.1, 12.3.2, 13.2.3). On this machine (loopback) there
 * is no network to protect and the check is left to the operator.
 */
export function assertProductionConnections(services: { DATABASE_URL: string | null; SMTP_URL: string | null }): void {
  for (const [name, value] of Object.entries(services)) {
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`Refusing to start: ${name} is not a URL`);
    }
    if (isLoopbackUrl(url)) continue;
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    if (password && (DEFAULT_PASSWORDS.has(password.toLowerCase()) || password === user)) {
      throw new Error(`Refusing to start: ${name} signs in as "${user}" with a default password; give the application its own account and secret`);
    }
    if (name === 'DATABASE_URL' && url.searchParams.get('sslmode') !== 'verify-full') {
      throw new Error(`Refusing to start: ${name} reaches another machine without verified TLS; add ?sslmode=verify-full`);
    }
    if (name === 'SMTP_URL' && (url.searchParams.get('ignoreTLS') === 'true' || url.searchParams.has('tls.rejectUnauthorized'))) {
      throw new Error(`Refusing to start: ${name} turns TLS or its certificate check off for a mail server on another machine`);
    }
  }
}

/** A whole number of 0 or more (0 is meaningful: off). */
function int0(value: string, fallback: number): number {
  return /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : fallback;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** DOCUMENT_STORE: disk, database (postgres is the same) or s3; a typo refuses to start rather than lose the documents' place. */
function documentStoreOf(env: NodeJS.ProcessEnv): DocumentStoreKind {
  const value = (env.DOCUMENT_STORE ?? '').trim().toLowerCase();
  if (!value) return env.DATABASE_URL ? 'database' : 'disk';
  if (value === 'postgres') return 'database';
  if ((DOCUMENT_STORE_KINDS as readonly string[]).includes(value)) return value as DocumentStoreKind;
  throw new Error(`DOCUMENT_STORE must be one of ${DOCUMENT_STORE_KINDS.join(', ')} (got "${env.DOCUMENT_STORE}")`);
}

function s3SettingsOf(env: NodeJS.ProcessEnv): S3Settings {
  if (!env.S3_BUCKET) throw new Error('DOCUMENT_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT for a server other than AWS)');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  const prefix = env.S3_PREFIX ?? 'documents/';
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } : null,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env.PORT, 8080);
  const config: AppConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    filesDir: path.resolve(env.FILES_DIR || path.join(env.DATA_DIR || './data', 'files')),
    databaseUrl: env.DATABASE_URL || null,
    documentStore: documentStoreOf(env),
    s3: null,
    metricsToken: env.METRICS_TOKEN || null,
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0) || null : null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    siteRoot: env.SITE_ROOT ? path.resolve(env.SITE_ROOT) : null,
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : null,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    sessionCacheSeconds: nonNegativeInt(env.SESSION_CACHE_SECONDS, 30),
    cookieSecure: false,
    superAdmin: env.SUPERADMIN_EMAIL && env.SUPERADMIN_PASSWORD ? { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD } : null,
    secondSuperAdmin:
      env.SECOND_SUPERADMIN_EMAIL && env.SECOND_SUPERADMIN_PASSWORD ? { email: env.SECOND_SUPERADMIN_EMAIL, password: env.SECOND_SUPERADMIN_PASSWORD } : null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    payu: {
      key: env.PAYU_KEY || null,
      salt: env.PAYU_SALT || null,
      mode: parsePayuMode(env.PAYU_MODE),
    },
    whatsappNumber: env.WHATSAPP_NUMBER || '919999999999',
    trialDays: int(env.TRIAL_DAYS, 7),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    userCreateLimitPerHour: int(env.USER_CREATE_RATE_LIMIT, 30),
    exportLimitPer10Minutes: int(env.EXPORT_RATE_LIMIT, 30),
    userImportLimitPerHour: int(env.USER_IMPORT_RATE_LIMIT, 5),
    companyStorageQuotaBytes: int(env.COMPANY_STORAGE_QUOTA_MB, 1024) * 1024 * 1024,
    unpaidStorageCapBytes: int(env.UNPAID_STORAGE_CAP_MB, 10240) * 1024 * 1024,
    // Only behind a known proxy may X-Forwarded-For name the client (it keys the sign-in limits).
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    contentDir: env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Compliance Management <no-reply@compliance.local>',
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || null,
    tls: loadTlsFiles(env),
    previousDataEncryptionKey: env.DATA_ENCRYPTION_KEY_PREVIOUS || null,
    jobsIntervalSeconds: env.JOBS_INTERVAL_SECONDS !== undefined ? int0(env.JOBS_INTERVAL_SECONDS, 300) : env.NODE_ENV === 'test' ? 0 : 300,
    unverifiedRegistrationDays: env.UNVERIFIED_REGISTRATION_DAYS !== undefined ? int0(env.UNVERIFIED_REGISTRATION_DAYS, 2) : 2,
  };
  if (config.documentStore === 's3' || env.S3_BUCKET) config.s3 = s3SettingsOf(env);
  if (config.metricsToken !== null && config.metricsToken.length < 16) throw new Error('METRICS_TOKEN must have at least 16 characters');
  if (config.production) {
    assertProductionPublicUrl(config.publicUrl);
    assertProductionConnections({ DATABASE_URL: config.databaseUrl, SMTP_URL: config.smtpUrl });
  }
  config.cookieSecure = cookieSecure(env, config.publicUrl);
  // A test or caller that moves dataDir moves the default files folder with it.
  const merged = { ...config, ...overrides };
  if (overrides.dataDir && !overrides.filesDir && !env.FILES_DIR) merged.filesDir = path.join(overrides.dataDir, 'files');
  return merged;
}
