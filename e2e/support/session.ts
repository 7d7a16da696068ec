import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { currentPassword, nextCode, rememberChosenPassword, rememberSecret } from './signInSteps';

/**
 * Test sessions made through the real api of the running e2e server (no database shortcuts):
 * register a company, create its makers and checkers, and hand a session to a page.
 */

export type Role = 'super-admin' | 'admin' | 'maker' | 'checker';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: 'active' | 'suspended';
  companyId: string | null;
  companyName?: string | null;
}

export interface Account {
  email: string;
  password: string;
  token: string;
  user: SessionUser;
}

let counter = 0;
/** Unique per call and per run, so tests never collide on e-mail addresses. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface CompanyOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  /** Merged into companyData (spec 000 section 3 field names). */
  company?: Record<string, unknown>;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${body.message ?? ''}`);
  return body;
}

/** Registers a company through POST /api/auth/register; answers its admin (signed in) and the company data sent. */
export async function registerCompany(request: APIRequestContext, overrides: CompanyOverrides = {}) {
  const suffix = uniqueSuffix();
  const email = overrides.email ?? `admin-${suffix}@e2e.test`;
  const password = overrides.password ?? 'Ledger-Audit-2026';
  const company = {
    company_name: `E2E Finance ${suffix}`,
    organization_type: 'Private Limited NBFC/Others',
    email,
    mobile: '9876543210',
    landline: '',
    website_url: '',
    pan: '',
    cin: '',
    gstn: '',
    address: '12 MG Road',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560001',
    establishment: ['Corporate Office'],
    nbfc_type: 'Base layer',
    your_current_asset_size: 100,
    net_owned_fund: 25,
    username: `admin${suffix}`,
    regulatory_authority: ['RBI'],
    ...overrides.company,
  };
  const response = await request.post('/api/auth/register', {
    data: { firstName: overrides.firstName ?? 'Asha', lastName: overrides.lastName ?? 'Admin', email, password, companyData: company },
  });
  const body = await json<{ user: SessionUser; token: string }>(response, 'registerCompany');
  return { admin: { email, password, token: body.token, user: body.user } as Account, company: { id: body.user.companyId as string, ...company } };
}

interface SignInAnswer {
  user: SessionUser;
  token: string;
  step?: 'password-change' | 'mfa' | 'mfa-enrol';
  challengeToken?: string;
}

/**
 * Signs in through POST /api/auth/login and every step the server asks for (issue 15), as the user
 * would: a forced change replaces the admin's password (`<given>-Own-2027`, remembered for later
 * sign-ins), an admin enrols an authenticator the first time and types its code afterwards.
 * The answered account carries the password to use from now on.
 */
export async function login(request: APIRequestContext, email: string, password: string): Promise<Account> {
  let current = currentPassword(email, password);
  let body = await json<SignInAnswer>(await request.post('/api/auth/login', { data: { email, password: current } }), 'login');
  for (let guard = 0; guard < 4 && body.step; guard++) {
    const challengeToken = body.challengeToken;
    if (body.step === 'password-change') {
      const chosen = `${password}-Own-2027`;
      body = await json<SignInAnswer>(await request.post('/api/auth/login/password-change', { data: { challengeToken, newPassword: chosen } }), 'password change');
      rememberChosenPassword(email, password, chosen);
      current = chosen;
    } else if (body.step === 'mfa-enrol') {
      const setup = await json<{ secret: string }>(await request.post('/api/auth/login/mfa-enrol/start', { data: { challengeToken } }), 'mfa enrolment');
      rememberSecret(email, setup.secret);
      body = await json<SignInAnswer>(await request.post('/api/auth/login/mfa-enrol/confirm', { data: { challengeToken, code: await nextCode(email) } }), 'mfa enrolment');
    } else {
      body = await json<SignInAnswer>(await request.post('/api/auth/login/mfa', { data: { challengeToken, code: await nextCode(email) } }), 'mfa');
    }
  }
  return { email, password: current, token: body.token, user: body.user };
}

/** The admin creates a maker or checker (POST /api/admin/users), which is then signed in. */
export async function createTeamUser(
  request: APIRequestContext,
  adminToken: string,
  role: 'maker' | 'checker',
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<Account> {
  const suffix = uniqueSuffix();
  const data = {
    firstName: overrides.firstName ?? (role === 'maker' ? 'Mohan' : 'Chitra'),
    lastName: overrides.lastName ?? (role === 'maker' ? 'Maker' : 'Checker'),
    email: overrides.email ?? `${role}-${suffix}@e2e.test`,
    password: overrides.password ?? 'Team-pass-1',
    role,
  };
  await json(await apiCall(request, 'POST', '/api/admin/users', adminToken, data), 'createTeamUser');
  return login(request, data.email, data.password);
}

/** The e2e server's super-admin (created at start from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD). */
export const SUPERADMIN = { email: 'root@platform.test', password: 'Ops-Console-2026' } as const;
export const signInSuperAdmin = (request: APIRequestContext) => login(request, SUPERADMIN.email, SUPERADMIN.password);

/** Puts the session where the front end keeps it (auth_token, user) before any page script runs. */
export async function signInAs(page: Page, session: { token: string; user: SessionUser }): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      try {
        // Only on the first load of the site: a later sign-out in the test must stay signed out.
        if (window.location.origin === 'null' || window.sessionStorage.getItem('__e2e_session_set')) return;
        window.sessionStorage.setItem('__e2e_session_set', '1');
        window.localStorage.setItem('auth_token', token);
        window.localStorage.setItem('user', user);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** One api call with the bearer token; answers Playwright's response (check .status(), .json()). */
export function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<APIResponse> {
  return request.fetch(path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: body === undefined ? undefined : body,
  });
}
