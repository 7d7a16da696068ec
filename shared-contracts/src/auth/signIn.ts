// Password rules, MFA and the steps of sign-in (docs/decisions/0014-sign-in-and-credentials.md): the rules and texts shared by the api and the screens
// (the payloads: authPayloads.ts).
import type { SignInAnswer, SignInChallengeResponse } from './authPayloads';
import type { Role } from '../common/roles';

/** Admins and the super-admin hold the company's (or platform's) keys: longer passwords, MFA required. */
export const PRIVILEGED_ROLES: readonly Role[] = ['super-admin', 'admin'];
export const isPrivilegedRole = (role: Role) => PRIVILEGED_ROLES.includes(role);
export const mfaRequiredForRole = isPrivilegedRole;

/**
 * A company's two-step rule. Every role needs it; the admin may relax it for makers only (checkers approve,
 * admins and the super-admin hold the keys). `checkers` is kept in the payload and is always true.
 */
export interface CompanyMfaRule {
  checkers: boolean;
  makers: boolean;
}
export const DEFAULT_COMPANY_MFA_RULE: CompanyMfaRule = { checkers: true, makers: true };
export function mfaRequiredFor(role: Role, rule: CompanyMfaRule | null): boolean {
  if (role !== 'maker') return true;
  return (rule ?? DEFAULT_COMPANY_MFA_RULE).makers;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PRIVILEGED_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const minPasswordLength = (role: Role) => (isPrivilegedRole(role) ? PRIVILEGED_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH);

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `Password must be at least ${min} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common or has appeared in data breaches. Please choose another.',
  personal: 'The password must not contain your name or email address',
  sameAsCurrent: 'The new password must differ from the current one',
  currentWrong: 'The current password is not correct',
} as const;

/** Length rules only (the breached-password list is checked by the server). */
export function passwordLengthError(password: string, role: Role): string | null {
  const min = minPasswordLength(role);
  if (password.length < min) return PASSWORD_MESSAGES.tooShort(min);
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

export const isSignInChallenge = (answer: SignInAnswer): answer is SignInChallengeResponse => 'step' in answer;

export const SIGN_IN_MESSAGES = {
  passwordChange: 'Please choose a new password before you continue.',
  mfa: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  mfaEnrol: 'Your role requires two-step verification. Set up an authenticator app to continue.',
  challengeExpired: 'This sign-in step has expired. Please sign in again.',
  codeWrong: 'The code is not correct',
  resetRequested: 'If an account exists for this email, we have sent a link to reset its password. The link is valid for 30 minutes.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed.',
  /** Every API but enrolment, profile basics and sign-out answers this to a session whose user has not enrolled yet. */
  mfaEnrolmentFirst: 'Set up two-step verification to continue: your account is limited to that, your profile and signing out until an authenticator app is set up.',
  /** The admin may relax the rule for makers only. */
  checkersAlwaysMfa: 'Checkers always need two-step verification; only the rule for makers can be relaxed.',
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  verifyFirst: 'Please verify your e-mail address before adding users: open the link we sent you, or send a new one from the banner at the top of the page.',
  sent: 'We have sent a new verification link to your e-mail address. It is valid for 60 minutes.',
  alreadyVerified: 'Your e-mail address is already verified.',
  invalid: 'This verification link is invalid or has expired. Sign in and send a new one from the banner.',
  verified: 'Your e-mail address is verified. You can now add users to your company.',
} as const;
