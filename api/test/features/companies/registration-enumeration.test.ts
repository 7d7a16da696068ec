import argon2 from 'argon2';
import { AUTH_MESSAGES } from 'shared-contracts';
import { loadConfig } from '../../../src/config';
import { expireUnverifiedRegistrations } from '../../../src/features/companies/registrationExpiry';
import { seedTeam, seedUser, sessionTokenFrom } from '../../support/testApp';
import { appWithMailbox, call, registration, verifyRegisteredEmail } from '../../support/registration';
import { signInThroughSteps } from '../../support/signInSteps';
import type { TestApp } from '../../support/testApp';
import type { TestSmtpServer } from '../../support/smtpServer';

jest.setTimeout(300_000);

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await appWithMailbox({ publicUrl: 'https://compliance.example.in' }));
});
afterAll(() => close());

let ipCounter = 0;
const nextIp = () => `10.161.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress: nextIp() });

const VERIFY_SUBJECT = 'Verify your e-mail address for Compliance Management';
const ATTEMPT_SUBJECT = 'Someone tried to register with your e-mail address';
const PENDING_SUBJECT = 'Your e-mail address is waiting for verification';
const mailsTo = (email: string, subject: string) => smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject === subject);
async function waitForMails(email: string, subject: string, count: number) {
  for (let i = 0; i < 100 && mailsTo(email, subject).length < count; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return mailsTo(email, subject);
}
const count = async (sql: string, params: unknown[] = []) => (await t.db.one<{ n: number }>(sql, params))!.n;
const REFUSAL = { success: false, message: AUTH_MESSAGES.registrationRefused };

test('ASVS v5.0 6.3.8 registering an address in use says nothing of the account: one neutral refusal, the owner is mailed, nothing is created', async () => {
  const first = registration();
  const fresh = await register(first);
  // The specified success is kept: the new admin is signed in at once.
  expect(fresh.statusCode).toBe(201);
  expect(sessionTokenFrom(fresh)).toEqual(expect.any(String));
  expect(await waitForMails(first.email, VERIFY_SUBJECT, 1)).toHaveLength(1);

  await verifyRegisteredEmail(t.app, first.email);
  const { maker } = await seedTeam(t.app);
  const companies = await count('SELECT count(*)::int AS n FROM companies');
  const users = await count('SELECT count(*)::int AS n FROM users');
  // The same address again (another company, another password, other case), and a maker's address of another company.
  const again = registration({ email: first.email.toUpperCase(), password: 'Another-ledger-2027', companyData: { company_name: 'Copycat Finance' } });
  const answers = [];
  for (const payload of [again, registration({ email: maker.email })]) {
    const answer = await register(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(REFUSAL);
    expect(answer.body).not.toMatch(/already exists|in use|is registered/i);
    expect(sessionTokenFrom(answer)).toBeNull();
    answers.push(answer.body);
  }
  // A verified owner and a vouched-for maker are refused in the same words.
  expect(answers[0]).toBe(answers[1]);
  expect(await count('SELECT count(*)::int AS n FROM companies')).toBe(companies);
  expect(await count('SELECT count(*)::int AS n FROM users')).toBe(users);

  // Each owner learns of the attempt by mail (with the way in), and receives no verification link for it.
  const [toRegistrant] = await waitForMails(first.email, ATTEMPT_SUBJECT, 1);
  const [toMaker] = await waitForMails(maker.email, ATTEMPT_SUBJECT, 1);
  expect(toRegistrant.text).toContain('Nothing was created');
  expect(toRegistrant.text).toContain('https://compliance.example.in/reset-password');
  expect(toMaker).toBeDefined();
  expect(mailsTo(first.email, VERIFY_SUBJECT)).toHaveLength(1);
  expect(mailsTo(maker.email, VERIFY_SUBJECT)).toHaveLength(0);
  expect(await count("SELECT count(*)::int AS n FROM audit_events WHERE action = 'company.registration_refused'")).toBe(2);
});

test('ASVS v5.0 6.3.8 the refusal of an address in use is answered only after the password is hashed, like a registration', async () => {
  const { maker } = await seedTeam(t.app);
  // seedTeam hashes its own passwords first; only the calls of the route are counted.
  const hashed = jest.spyOn(argon2, 'hash');
  try {
    expect((await register(registration({ email: maker.email }))).statusCode).toBe(400);
    expect(hashed).toHaveBeenCalledTimes(1);
    hashed.mockClear();
    expect((await register(registration())).statusCode).toBe(201);
    expect(hashed).toHaveBeenCalledTimes(1);
  } finally {
    hashed.mockRestore();
  }
});

test("ASVS v5.0 6.3.8 registering again an address still waiting for its link is refused alike and mails its owner a notice, never that registration's link", async () => {
  const payload = registration();
  expect((await register(payload)).statusCode).toBe(201);
  await waitForMails(payload.email, VERIFY_SUBJECT, 1);
  const again = await register(registration({ email: payload.email }));
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual(REFUSAL);
  expect(sessionTokenFrom(again)).toBeNull();
  const [notice] = await waitForMails(payload.email, PENDING_SUBJECT, 1);
  expect(notice.text).toContain('ends after 48 hours');
  expect(notice.text).not.toMatch(/#token=|verify-email/);
  // The squatted address's owner never receives a link that would verify the earlier registration.
  expect(mailsTo(payload.email, VERIFY_SUBJECT)).toHaveLength(1);
  expect(mailsTo(payload.email, ATTEMPT_SUBJECT)).toHaveLength(0);
  expect(await count('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [payload.email])).toBe(1);
});

test('ASVS v5.0 6.3.8 a registration unverified for 48 hours gives the address up at once: registering it again succeeds', async () => {
  const squatted = await registeredDaysAgo(2.1);
  const owner = await register(registration({ email: squatted.payload.email, companyData: { company_name: 'Rightful Owner Finance' } }));
  expect(owner.statusCode).toBe(201);
  expect(sessionTokenFrom(owner)).toEqual(expect.any(String));
  expect(await count('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [squatted.payload.email])).toBe(1);
  expect(await count('SELECT count(*)::int AS n FROM companies WHERE id = $1', [squatted.companyId])).toBe(0);
});

test('ASVS v5.0 6.3.8 repeated registrations of an address in use mail its owner at most 3 times an hour, and are all refused alike', async () => {
  const { maker } = await seedTeam(t.app);
  for (let i = 0; i < 5; i++) expect((await register(registration({ email: maker.email }))).json()).toEqual(REFUSAL);
  await waitForMails(maker.email, ATTEMPT_SUBJECT, 3);
  await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(mailsTo(maker.email, ATTEMPT_SUBJECT)).toHaveLength(3);
  expect(await count("SELECT count(*)::int AS n FROM audit_events WHERE action = 'company.registration_refused' AND company_id = $1", [maker.companyId])).toBe(5);
});

/** Registers through the route and dates the registration `days` back. */
async function registeredDaysAgo(days: number, verify = false, meanwhile?: (payload: ReturnType<typeof registration>) => Promise<void>) {
  const payload = registration();
  expect((await register(payload)).statusCode).toBe(201);
  if (verify) await verifyRegisteredEmail(t.app, payload.email);
  await meanwhile?.(payload);
  const user = (await t.db.one<{ id: string; company_id: string }>('SELECT id, company_id FROM users WHERE lower(email) = lower($1)', [payload.email]))!;
  await t.db.execute(`UPDATE users SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [user.id, Math.round(days * 24)]);
  await t.db.execute(`UPDATE companies SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [user.company_id, Math.round(days * 24)]);
  return { payload, userId: user.id, companyId: user.company_id };
}

test('ASVS v5.0 14.2.7 a registration left unverified for UNVERIFIED_REGISTRATION_DAYS (default 2: 48 hours) is removed by the scheduler and audited; its address can register again', async () => {
  expect(loadConfig({}).unverifiedRegistrationDays).toBe(2);
  expect(loadConfig({ UNVERIFIED_REGISTRATION_DAYS: '14' }).unverifiedRegistrationDays).toBe(14);
  expect(t.app.config.unverifiedRegistrationDays).toBe(2);

  const stale = await registeredDaysAgo(8);
  // Signing in again (authenticator enrolment included) saves nothing: it does not keep an unverified registration.
  const signedIn = await registeredDaysAgo(9, false, async ({ email, password }) => {
    expect((await signInThroughSteps(t.app, email, password, { ip: nextIp() })).token).toEqual(expect.any(String));
  });
  const recent = await registeredDaysAgo(1);
  const verified = await registeredDaysAgo(30, true);
  // A company where someone else was added is kept; one where the admin saved something is kept but suspended, its address freed.
  const staffed = await registeredDaysAgo(30);
  await seedUser(t.app, 'maker', staffed.companyId);
  const worked = await registeredDaysAgo(30, false, async ({ email, password }) => {
    const { token } = await signInThroughSteps(t.app, email, password, { ip: nextIp() });
    expect((await call(t.app, 'PATCH', '/api/admin/security-policy', token!, { checkers: true, makers: false })).statusCode).toBe(200);
  });

  // A server shutting down stops the sweep before it removes anything.
  expect(await expireUnverifiedRegistrations(t.db, 2, () => true)).toBe(0);

  const result = await t.app.runJobs('2026-11-27');
  expect(result.registrationsExpired).toBe(3);

  const exists = async (table: string, column: string, id: string) => (await count(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id])) > 0;
  for (const gone of [stale, signedIn]) {
    expect(await exists('companies', 'id', gone.companyId)).toBe(false);
    expect(await exists('users', 'id', gone.userId)).toBe(false);
    expect(await exists('sessions', 'user_id', gone.userId)).toBe(false);
    expect(await exists('email_verification_tokens', 'user_id', gone.userId)).toBe(false);
  }
  for (const kept of [recent, verified, staffed, worked]) {
    expect(await exists('companies', 'id', kept.companyId)).toBe(true);
    expect(await exists('users', 'id', kept.userId)).toBe(true);
  }
  // The worked-in company keeps its records, suspended; its admin's account is closed, so the address is free.
  expect(await t.db.one('SELECT status FROM companies WHERE id = $1', [worked.companyId])).toEqual({ status: 'suspended' });
  expect(await count('SELECT count(*)::int AS n FROM users WHERE id = $1 AND deleted_at IS NOT NULL', [worked.userId])).toBe(1);
  expect((await register(registration({ email: worked.payload.email }))).statusCode).toBe(201);
  const audit = await t.db.one<{ actor_id: string | null; actor_role: string; before: { admin: { email: string } } }>(
    "SELECT actor_id, actor_role, before FROM audit_events WHERE action = 'company.registration_expired' AND company_id = $1",
    [stale.companyId],
  );
  expect(audit).toMatchObject({ actor_id: null, actor_role: 'system', before: { admin: { email: stale.payload.email } } });
  // The registration's own trail stays (append-only) beside the removal.
  expect(await count("SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND action = 'company.registered'", [stale.companyId])).toBe(1);

  // A second run finds nothing more; the freed address registers afresh (signed in at once) and gets a new link.
  expect((await t.app.runJobs('2026-11-27')).registrationsExpired).toBe(0);
  const before = mailsTo(stale.payload.email, VERIFY_SUBJECT).length;
  expect((await register(stale.payload)).statusCode).toBe(201);
  expect(await count('SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)', [stale.payload.email])).toBe(1);
  expect(await waitForMails(stale.payload.email, VERIFY_SUBJECT, before + 1)).toHaveLength(before + 1);
  expect(mailsTo(stale.payload.email, ATTEMPT_SUBJECT)).toHaveLength(0);
});

test('ASVS v5.0 6.3.8 a verification link verifies only the registration that sent it: the squatter’s link never verifies the owner’s later registration', async () => {
  const tokenIn = (text: string) => /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const verified = (email: string) =>
    t.db.one<{ verified: boolean }>('SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [email]);
  const confirm = (token: string | undefined) =>
    t.app.inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token }, remoteAddress: nextIp() });

  // Removed after 48 hours (nothing saved), and kept suspended (something saved): either way its link is dead.
  for (const worked of [false, true]) {
    const squat = await registeredDaysAgo(2.1, false, async ({ email, password }) => {
      if (!worked) return;
      const { token } = await signInThroughSteps(t.app, email, password, { ip: nextIp() });
      expect((await call(t.app, 'PATCH', '/api/admin/security-policy', token!, { checkers: true, makers: false })).statusCode).toBe(200);
    });
    const [squatMail] = await waitForMails(squat.payload.email, VERIFY_SUBJECT, 1);
    const squatToken = tokenIn(squatMail.text);
    expect(squatToken).toEqual(expect.any(String));

    const owner = await register(registration({ email: squat.payload.email, companyData: { company_name: 'Rightful Owner Finance' } }));
    expect(owner.statusCode).toBe(201);
    const [, ownerMail] = await waitForMails(squat.payload.email, VERIFY_SUBJECT, 2);
    const refused = await confirm(squatToken);
    expect(refused.statusCode).toBe(400);
    expect(await verified(squat.payload.email)).toEqual({ verified: false });
    expect((await confirm(tokenIn(ownerMail.text))).statusCode).toBe(200);
    expect(await verified(squat.payload.email)).toEqual({ verified: true });
  }
});
