// What each audit action means, in words people read: one list for the audit trail, the overview's
// activity and the exports. An action without a sentence yet is spelled out from its code.

const AUDIT_ACTION_WORDS: Record<string, string> = {
  'auth.login': 'signed in',
  'auth.logout': 'signed out',
  'auth.login_failed': 'failed to sign in',
  'document.uploaded': 'uploaded a document',
  'payment.initiated': 'started a payment',
  'subscription.activated': 'activated a subscription',
  'subscription.contract_granted': 'granted a contract plan period',
  'invoice.issued': 'issued a GST tax invoice',
  'superadmin.billing_profile_updated': 'changed the billing details for invoices',
  'update.published': 'published a compliance update',
  'contact.message_received': 'sent a contact message',
  'hr.answers_saved': 'saved HR assessment answers',
  'rbi.answers_saved': 'saved RBI assessment answers',
  'mca.answers_saved': 'saved MCA assessment answers',
  'self-audit.answers_saved': 'saved self-audit answers',
  'hr.completed': 'completed the HR assessment',
  'rbi.completed': 'completed the RBI assessment',
  'mca.completed': 'completed the MCA assessment',
  'self-audit.completed': 'completed the self-audit',
  'auth.register': 'registered a company',
  'auth.registered': 'registered a company',
  'company.registered': 'registered a company',
  'user.created': 'created a user',
  'user.deleted': 'deleted a user',
  'task.assigned': 'assigned a task',
  'task.status_changed': 'changed a task status',
  'superadmin.user_created': 'added a user',
  'superadmin.user_updated': 'edited a user',
  'superadmin.user_suspended': 'suspended a user',
  'superadmin.user_reactivated': 'reactivated a user',
  'superadmin.company_created': 'added a company',
  'superadmin.company_suspended': 'suspended a company',
  'superadmin.company_reactivated': 'reactivated a company',
  'superadmin.settings_updated': 'changed the system settings',
  'access.denied': 'was refused an action outside their role',
  'access.unauthenticated': 'was refused: not signed in',
  'access.rate_limited': 'reached a rate limit',
  'user.create_refused': 'was refused a new user (e-mail unavailable)',
  'auth.lockout': 'account locked after failed sign-ins',
  'auth.password_changed': 'changed the password',
  'auth.password_change_failed': 'failed to change the password',
  'auth.password_reset': 'reset the password',
  'auth.password_reset_requested': 'asked for a password reset',
  'auth.mfa_enabled': 'turned on two-step verification',
  'auth.mfa_disabled': 'turned off two-step verification',
  'auth.mfa_failed': 'entered a wrong verification code',
  'auth.mfa_reset': 'two-step verification was reset',
  'auth.email_verified': 'verified the e-mail address',
  'auth.email_verification_sent': 'was sent an e-mail verification',
  'auth.session_ended': 'ended a session',
  'auth.other_sessions_ended': 'ended the other sessions',
  'company.compliance_profile_updated': 'updated the compliance profile',
  'calendar.owner_set': 'set the owner of a statutory filing',
  'calendar.owner_removed': 'removed the owner of a statutory filing',
  'calendar.task_created': 'made a task from a statutory filing',
  'evidence.linked': 'attached evidence',
  'evidence.unlinked': 'removed evidence',
  'evidence.changed': 'changed evidence',
  'sign_off.submitted': 'submitted an assessment for review',
  'sign_off.approved': 'approved an assessment',
  'sign_off.returned': 'returned an assessment for rework',
  'task.checker_set': 'set the checker of a task',
  'company.registration_refused': 'was refused a registration with an address already in use (its owner was told)',
  'company.registration_expired': 'removed a registration never verified',
  // docs/decisions/0052-reports-a-board-and-an-auditor-accept.md: actions the reports' activity list showed as their code ('risk created').
  'risk.created': 'created a risk',
  'risk.updated': 'updated a risk',
  'risk.deleted': 'deleted a risk',
  'task.approved': 'approved a task',
  'task.returned': 'returned a task for rework',
  'user.invited': 'invited a user',
  'user.invitation_resent': 'sent an invitation again',
  'user.invitation_accepted': 'accepted an invitation',
  'user.import': 'invited a team from a file',
  'user.import_previewed': 'checked a team list before inviting',
  'document.approved': 'approved a document',
  'document.rejected': 'rejected a document',
  'hr.answer_saved': 'saved an HR assessment answer',
  'company.event_recorded': 'recorded a company event',
  'company.event_deleted': 'deleted a company event',
  'company.mfa_policy_changed': 'changed the two-step verification policy',
  'onboarding.dismissed': 'dismissed the getting-started checklist',
  'regulatory_changes.acknowledged': 'acknowledged a regulatory change',
  'auth.mfa_replaced': 'replaced the two-step verification',
  'auth.recovery_code_used': 'signed in with a recovery code',
  'auth.recovery_codes_replaced': 'made new recovery codes',
  'auth.reauthentication_failed': 'failed to confirm the password',
  'content_release.uploaded': 'uploaded a content release',
  'content_release.approved': 'approved a content release',
  'content_release.self_approval_refused': 'was refused approval of their own content release',
  'content_release.published': 'published a content release',
  'content_release.rolled_back': 'rolled back a content release',
  'company.tracking_start_changed': 'chose how far back the statutory filings are tracked',
  'occurrence.filed_before_joining': 'marked a due date filed before the company joined (recorded after the fact)',
  'occurrence.started': 'started work on a statutory filing',
  'occurrence.filing_recorded': 'recorded a statutory filing',
  'occurrence.filing_approved': 'approved a statutory filing',
  'occurrence.filing_returned': 'returned a statutory filing',
  'occurrence.not_applicable': 'marked a due date not applicable',
  'occurrence.reinstated': 'made a due date applicable again',
  'obligation.not_applicable': 'marked an obligation not applicable',
  'obligation.reinstated': 'made an obligation applicable again',
};

