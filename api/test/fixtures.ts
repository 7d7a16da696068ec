import type { FastifyInstance } from 'fastify';
import type { RegisterRequest } from 'shared-contracts';
import { bearer } from './helper';

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

export const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> | undefined });

/**
 * Opens the verification link mailed at registration (issue 15): read from the outbox, as the admin would
 * from the mail. A self-registered admin's company can add users only after this.
 */
export async function verifyRegisteredEmail(app: FastifyInstance, email: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const row = await app.db.one<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND subject = 'Verify your e-mail address for Compliance Management' ORDER BY created_at DESC LIMIT 1",
      [email],
    );
    const token = row && /#token=([A-Za-z0-9_-]+)/.exec(row.text_body)?.[1];
    if (token) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token } });
      if (res.statusCode !== 200) throw new Error(`verification refused: ${res.body}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail to ${email}`);
}
