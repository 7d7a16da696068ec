import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Role } from 'shared-contracts';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createSession } from '../../src/features/auth/sessions/sessionService';
import { startupTasks } from '../../src/startup';
import { freshDatabase } from './testDatabase';

export { freshDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close: () => Promise<void>;
  /**
   * Another API instance on the same database (PostgreSQL: its own connection pool and listener;
   * PGlite: the same embedded database), as two servers behind a load balancer would be.
   */
  secondInstance?: (overrides?: Partial<AppConfig>, hooks?: Pick<BuildHooks, 'onRoute'>) => Promise<{ app: FastifyInstance; close: () => Promise<void> }>;
}

/** For tests that watch the app being built: every route as it is registered, and routes added before ready. */
export interface BuildHooks {
  onRoute?: (route: RouteOptions) => void;
  beforeReady?: (app: FastifyInstance) => void;
  /** The app logs (JSON lines, as in production) to this stream instead of not at all. */
  logStream?: NodeJS.WritableStream;
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}, hooks: BuildHooks = {}): Promise<TestApp> {
  const { db, drop, reopen } = await freshDatabase();
  // Each app its own data folder: uploaded files are stored there (and removed with it).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-test-'));
  const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv, { dataDir, ...overrides });
  const app = await buildApp({ config, db, logger: Boolean(hooks.logStream), logStream: hooks.logStream, onRoute: hooks.onRoute });
  hooks.beforeReady?.(app);
  for (const task of startupTasks) await task(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    secondInstance: async (more = {}, moreHooks = {}) => {
      const otherDb = await reopen();
      const other = await buildApp({ config: { ...config, ...more }, db: otherDb, logger: false, onRoute: moreHooks.onRoute });
      await other.ready();
      return {
        app: other,
        close: async () => {
          await other.close();
          await otherDb.close();
        },
      };
    },
  };
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  companyId: string | null;
  token: string;
}

// A cheap hash for seeded users: a run seeds about 1,300 and signs many of them in, and argon2id at the product's cost
// (19 MiB, two passes) is 22 ms of CPU each time, about 45 CPU-seconds of each API pass. The stored hash carries its
// parameters, so the product verifies it as any other; the product's own hashes (registration, invitations, password
// changes, recovery codes) keep the product's cost (docs/decisions/0420-*.md).
const FAST_HASH = { type: argon2.argon2id, memoryCost: 1024, timeCost: 2, parallelism: 1 } as const;

/** Inserts a company directly (bypassing the registration route) for tests of other features. */
export async function seedCompany(db: Database, fields: Partial<{ name: string; nbfcType: string | null; makerMfa: boolean }> = {}) {
  const row = await db.one<{ id: string }>(
    `INSERT INTO companies (company_name, organization_type, email, mobile, address, state, city, pincode, nbfc_type, mfa_required_makers)
     VALUES ($1, 'Private Limited NBFC/Others', $2, '9876543210', '1 MG Road', 'Karnataka', 'Bengaluru', '560001', $3, $4)
     RETURNING id`,
    [fields.name ?? `Test NBFC ${unique()}`, `company-${unique()}@example.com`, fields.nbfcType === undefined ? 'Base layer' : fields.nbfcType, fields.makerMfa ?? true],
  );
  return row!.id;
}

/** Inserts a user with a live session; answers its session token. */
export async function seedUser(
  app: FastifyInstance,
  role: Role,
  companyId: string | null,
  fields: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<SeededUser> {
  const email = fields.email ?? `${role}-${unique()}@example.com`;
  const password = fields.password ?? 'secret123';
  const row = await app.db.one<{ id: string }>(
    `INSERT INTO users (company_id, email, password_hash, first_name, last_name, role)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [companyId, email, await argon2.hash(password, FAST_HASH), fields.firstName ?? 'Test', fields.lastName ?? role, role],
  );
  const { token } = await createSession(app.db, row!.id, 12);
  return { id: row!.id, email, password, role, companyId, token };
}

/** A company with an admin, a maker and a checker, each signed in. */
/**
 * `makerMfa: false`: the company's admin relaxed two-step verification for makers (docs/decisions/0240-...), so its
 * makers sign in with the password alone: for tests of password sign-in, sessions and throttles. By default every
 * role enrols, as in the product.
 */
export async function seedTeam(app: FastifyInstance, fields: Partial<{ nbfcType: string | null; makerMfa: boolean }> = {}) {
  const companyId = await seedCompany(app.db, fields);
  const [admin, maker, checker] = await Promise.all([
    seedUser(app, 'admin', companyId, { firstName: 'Asha', lastName: 'Admin' }),
    seedUser(app, 'maker', companyId, { firstName: 'Mohan', lastName: 'Maker' }),
    seedUser(app, 'checker', companyId, { firstName: 'Chitra', lastName: 'Checker' }),
  ]);
  return { companyId, admin, maker, checker };
}

/**
 * The company's admin has relaxed two-step verification for makers (the setting of PATCH /api/admin/security-policy;
 * docs/decisions/0240-mfa-every-role-limited-first-session.md): its makers sign in with the password alone again.
 * For tests of password sign-in itself; every other role always enrols.
 */
export async function relaxMakerMfa(app: FastifyInstance, companyId: string): Promise<void> {
  await app.db.execute('UPDATE companies SET mfa_required_makers = false WHERE id = $1', [companyId]);
}

/** The headers of a signed-in browser: its session cookie (the API reads no Authorization header). */
export const sessionHeaders = (token: string) => ({ cookie: `session=${token}` });

/** The session token a sign-in answer put in its Set-Cookie header (null when none was set). */
export function sessionTokenFrom(response: { headers: Record<string, unknown> }): string | null {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  for (const cookie of cookies) {
    const match = /^(?:__Host-)?session=([^;]+)/.exec(cookie);
    if (match && match[1] !== '') return match[1];
  }
  return null;
}

export type SeededTeam = Awaited<ReturnType<typeof seedTeam>>;

/**
 * The usual start of an API test file: a fresh app, a company team (admin, maker, checker), with `other`
 * a second company for the isolation checks, with `root` the platform super-admin ("Root Operator", seeded first).
 * Use: `beforeAll(async () => ({ t, team, other } = await testCompanies({ other: true })))`.
 */
export async function testCompanies(options: { other?: boolean; root?: boolean; overrides?: Partial<AppConfig>; hooks?: BuildHooks } = {}) {
  const t = await buildTestApp(options.overrides, options.hooks);
  const root = options.root ? await seedUser(t.app, 'super-admin', null, { firstName: 'Root', lastName: 'Operator' }) : (undefined as never);
  const team = await seedTeam(t.app);
  const other = options.other ? await seedTeam(t.app) : (undefined as never);
  return { t, root, team, other };
}
