import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
  SIGN_IN_MESSAGES,
  landingPathForRole,
  minPasswordLength,
  mfaRequiredFor,
  type MfaSetupResponse,
  type SignInChallengeResponse,
  type SignInCompleteResponse,
  type SignInStep,
} from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../httpError';
import { recordAudit } from '../../audit/auditService';
import { lockoutMail, sendAccountMail } from '../accountMail';
import { createChallenge, findChallenge } from './challenges';
import { consumeChallenge, countChallengeFailure, setChallengeSecret, type Challenge } from './challengeRepository';
import { enableMfa, openMfaSecret, sealMfaSecret, verifySecondFactor } from '../mfa/mfa';
import { setPassword } from '../passwords/passwordChange';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../passwords/passwords';
import { findLoginCandidate, findLoginCandidateById, toPublicUser, type LoginCandidate } from '../repository';
import { sessionTokenOf, setSessionCookie } from '../sessions/requestSession';
import { setDeviceCookie } from '../devices/deviceCookie';
import { createSession, hashToken, type ClientMeta, type SignedIn } from '../sessions/sessionService';
import { revokeSessionByTokenHash } from '../sessions/sessionRepository';
import { clearAccount, recordFailure, secondsToWait, waitMessage } from '../passwords/signInThrottle';
import { newTotpSecret, otpauthUri } from '../mfa/totp';

/** A step of sign-in as the service produces it: a challenge, or a session whose token only the route may see. */
export type IssuedSignIn = SignInChallengeResponse | (SignedIn & { recoveryCodes?: string[] });

/**
 * The one place a sign-in answer leaves the server (registration, password, last step): a challenge goes
 * out as is; a session replaces the one this browser held (ASVS 7.2.4) and its token goes into the
 * HttpOnly cookie only, never into the body. Every route that can end a sign-in answers through here.
 */
export async function deliverSignIn(request: FastifyRequest, reply: FastifyReply, answer: IssuedSignIn): Promise<SignInChallengeResponse | SignInCompleteResponse> {
  if ('step' in answer) return answer;
  const previous = sessionTokenOf(request);
  if (previous) await revokeSessionByTokenHash(request.server.db, hashToken(previous));
  const { token, ...body } = answer;
  setSessionCookie(reply, token);
  setDeviceCookie(reply, body.user.email);
  await request.server.sessions.warm(token);
  return body;
}

/** A 429 whose wait the route also sends as Retry-After. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, waitMessage(retryAfterSeconds));
  }
}

/** What is left once the password is right: a forced change, then MFA (or its enrolment), then a session. */
function nextStep(user: Pick<LoginCandidate, 'role' | 'must_change_password' | 'mfa_secret' | 'mfa_required_checkers' | 'mfa_required_makers'>): SignInStep | null {
  if (user.must_change_password) return 'password-change';
  if (user.mfa_secret) return 'mfa';
  if (mfaRequiredFor(user.role, companyMfaRule(user))) return 'mfa-enrol';
  return null;
}

/** The company's rule as stored (none for the super-admin, whose role needs MFA anyway). */
export const companyMfaRule = (row: { mfa_required_checkers: boolean | null; mfa_required_makers: boolean | null }) =>
  row.mfa_required_checkers === null || row.mfa_required_makers === null ? null : { checkers: row.mfa_required_checkers, makers: row.mfa_required_makers };

const STEP_MESSAGE: Record<SignInStep, string> = {
  'password-change': SIGN_IN_MESSAGES.passwordChange,
  mfa: SIGN_IN_MESSAGES.mfa,
  'mfa-enrol': SIGN_IN_MESSAGES.mfaEnrol,
};

async function issueSession(db: Queryable, ttlHours: number, user: LoginCandidate, meta: ClientMeta, how: string[]): Promise<SignedIn> {
  const session = await createSession(db, user.id, ttlHours, meta);
  await recordAudit(db, {
    companyId: user.company_id,
    actorId: user.id,
    actorRole: user.role,
    action: 'auth.login',
    targetType: 'session',
    targetId: session.sessionId,
    after: { factors: how },
    ip: meta.ip,
  });
  return { success: true, user: toPublicUser(user), token: session.token, redirectTo: landingPathForRole(user.role) };
}

