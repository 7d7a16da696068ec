import type { FastifyInstance } from 'fastify';

/** An account e-mail, sent through the mailer (api/src/features/mail): recorded in the outbox, then sent over SMTP. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  companyId?: string | null;
}

/**
 * Sends an account e-mail through the app's mailer. Never inside a transaction and never failing the
 * request: a mail that cannot be delivered stays in the outbox for the operator.
 */
export async function sendAccountMail(app: FastifyInstance, mail: AccountMail): Promise<void> {
  try {
    const result = await app.sendMail(mail);
    if (result.status === 'failed') app.log.warn({ subject: mail.subject, mailId: result.id }, 'account e-mail not delivered; kept in the outbox');
  } catch (error) {
    app.log.error({ err: error, subject: mail.subject }, 'account e-mail could not be recorded');
  }
}

export const lockoutMail = (to: string, companyId: string | null, publicUrl: string, waitSeconds: number): AccountMail => ({
  to,
  companyId,
  subject: 'Unsuccessful sign-in attempts on your account',
  text: [
    'There have been several unsuccessful attempts to sign in to your Compliance Management account.',
    `Further attempts are paused for ${waitSeconds < 90 ? `${waitSeconds} seconds` : `${Math.ceil(waitSeconds / 60)} minutes`}, and longer after each new failure.`,
    '',
    'If this was you, wait and try again, or reset your password:',
    `${publicUrl}/reset-password`,
    '',
    'If this was not you, your password has not been shared by us; consider changing it and turning on two-step verification.',
  ].join('\n'),
});

export const resetMail = (to: string, companyId: string | null, link: string): AccountMail => ({
  to,
  companyId,
  subject: 'Reset your Compliance Management password',
  text: [
    'Someone (we hope you) asked to reset the password of your Compliance Management account.',
    '',
    `Open this link within 30 minutes to choose a new password (it works once): ${link}`,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
});

export const passwordChangedMail = (to: string, companyId: string | null): AccountMail => ({
  to,
  companyId,
  subject: 'Your Compliance Management password was changed',
  text: [
    'The password of your Compliance Management account was just changed, and every other signed-in session was ended.',
    '',
    'If you did not do this, reset your password at once and tell your administrator.',
  ].join('\n'),
});

export const verificationMail = (to: string, companyId: string | null, link: string): AccountMail => ({
  to,
  companyId,
  subject: 'Verify your e-mail address for Compliance Management',
  text: [
    'Welcome to Compliance Management. Please confirm that this e-mail address is yours.',
    '',
    `Open this link within 60 minutes (it works once): ${link}`,
    '',
    'Until the address is verified, your company cannot add users. If you did not register, ignore this e-mail.',
  ].join('\n'),
});

/** To the owner of an address someone tried to register again (docs/decisions/0058-registration-of-an-address-in-use-expiry.md): the registration itself answers as for a new address. */
export const registrationAttemptMail = (to: string, companyId: string | null, publicUrl: string): AccountMail => ({
  to,
  companyId,
  subject: 'Someone tried to register with your e-mail address',
  text: [
    'Someone tried to register a new company on Compliance Management with this e-mail address, which already has an account. Nothing was created and your account is unchanged.',
    '',
    `If it was you, sign in with your existing account: ${publicUrl}/`,
    `If you have forgotten your password, reset it: ${publicUrl}/reset-password`,
    '',
    'If it was not you, you can ignore this e-mail.',
  ].join('\n'),
});

/**
 * To an address that an unverified registration holds, when someone registers it again: a notice only, never that
 * registration's link (it may be somebody else's, made to borrow the address).
 */
export const pendingRegistrationMail = (to: string, companyId: string | null, days: number): AccountMail => ({
  to,
  companyId,
  subject: 'Your e-mail address is waiting for verification',
  text: [
    'Someone tried to register a new company on Compliance Management with this e-mail address. An earlier registration with this address has not been verified yet, so nothing new was created.',
    '',
    `If the earlier registration is yours, open the verification e-mail it sent, or sign in and choose "Resend" on the banner. If it is not yours, do nothing: an unverified registration ends after ${days * 24} hours and the address can then be registered again.`,
  ].join('\n'),
});

export const mfaResetMail = (to: string, companyId: string | null, by: string, mfaRequired: boolean): AccountMail => ({
  to,
  companyId,
  subject: 'Two-step verification on your Compliance Management account was reset',
  text: [
    `${by} reset the two-step verification of your Compliance Management account, and every signed-in session was ended.`,
    '',
    mfaRequired
      ? 'At your next sign-in you will set up your authenticator app again (your role requires it).'
      : 'Two-step verification is now off; you can set it up again on the Security page.',
    '',
    'If you did not ask for this, contact your administrator at once.',
  ].join('\n'),
});
