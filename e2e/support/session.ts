import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { sharedMailbox } from './mailbox';
import { currentPassword, nextCode, previousCode, rememberChosenPassword, rememberSecret } from './signInSteps';

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
  /** The session token, as the server set it in the HttpOnly cookie. */
  token: string;
  user: SessionUser;
}

/** The e2e server (playwright.config.ts): same origin as the pages. */
export const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT || 8181)}`;
/** Plain http on localhost: the cookie is `session` (on https it is `__Host-session`). */
export const SESSION_COOKIE = 'session';

/** The header of a signed-in browser: its session cookie. */
export const sessionCookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** What a sign-in call answers: a pending step (no session yet), or the user and the cookie's token. */
interface SignInAnswer {
  user: SessionUser;
  step?: 'password-change' | 'mfa' | 'mfa-enrol';
  challengeToken?: string;
  secret?: string;
  /** From Set-Cookie (never from the body); absent while a step remains. */
  token?: string;
  message?: string;
}

/**
 * Sign-ins go through Node's fetch, not Playwright's request context: that context keeps cookies,
 * and one session cookie left in it would ride along with every later call made as someone else.
 */
async function signInStep(path: string, data: unknown, what: string): Promise<SignInAnswer> {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
  const body = (await response.json().catch(() => ({}))) as SignInAnswer;
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${body.message ?? ''}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.slice(SESSION_COOKIE.length + 1).split(';')[0];
  return token ? { ...body, token } : body;
}

/** A call that must end with a session: its user and the session cookie's token. */
async function signInCall(path: string, data: unknown, what: string): Promise<{ user: SessionUser; token: string }> {
  const body = await signInStep(path, data, what);
  if (!body.token) throw new Error(`${what}: no session cookie in the answer${body.step ? ` (step ${body.step} remains)` : ''}`);
  return { user: body.user, token: body.token };
}

let counter = 0;
/** Unique per call and per run, so tests never collide on e-mail addresses. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface CompanyOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  /** Merged into companyData (the registration form's field names, docs/specifications.md A §3). */
  company?: Record<string, unknown>;
  /** false: leave the admin's e-mail unverified (the company cannot add users yet). */
  verifyEmail?: boolean;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${body.message ?? ''}`);
  return body;
}

/** The registration a test sends (POST /api/auth/register): a unique admin and company, with the overrides. */
export function registrationOf(overrides: CompanyOverrides = {}) {
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
  const request = { firstName: overrides.firstName ?? 'Asha', lastName: overrides.lastName ?? 'Admin', email, password, companyData: company };
  return { email, password, company, request };
}

/** Registers a company through POST /api/auth/register; answers its admin (signed in) and the company data sent. */
export async function registerCompany(_request: APIRequestContext, overrides: CompanyOverrides = {}) {
  // Listening before the server mails the verification link.
  await sharedMailbox();
  const { email, password, company, request } = registrationOf(overrides);
  const body = await signInCall('/api/auth/register', request, 'registerCompany');
  // The first session is limited until the admin sets up an authenticator (docs/decisions/0240-...): done from it, as the page does.
  await enrolFromSession(email, password, body.token);
  if (overrides.verifyEmail !== false) await verifyEmailFromMail(_request, email);
  return { admin: { email, password, token: body.token, user: body.user } as Account, company: { id: body.user.companyId as string, ...company } };
}