/** The next step's challenge, or the session when nothing is left. */
async function advance(app: FastifyInstance, tx: Queryable, user: LoginCandidate, meta: ClientMeta, how: string[]): Promise<IssuedSignIn> {
  const step = nextStep(user);
  if (!step) return issueSession(tx, app.config.sessionTtlHours, user, meta, how);
  const challengeToken = await createChallenge(tx, user.id, step, meta.ip);
  return {
    success: true,
    step,
    challengeToken,
    message: STEP_MESSAGE[step],
    ...(step === 'password-change' ? { minPasswordLength: minPasswordLength(user.role) } : {}),
  };
}

/** Signs in by e-mail and password; unknown e-mail and wrong password answer alike. */
export async function login(app: FastifyInstance, email: string, password: string, meta: ClientMeta, knownDevice: string | null = null): Promise<IssuedSignIn> {
  const db = app.db;
  if (email.trim() === '' || password === '') throw new HttpError(400, AUTH_MESSAGES.fillAllFields);
  const normalized = email.trim();
  const ip = meta.ip ?? 'unknown';
  const wait = await secondsToWait(db, normalized, ip, knownDevice);
  if (wait > 0) throw new TooManyAttempts(wait);

  const valid = EMAIL_PATTERN.test(normalized) && password.length <= MAX_PASSWORD_LENGTH;
  const candidate = valid ? await findLoginCandidate(db, normalized) : null;
  const ok = await verifyPassword(candidate?.password_hash ?? null, valid ? password : '');
  if (!candidate || !ok) {
    const outcomes = await recordFailure(db, normalized, ip, knownDevice);
    if (!candidate) {
      // Unknown accounts too (platform trail); the e-mail only when it looks like one, never a mistyped password.
      await recordAudit(db, {
        companyId: null,
        actorId: null,
        action: 'auth.login_failed',
        targetType: 'account',
        after: { email: EMAIL_PATTERN.test(normalized) ? normalized.toLowerCase().slice(0, 254) : null },
        ip: meta.ip,
      });
    } else {
      await recordAudit(db, { companyId: candidate.company_id, actorId: null, action: 'auth.login_failed', targetType: 'user', targetId: candidate.id, ip: meta.ip });
      const started = outcomes.filter((o) => o.startedDelaying && o.scope !== 'client');
      if (started.length > 0) {
        const delay = Math.max(...started.map((o) => o.delaySeconds));
        await recordAudit(db, {
          companyId: candidate.company_id,
          actorId: null,
          action: 'auth.lockout',
          targetType: 'user',
          targetId: candidate.id,
          after: { scopes: started.map((o) => o.scope), failures: Math.max(...started.map((o) => o.failures)), retryAfterSeconds: delay },
          ip: meta.ip,
        });
        await sendAccountMail(app, lockoutMail(candidate.email, candidate.company_id, app.config.publicUrl, delay));
      }
    }
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  await clearAccount(db, normalized);
  // Only after a correct password, so suspension does not reveal which e-mails exist.
  if (candidate.status !== 'active' || candidate.company_status === 'suspended') throw new HttpError(403, AUTH_MESSAGES.suspended);
  return db.transaction((tx) => advance(app, tx, candidate, meta, ['password']));
}

/** The challenge of this step with its (still live, not suspended) user, else a 401 that says to start again. */
async function openChallenge(db: Queryable, token: string, step: SignInStep): Promise<{ challenge: Challenge; user: LoginCandidate }> {
  const challenge = typeof token === 'string' && token.length <= 200 ? await findChallenge(db, token, step) : null;
  const user = challenge ? await findLoginCandidateById(db, challenge.user_id) : null;
  if (!challenge || !user) throw new HttpError(401, SIGN_IN_MESSAGES.challengeExpired);
  if (user.status !== 'active' || user.company_status === 'suspended') throw new HttpError(403, AUTH_MESSAGES.suspended);
  return { challenge, user };
}

/** A wrong code: counted on the challenge; past the account's cap the answer says the factor is locked and how out. */
async function wrongCode(app: FastifyInstance, challenge: Challenge, user: LoginCandidate, meta: ClientMeta, lock: string | null = null): Promise<never> {
  await countChallengeFailure(app.db, challenge.id);
  await recordAudit(app.db, {
    companyId: user.company_id,
    actorId: null,
    action: 'auth.mfa_failed',
    targetType: 'user',
    targetId: user.id,
    after: lock ? { locked: true } : null,
    ip: meta.ip,
  });
  if (lock) throw new HttpError(403, lock);
  throw new HttpError(401, SIGN_IN_MESSAGES.codeWrong);
}

/** Step 'password-change': the forced change of a password someone else chose. */
export async function completePasswordChange(app: FastifyInstance, token: string, newPassword: string, meta: ClientMeta): Promise<IssuedSignIn> {
  const { challenge, user } = await openChallenge(app.db, token, 'password-change');
  return app.db.transaction(async (tx) => {
    await setPassword(tx, user, newPassword, { currentHash: user.password_hash });
    if (!(await consumeChallenge(tx, challenge.id))) throw new HttpError(401, SIGN_IN_MESSAGES.challengeExpired);
    await recordAudit(tx, {
      companyId: user.company_id,
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.password_changed',
      targetType: 'user',
      targetId: user.id,
      after: { reason: 'first sign-in' },
      ip: meta.ip,
    });
    return advance(app, tx, { ...user, must_change_password: false }, meta, ['password']);
  });
}

/** Step 'mfa': a code of the authenticator app, or a recovery code. */
export async function completeMfa(app: FastifyInstance, token: string, code: string, meta: ClientMeta): Promise<IssuedSignIn> {
  const { challenge, user } = await openChallenge(app.db, token, 'mfa');
  const check = await verifySecondFactor(app.db, app.dataKeys, user.id, code ?? '');
  if (!check.factor) return wrongCode(app, challenge, user, meta, check.lock);
  const factor = check.factor;
  return app.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge.id))) throw new HttpError(401, SIGN_IN_MESSAGES.challengeExpired);
    if (factor === 'recovery') {
      await recordAudit(tx, {
        companyId: user.company_id,
        actorId: user.id,
        actorRole: user.role,
        action: 'auth.recovery_code_used',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    }
    return issueSession(tx, app.config.sessionTtlHours, user, meta, ['password', factor]);
  });
}

