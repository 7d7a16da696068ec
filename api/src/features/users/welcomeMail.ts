import type { TeamUser } from 'shared-contracts';
import type { AccountMail } from '../auth/accountMail';

/**
 * The e-mail to a person whose account the admin created with a password: where to sign in and with which
 * address. Never the password: the admin hands it over in person, and it must be replaced at first sign-in.
 */
export const welcomeMail = (user: TeamUser, publicUrl: string): AccountMail => ({
  to: user.email,
  companyId: user.companyId,
  subject: `Your Compliance Management account at ${user.companyName ?? 'your company'}`,
  text: [
    `Hello ${user.firstName},`,
    '',
    `Your administrator at ${user.companyName ?? 'your company'} has created a Compliance Management account for you as a ${user.role}.`,
    '',
    `Sign in at ${publicUrl}/login with this e-mail address (${user.email}).`,
    'Your administrator will give you the first password in person; this e-mail never contains it. You will choose your own password when you first sign in.',
    '',
    'If you did not expect this account, tell your administrator.',
  ].join('\n'),
});
