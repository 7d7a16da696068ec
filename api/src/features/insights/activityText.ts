import { auditActionWords } from 'shared-contracts';

/** What an event without a person behind it is about: the account it names (a failed sign-in). */
export interface ActivitySubject {
  /** The e-mail of the user the event targets, when it targets a known user. */
  targetEmail: string | null;
  /** The e-mail recorded with the event (a sign-in to an address without an account). */
  recordedEmail: string | null;
}

/**
 * One audit event told for people on the overview: 'Asha Admin assigned a task'. An event nobody did is told
 * as what happened ('A sign-in to x@y.in failed: wrong password'), never as 'System failed to sign in'.
 */
export function describeActivity(action: string, actorName: string | null, subject: ActivitySubject = { targetEmail: null, recordedEmail: null }): string {
  if (actorName) return `${actorName} ${auditActionWords(action)}`;
  const email = subject.targetEmail ?? subject.recordedEmail;
  if (action === 'auth.login_failed') {
    if (subject.targetEmail) return `A sign-in to ${subject.targetEmail} failed: wrong password`;
    return email ? `A sign-in to ${email} failed: no account has this address` : 'A sign-in failed: no account has this address';
  }
  if (action === 'auth.lockout') return `Sign-ins to ${email ?? 'an account'} were paused after repeated failures`;
  return `Automatically: ${auditActionWords(action)}`;
}
