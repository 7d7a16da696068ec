/** Audit actions told for people on the overview; unknown actions are spelled out from their name. */
const KNOWN: Record<string, string> = {
  'auth.login': 'signed in',
  'auth.logout': 'signed out',
  'auth.login_failed': 'failed to sign in',
  'document.uploaded': 'uploaded a document',
  'payment.initiated': 'started a payment',
  'subscription.activated': 'activated a subscription',
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
};

/** 'document.status_changed' -> 'document status changed'. */
function spellOut(action: string): string {
  return action.replace(/[._-]+/g, ' ').trim();
}

export function describeActivity(action: string, actorName: string | null): string {
  const what = KNOWN[action] ?? spellOut(action);
  return `${actorName ?? 'System'} ${what}`;
}
