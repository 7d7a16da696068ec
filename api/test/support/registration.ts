import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterRequest } from 'shared-contracts';
import type { AppConfig } from '../../src/config';
import { buildTestApp, sessionHeaders, type TestApp } from './testApp';
import { startTestSmtpServer, type TestSmtpServer } from './smtpServer';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A complete, valid registration payload with a unique e-mail. */
export function registration(overrides: Partial<Omit<RegisterRequest, 'companyData'>> & { companyData?: Partial<RegisterRequest['companyData']> } = {}): RegisterRequest {
  const email = overrides.email ?? `owner-${unique()}@acme.in`;
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    password: 'Ledger-Audit-2026',
    ...overrides,
    email,
    companyData: {
      company_name: 'Acme Finance Pvt Ltd',
      organization_type: 'Private Limited NBFC/Others',
      email,
      mobile: '9876543210',
      landline: '',
      website_url: 'https://acme.in',
      pan: 'ABCDE1234F',
      cin: 'U65910MH1995PTC123456',
      gstn: '27ABCDE1234F1Z5',
      address: '1 MG Road',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      establishment: ['Corporate Office', 'Registered Office'],
      nbfc_type: 'Base layer',
      your_current_asset_size: 250,
      net_owned_fund: 30,
      username: 'asha',
      regulatory_authority: ['RBI', 'ROC'],
      ...overrides.companyData,
    },
  };
}

/** Counts rows of a table (to prove a refused request changed nothing). */
export async function countRows(app: FastifyInstance, table: 'companies' | 'users' | 'sessions' | 'tasks' | 'audit_events'): Promise<number> {
  const row = await app.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

export const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  app.inject({ method, url, headers: token ? sessionHeaders(token) : {}, payload: payload as Record<string, unknown> | undefined });

/**
 * Verifies a self-registered admin's address (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md) through the real confirmation route. The outbox keeps
 * mails with their link tokens removed (docs/decisions/0058-registration-of-an-address-in-use-expiry.md), so the fixture puts a token of its own in place of the one
 * mailed (stored, like every token, as its SHA-256) and confirms it as the admin's browser would.
 * A self-registered admin's company can add users only after this.
 */
export async function verifyRegisteredEmail(app: FastifyInstance, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const planted = await app.db.execute(
    `UPDATE email_verification_tokens SET token_hash = $2
      WHERE used_at IS NULL AND expires_at > now() AND user_id = (SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL)`,
    [email, createHash('sha256').update(token).digest('hex')],
  );
  if (planted !== 1) throw new Error(`no live verification link for ${email}`);
  const res = await app.inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`verification refused: ${res.body}`);
}

/** An app that sends its mail to a real SMTP server of its own, on a free port (no clash with other tests). */
export async function appWithMailbox(overrides: Partial<AppConfig> = {}): Promise<{ t: TestApp; smtp: TestSmtpServer; close: () => Promise<void> }> {
  const smtp = await startTestSmtpServer(0);
  const t = await buildTestApp({ smtpUrl: smtp.url, ...overrides });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