/** 'task.assigned' → 'assigned a task'; an unknown 'document.status_changed' → 'document status changed'. */
export function auditActionWords(action: string): string {
  return AUDIT_ACTION_WORDS[action] ?? action.replace(/[._-]+/g, ' ').trim();
}

/** What an action was about, when the record is known: the thing's name, how many times, a comment or new state. */
export interface AuditSubject {
  /** 'GSTR-3B for Oct 2026', 'the HR assessment for FY 2026-27', 'the task "Renew the trade licence"'. */
  what?: string;
  /** How many recorded events of this action the row stands for (answers saved, due dates marked). */
  count?: number;
  /** A checker's or maker's comment, a reason. */
  comment?: string | null;
  /** The state a task or document moved to ('completed'). */
  status?: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const said = (comment: string | null | undefined) => (comment ? `: "${comment}"` : '');

/** The assessment kinds as an action's code names them ('self-audit.completed'). */
const ASSESSMENT_WORDS: Record<string, string> = { hr: 'HR assessment', rbi: 'RBI assessment', mca: 'MCA assessment', 'self-audit': 'self-audit' };

/**
 * Actions told about their record: 'approved the filing of GSTR-3B for Oct 2026'. Each gets the subject's name
 * (always set when the phrase is chosen) and the rest of the subject.
 */
const AUDIT_ACTION_PHRASES: Partial<Record<string, (what: string, s: AuditSubject) => string>> = {
  'occurrence.started': (w) => `started work on ${w}`,
  'occurrence.filing_recorded': (w) => `recorded the filing of ${w}`,
  'occurrence.filing_approved': (w, s) => `approved the filing of ${w}${said(s.comment)}`,
  'occurrence.filing_returned': (w, s) => `returned the filing of ${w}${said(s.comment)}`,
  'occurrence.not_applicable': (w, s) => `marked ${w} not applicable${said(s.comment)}`,
  'occurrence.reinstated': (w) => `made ${w} applicable again`,
  'occurrence.filed_before_joining': (w, s) =>
    (s.count ?? 1) > 1
      ? `marked ${plural(s.count!, 'due date')} filed before the company joined (recorded after the fact)`
      : `marked ${w} filed before the company joined (recorded after the fact)`,
  'obligation.not_applicable': (w, s) => `marked ${w} not applicable for every due date${said(s.comment)}`,
  'obligation.reinstated': (w) => `made ${w} applicable again`,
  'calendar.owner_set': (w) => `set the owner of ${w}`,
  'calendar.owner_removed': (w) => `removed the owner of ${w}`,
  'calendar.task_created': (w) => `made a task from ${w}`,
  'sign_off.submitted': (w, s) => `submitted ${w} for review${said(s.comment)}`,
  'sign_off.approved': (w, s) => `approved ${w}${said(s.comment)}`,
  'sign_off.returned': (w, s) => `returned ${w} for rework${said(s.comment)}`,
  'task.assigned': (w) => `assigned ${w}`,
  'task.status_changed': (w, s) => (s.status ? `moved ${w} to ${s.status.replace(/-/g, ' ')}` : `changed the status of ${w}`),
  'task.approved': (w, s) => `approved ${w}${said(s.comment)}`,
  'task.returned': (w, s) => `returned ${w} for rework${said(s.comment)}`,
  'task.checker_set': (w) => `set the checker of ${w}`,
  'document.uploaded': (w) => `uploaded ${w}`,
  'document.approved': (w, s) => `approved ${w}${said(s.comment)}`,
  'document.rejected': (w, s) => `rejected ${w}${said(s.comment)}`,
  'evidence.linked': (w) => `attached evidence to ${w}`,
  'evidence.unlinked': (w) => `removed evidence from ${w}`,
  'risk.created': (w) => `created ${w}`,
  'risk.updated': (w) => `updated ${w}`,
  'risk.deleted': (w) => `deleted ${w}`,
  'user.created': (w) => `added ${w}`,
  'user.deleted': (w) => `removed ${w}`,
  'user.invited': (w) => `invited ${w}`,
  'user.invitation_resent': (w) => `sent ${w} the invitation again`,
  'access.denied': (w) => `was refused ${w}: outside their role`,
  'access.unauthenticated': (w) => `was refused ${w}: not signed in`,
  'access.rate_limited': (w) => `reached a rate limit on ${w}`,
};

/**
 * One action in words, without the person: 'approved the filing of GSTR-3B for Oct 2026', 'saved 34 answers of the
 * HR assessment for FY 2026-27'. Without a subject it is auditActionWords.
 */
export function auditActionPhrase(action: string, subject: AuditSubject = {}): string {
  const [kind, verb] = [action.slice(0, action.lastIndexOf('.')), action.slice(action.lastIndexOf('.') + 1)];
  const assessment = ASSESSMENT_WORDS[kind];
  if (assessment && (verb === 'answers_saved' || verb === 'completed' || verb === 'period_started' || verb === 'reopened')) {
    const which = subject.what ?? `the ${assessment}`;
    if (verb === 'answers_saved') return subject.count ? `saved ${plural(subject.count, 'answer')} of ${which}` : `saved answers of ${which}`;
    if (verb === 'completed') return `completed ${which}`;
    if (verb === 'period_started') return `started a new period of ${which}`;
    return `reopened ${which}`;
  }
  const phrase = AUDIT_ACTION_PHRASES[action];
  return phrase && subject.what ? phrase(subject.what, subject) : auditActionWords(action);
}

/** 'the HR assessment for FY 2026-27' (the code's kind, the stored period as shown). */
export const assessmentWords = (kind: string, periodShown: string | null) => {
  const name = ASSESSMENT_WORDS[kind];
  return name ? `the ${name}${periodShown ? ` for ${periodShown}` : ''}` : null;
};
