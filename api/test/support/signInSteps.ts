import type { FastifyInstance } from 'fastify';
import { openMfaSecret } from '../../src/features/auth/mfa/mfa';
import { base32Decode, hotp, totp } from '../../src/features/auth/mfa/totp';
import { sessionTokenFrom } from './testApp';

/** The code an authenticator app would show now for this base32 secret. */
export const codeFor = (secret: string, at = Date.now() / 1000) => totp(base32Decode(secret), at);

/** The code of one 30-second step. */
export const codeAtStep = (secret: string, step: number) => hotp(base32Decode(secret), step);

/** The step of the last code the server accepted from this user. */
export async function lastStep(app: FastifyInstance, userId: string): Promise<number> {
  const row = await app.db.one<{ mfa_last_step: number }>('SELECT mfa_last_step FROM users WHERE id = $1', [userId]);
  return Number(row!.mfa_last_step);
}

/** The code of the previous 30-second step, still accepted (an enrolment with it leaves the current step for the sign-in after). */
export const previousCodeFor = (secret: string) => codeFor(secret, Date.now() / 1000 - 30);

/**
 * Confirms an enrolment with the previous step's code. On a loaded machine the request can reach the server one step
 * later, when that code is two steps old and rightly refused: then it tries once more with the new previous code.
 */
export async function confirmWithPreviousCode<R extends { statusCode: number }>(secret: string, send: (code: string) => Promise<R>): Promise<R> {
  const step = Math.floor(Date.now() / 30000);
  const first = await send(previousCodeFor(secret));
  if (first.statusCode < 400 || Math.floor(Date.now() / 30000) === step) return first;
  return send(previousCodeFor(secret));
}

/**
 * A code the server has not taken yet: the current step's. When this step was taken already (a step is good once,
 * and no future step is accepted), the stored last step is set back one, as if that sign-in had been a step earlier:
 * the test goes on at once instead of waiting up to 30 s for the next step, which held a Jest worker idle. Replay
 * refusal itself is tested with codeAtStep and lastStep (signin-mfa.test.ts).
 */
export async function unusedCodeFor(app: FastifyInstance, userId: string, secret: string): Promise<string> {
  const step = Math.floor(Date.now() / 1000 / 30);
  await app.db.execute('UPDATE users SET mfa_last_step = $3 WHERE id = $1 AND mfa_last_step >= $2', [userId, step, step - 1]);
  return codeAtStep(secret, step);
}

export interface SignInOptions {
  ip?: string;
  /** For the forced change at first sign-in. */
  newPassword?: string;
  /** An enrolled user's TOTP secret (read from the database when omitted). */
  secret?: string;
}

const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>, ip: string) => app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/**
 * Signs in through every step the server asks for, as a user would: forced password change,
 * MFA enrolment (answering the first code) or MFA. Answers the final answer's JSON, the steps seen and
 * the session token the final answer set in its cookie (null when no session was started).
 */
export async function signInThroughSteps(app: FastifyInstance, email: string, password: string, options: SignInOptions = {}) {
  const ip = options.ip ?? '10.77.0.1';
  const steps: string[] = [];
  let response = await post(app, '/api/auth/login', { email, password }, ip);
  let answer = response.json();
  for (let guard = 0; guard < 4 && answer.step; guard++) {
    steps.push(answer.step);
    const challengeToken = answer.challengeToken;
    if (answer.step === 'password-change') {
      response = await post(app, '/api/auth/login/password-change', { challengeToken, newPassword: options.newPassword ?? 'Fresh-ledger-2027' }, ip);
      answer = response.json();
    } else if (answer.step === 'mfa-enrol') {
      const setup = (await post(app, '/api/auth/login/mfa-enrol/start', { challengeToken }, ip)).json();
      response = await confirmWithPreviousCode(setup.secret, (code) => post(app, '/api/auth/login/mfa-enrol/confirm', { challengeToken, code }, ip));
      answer = response.json();
      answer.secret = setup.secret;
    } else {
      const row = await app.db.one<{ id: string; mfa_secret: string; mfa_last_step: number | null }>(
        'SELECT id, mfa_secret, mfa_last_step FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
        [email],
      );
      // Stored sealed (AES-256-GCM under the data key): the test opens it as the server does.
      const secret = options.secret ?? openMfaSecret(app.dataKey, row!.mfa_secret, row!.id)!;
      const code = await unusedCodeFor(app, row!.id, secret);
      response = await post(app, '/api/auth/login/mfa', { challengeToken, code }, ip);
      answer = response.json();
    }
  }
  return { answer, steps, token: sessionTokenFrom(response) };
}

/**
 * A self-registered admin's first session is limited to setting up two-step verification
 * (docs/decisions/0240-mfa-every-role-limited-first-session.md): the admin sets up an authenticator from it, with the
 * password, as the shell's enrolment screen does. The same session then reaches everything its role may.
 * Answers the authenticator's secret (for later sign-ins) and the recovery codes shown once.
 */
export async function enrolFromSession(app: FastifyInstance, token: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { cookie: `session=${token}` };
  const setup = await app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers, payload: { password } });
  if (setup.statusCode !== 200) throw new Error(`authenticator set-up refused: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await confirmWithPreviousCode(secret, (code) => app.inject({ method: 'POST', url: '/api/auth/mfa/confirm', headers, payload: { code } }));
  if (confirmed.statusCode !== 200) throw new Error(`authenticator confirmation refused: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}