/** Step 'mfa-enrol', first call: a new secret for the authenticator app (a second call replaces it). */
export async function startEnrolment(app: FastifyInstance, token: string): Promise<MfaSetupResponse> {
  const { challenge, user } = await openChallenge(app.db, token, 'mfa-enrol');
  const secret = newTotpSecret();
  await setChallengeSecret(app.db, challenge.id, sealMfaSecret(app.dataKey, secret, user.id));
  return { success: true, secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** Step 'mfa-enrol', second call: the first code proves the app holds the secret; MFA is on, the session starts. */
export async function confirmEnrolment(app: FastifyInstance, token: string, code: string, meta: ClientMeta): Promise<IssuedSignIn> {
  const { challenge, user } = await openChallenge(app.db, token, 'mfa-enrol');
  const pending = challenge.pending_secret ? openMfaSecret(app.dataKeys, challenge.pending_secret, user.id) : null;
  if (!pending) throw new HttpError(409, 'Start the set-up first: no authenticator secret has been issued');
  const answer = await app.db.transaction(async (tx) => {
    const recoveryCodes = await enableMfa(tx, app.dataKey, user.id, pending, code ?? '');
    if (!recoveryCodes) return null;
    if (!(await consumeChallenge(tx, challenge.id))) throw new HttpError(401, SIGN_IN_MESSAGES.challengeExpired);
    await recordAudit(tx, {
      companyId: user.company_id,
      actorId: user.id,
      actorRole: user.role,
      action: 'auth.mfa_enabled',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
    const session = await issueSession(tx, app.config.sessionTtlHours, user, meta, ['password', 'totp']);
    return { ...session, recoveryCodes };
  });
  if (!answer) return wrongCode(app, challenge, user, meta);
  return answer;
}
