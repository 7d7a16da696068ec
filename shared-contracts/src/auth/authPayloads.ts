// API payloads of the auth domain (sign-in and its steps, password change and reset, MFA, devices, e-mail
// verification): one TypeBox schema each, the TypeScript types derived from them. The pure rules and texts the first
// visit needs (signIn.ts, auth.ts) import only types from here, so TypeBox stays out of it.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Text, Uuid } from '../common/schemaFormats';
import { PublicUserSchema } from '../users/users';

/** Passwords are bounded on the wire; their rules (length, breached, personal) are checked by the server's policy. */
const Password = () => Text(1000);
/** A single-purpose token (sign-in step, reset link, verification link). */
const Token = () => Text(200);
/** A 6-digit code or a recovery code. */
const Code = () => Text(20);

/** POST /api/auth/login: both fields may be missing on the wire (the answer is then "Please fill in all fields"). */
export const LoginRequestSchema = Type.Object({ email: Type.Optional(Text(254)), password: Type.Optional(Password()) }, { additionalProperties: false });
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** The session itself travels only in the HttpOnly cookie (Set-Cookie), never in a body. */
export const LoginResponseSchema = Type.Object({ success: Type.Literal(true), user: PublicUserSchema, redirectTo: Type.Optional(Type.String()) });
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** POST /api/auth/register answers like a sign-in (success, user, redirectTo '/admin'). */
export type RegisterResponse = LoginResponse;

/** GET /api/auth/session: who this browser is signed in as, if anyone (always 200). */
export const SessionResponseSchema = Type.Object({ success: Type.Literal(true), user: Nullable(PublicUserSchema) });
export type SessionResponse = Static<typeof SessionResponseSchema>;

/** GET /api/auth/me */
export const MeResponseSchema = Type.Object({ success: Type.Literal(true), user: PublicUserSchema });
export type MeResponse = Static<typeof MeResponseSchema>;

export type LogoutResponse = { success: true; message: string };

export const SIGN_IN_STEPS = ['password-change', 'mfa', 'mfa-enrol'] as const;
/** What POST /api/auth/login answers when the password is right but a step remains. */
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export const SignInChallengeResponseSchema = Type.Object({
  success: Type.Literal(true),
  step: StringEnum(SIGN_IN_STEPS),
  /** Short-lived, single-purpose: it leads to the next step or to the session, nothing else. */
  challengeToken: Type.String(),
  /** The password rule for the step 'password-change'. */
  minPasswordLength: Type.Optional(Type.Integer()),
  message: Type.String(),
});
export type SignInChallengeResponse = Static<typeof SignInChallengeResponseSchema>;

/** A session, plus the recovery codes when MFA was just enrolled (shown once). */
export const SignInCompleteResponseSchema = Type.Composite([LoginResponseSchema, Type.Object({ recoveryCodes: Type.Optional(Type.Array(Type.String())) })]);
export type SignInCompleteResponse = Static<typeof SignInCompleteResponseSchema>;

/**
 * The answer of sign-in and of each of its steps: the session (its token only in the cookie: the serializer writes
 * nothing beyond these fields) or the next step.
 */
export const SignInAnswerSchema = Type.Union([SignInCompleteResponseSchema, SignInChallengeResponseSchema]);
export type SignInAnswer = LoginResponse | SignInChallengeResponse;

/** POST /api/auth/login/password-change */
export const PasswordChangeStepRequestSchema = Type.Object({ challengeToken: Token(), newPassword: Password() }, { additionalProperties: false });
export type PasswordChangeStepRequest = Static<typeof PasswordChangeStepRequestSchema>;
/** POST /api/auth/login/mfa and /api/auth/login/mfa-enrol/confirm */
export const ChallengeCodeRequestSchema = Type.Object({ challengeToken: Token(), code: Code() }, { additionalProperties: false });
export type ChallengeCodeRequest = Static<typeof ChallengeCodeRequestSchema>;
/** POST /api/auth/login/mfa-enrol/start */
export const ChallengeRequestSchema = Type.Object({ challengeToken: Token() }, { additionalProperties: false });
export type ChallengeRequest = Static<typeof ChallengeRequestSchema>;

/** POST /api/auth/password-reset/request (the same answer whether or not the account exists). */
export const PasswordResetRequestSchema = Type.Object({ email: Text(254) }, { additionalProperties: false });
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;
/** POST /api/auth/password-reset/confirm */
export const PasswordResetConfirmSchema = Type.Object({ token: Token(), newPassword: Password() }, { additionalProperties: false });
export type PasswordResetConfirm = Static<typeof PasswordResetConfirmSchema>;