/** Sets up the authenticator from a signed-in session (password, then the first code); the secret is remembered for later sign-ins. */
export async function enrolFromSession(email: string, password: string, token: string): Promise<void> {
  const call = async (path: string, data: unknown) => {
    const response = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sessionCookieHeader(token) },
      body: JSON.stringify(data),
    });
    const body = (await response.json().catch(() => ({}))) as { secret?: string; message?: string };
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${body.message ?? ''}`);
    return body;
  };
  const { secret } = await call('/api/auth/mfa/setup', { password });
  rememberSecret(email, secret!);
  // The previous step's code leaves the current one for the next sign-in; on a step boundary it is two steps old: once more.
  await call('/api/auth/mfa/confirm', { code: previousCode(email) }).catch(() => call('/api/auth/mfa/confirm', { code: previousCode(email) }));
}

/** The token of the newest verification link mailed to this address, read from the mail as it arrived over SMTP. */
export async function verificationTokenFor(_request: APIRequestContext, email: string): Promise<string> {
  const mailbox = await sharedMailbox();
  for (let attempt = 0; attempt < 40; attempt++) {
    const mail = mailbox.messages
      .filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()) && m.subject === 'Verify your e-mail address for Compliance Management')
      .at(-1);
    const token = mail && /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await mailbox.waitFor(mailbox.messages.length + 1, 500).catch(() => undefined);
  }
  throw new Error(`no verification e-mail to ${email} arrived`);
}

/**
 * A newly registered admin proves the address before the company can add users (docs/decisions/0014-sign-in-and-credentials.md): the helper
 * opens the link of the mail the server sent, as the admin would.
 */
export async function verifyEmailFromMail(request: APIRequestContext, email: string): Promise<void> {
  const token = await verificationTokenFor(request, email);
  const response = await fetch(`${BASE_URL}/api/auth/email-verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`verifyEmail failed: ${response.status}`);
}

/**
 * Signs in through POST /api/auth/login and every step the server asks for (docs/decisions/0014-sign-in-and-credentials.md), as the user
 * would: a forced change replaces the admin's password (`<given>-Own-2027`, remembered for later
 * sign-ins), an admin enrols an authenticator the first time and types its code afterwards.
 * The answered account carries the password to use from now on and the session cookie's token.
 */
export async function login(_request: APIRequestContext, email: string, password: string): Promise<Account> {
  let current = currentPassword(email, password);
  let body = await signInStep('/api/auth/login', { email, password: current }, 'login');
  for (let guard = 0; guard < 4 && body.step; guard++) {
    const challengeToken = body.challengeToken;
    if (body.step === 'password-change') {
      const chosen = `${password}-Own-2027`;
      body = await signInStep('/api/auth/login/password-change', { challengeToken, newPassword: chosen }, 'password change');
      rememberChosenPassword(email, password, chosen);
      current = chosen;
    } else if (body.step === 'mfa-enrol') {
      const setup = await signInStep('/api/auth/login/mfa-enrol/start', { challengeToken }, 'mfa enrolment');
      rememberSecret(email, setup.secret!);
      body = await signInStep('/api/auth/login/mfa-enrol/confirm', { challengeToken, code: await nextCode(email) }, 'mfa enrolment');
    } else {
      body = await signInStep('/api/auth/login/mfa', { challengeToken, code: await nextCode(email) }, 'mfa');
    }
  }
  if (!body.token) throw new Error(`login: no session cookie in the answer${body.step ? ` (step ${body.step} remains)` : ''}`);
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
/** The second platform operator (SECOND_SUPERADMIN_EMAIL): approves the content releases the first uploads. */
export const SECOND_SUPERADMIN = { email: 'second@platform.test', password: 'Ops-Approver-2026' } as const;
export const signInSuperAdmin = (request: APIRequestContext) => login(request, SUPERADMIN.email, SUPERADMIN.password);

/** Gives the page's browser context the session cookie, as a sign-in through the page would have set it. */
export async function signInAs(page: Page, session: { token: string; user: SessionUser }): Promise<void> {
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session.token, url: BASE_URL, httpOnly: true, sameSite: 'Strict' }]);
}

/** One api call with the session cookie; answers Playwright's response (check .status(), .json()). */
export function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<APIResponse> {
  return request.fetch(path, {
    method,
    headers: token ? sessionCookieHeader(token) : {},
    data: body === undefined ? undefined : body,
  });
}
