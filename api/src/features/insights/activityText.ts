import { auditActionPhrase, type AuditSubject } from 'shared-contracts';

/** What an event without a person behind it is about: the account it names (a failed sign-in). */
export interface ActivitySubject {
  /** The e-mail of the user the event targets, when it targets a known user. */
  targetEmail: string | null;
  /** The e-mail recorded with the event (a sign-in to an address without an account). */
  recordedEmail: string | null;
}

/**
 * One audit event told for people (the overview, the audit trail, the board report): 'Asha Admin assigned a task',
 * or with what it was about, 'Asha Rao approved the filing of GSTR-3B for Oct 2026'. An event nobody did is told
 * as what happened ('A sign-in to x@y.in failed: wrong password'), never as 'System failed to sign in'.
 */
export function describeActivity(
  action: string,
  actorName: string | null,
  subject: ActivitySubject = { targetEmail: null, recordedEmail: null },
  about: AuditSubject = {},
): string {
  const words = (code: string) => auditActionPhrase(code, about);
  if (actorName) return `${actorName} ${words(action)}`;
  const email = subject.targetEmail ?? subject.recordedEmail;
  if (action === 'auth.login_failed') {
    if (subject.targetEmail) return `A sign-in to ${subject.targetEmail} failed: wrong password`;
    return email ? `A sign-in to ${email} failed: no account has this address` : 'A sign-in failed: no account has this address';
  }
  if (action === 'auth.lockout') return `Sign-ins to ${email ?? 'an account'} were paused after repeated failures`;
  return `Automatically: ${words(action)}`;
}