/** POST /api/auth/password: the signed-in user's own password change. */
export const PasswordChangeRequestSchema = Type.Object({ currentPassword: Password(), newPassword: Password() }, { additionalProperties: false });
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestSchema>;

/** The password again (ending sessions, new recovery codes, turning MFA off). */
export const PasswordConfirmRequestSchema = Type.Object({ password: Password() }, { additionalProperties: false });
export type PasswordConfirmRequest = Static<typeof PasswordConfirmRequestSchema>;
/** POST /api/auth/sessions/{id}/end and /api/auth/sessions/end-others. */
export type EndSessionsRequest = PasswordConfirmRequest;

/** POST /api/auth/mfa/confirm */
export const MfaCodeRequestSchema = Type.Object({ code: Code() }, { additionalProperties: false });
export type MfaCodeRequest = Static<typeof MfaCodeRequestSchema>;

/**
 * POST /api/auth/mfa/setup: binding an authenticator (a first one, or a replacement) needs the password,
 * or a code of the current authenticator (ASVS 7.5.1); a session alone is not enough.
 */
export const MfaSetupRequestSchema = Type.Object({ password: Type.Optional(Password()), code: Type.Optional(Code()) }, { additionalProperties: false });
export type MfaSetupRequest = Static<typeof MfaSetupRequestSchema>;

/** GET and PATCH /api/admin/security-policy: whether the company's makers must use two-step verification (every other role always must; `checkers` is always true). */
export const MfaPolicySchema = Type.Object({ checkers: Type.Boolean(), makers: Type.Boolean() }, { additionalProperties: false });
export type MfaPolicy = Static<typeof MfaPolicySchema>;
export const MfaPolicyResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), policy: MfaPolicySchema });
export type MfaPolicyResponse = Static<typeof MfaPolicyResponseSchema>;

/** POST /api/auth/login/mfa-enrol/start and POST /api/auth/mfa/setup. */
export const MfaSetupResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** base32, shown for typing into an authenticator app. */
  secret: Type.String(),
  otpauthUri: Type.String(),
});
export type MfaSetupResponse = Static<typeof MfaSetupResponseSchema>;

export const RecoveryCodesResponseSchema = Type.Object({ success: Type.Literal(true), recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponseSchema>;

/** GET /api/auth/security */
export const AccountSecuritySchema = Type.Object({
  mfaEnabled: Type.Boolean(),
  mfaRequired: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  passwordChangedAt: Nullable(Type.String()),
  minPasswordLength: Type.Integer(),
});
export type AccountSecurity = Static<typeof AccountSecuritySchema>;
export const AccountSecurityResponseSchema = Type.Object({ success: Type.Literal(true), security: AccountSecuritySchema });
export type AccountSecurityResponse = Static<typeof AccountSecurityResponseSchema>;

/** One live session of the signed-in user (GET /api/auth/sessions). */
export const DeviceSessionSchema = Type.Object({
  id: Type.String(),
  userAgent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  expiresAt: Type.String(),
  /** The session this request came with. */
  current: Type.Boolean(),
});
export type DeviceSession = Static<typeof DeviceSessionSchema>;

export const DeviceSessionsResponseSchema = Type.Object({
  success: Type.Literal(true),
  sessions: Type.Array(DeviceSessionSchema),
  /** Minutes without use after which a session ends. */
  idleMinutes: Type.Integer(),
});
export type DeviceSessionsResponse = Static<typeof DeviceSessionsResponseSchema>;

/** A session's id in the path (a malformed one is refused by the schema). */
export const SessionParamsSchema = Type.Object({ id: Uuid() });

export const EndSessionsResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), ended: Type.Integer() });
export type EndSessionsResponse = Static<typeof EndSessionsResponseSchema>;

/** GET /api/auth/email-verification: whether the signed-in user's address is proven (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md, finding 7). */
export const EmailVerificationStatusResponseSchema = Type.Object({ success: Type.Literal(true), emailVerified: Type.Boolean(), email: Type.String() });
export type EmailVerificationStatusResponse = Static<typeof EmailVerificationStatusResponseSchema>;

/** POST /api/auth/email-verification/confirm */
export const EmailVerificationConfirmSchema = Type.Object({ token: Token() }, { additionalProperties: false });
export type EmailVerificationConfirm = Static<typeof EmailVerificationConfirmSchema>;

/** Operator actions on another user's account (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md): MFA reset, ending every session. */
export const OperatorActionResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), sessionsEnded: Type.Integer() });
export type OperatorActionResponse = Static<typeof OperatorActionResponseSchema>;
