import { formatDate, ONBOARDING_MESSAGES, ONBOARDING_STEP_TITLES, type OnboardingResponse, type OnboardingStep, type OnboardingStepId } from 'shared-contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { applicableObligations, companyFacts } from '../obligations/calendar/service';
import { trackingState } from '../obligations/occurrences/dayOne';
import { dismissOnboarding, onboardingFacts, ownedObligations } from './repository';

const step = (id: OnboardingStepId, done: boolean, detail: string): OnboardingStep => ({ id, title: ONBOARDING_STEP_TITLES[id], done, detail });
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The admin's checklist: each step's state is read from the company's data, never stored. */
export async function onboarding(db: Database, companyId: string, userId: string): Promise<OnboardingResponse> {
  const [facts, owned, profile, tracking] = await Promise.all([
    onboardingFacts(db, companyId, userId),
    ownedObligations(db, companyId),
    companyFacts(db, companyId),
    trackingState(db, companyId),
  ]);
  const applicable = applicableObligations(profile.facts).map((a) => a.obligation.id);
  const byId = new Map(owned.map((o) => [o.obligation_id, o.has_checker]));
  const covered = applicable.filter((id) => byId.get(id) === true).length;
  const f = facts!;
  const steps = [
    step('verify-email', f.email_verified, f.email_verified ? 'Your e-mail address is verified' : 'Open the link in the verification e-mail'),
    step('company-profile', f.profile_saved, f.profile_saved ? 'Saved: the statutory calendar follows it' : 'Not saved yet: the calendar uses the registration data'),
    step(
      'tracking-start',
      tracking.chosen,
      `Tracking from ${formatDate(tracking.trackingStart)}; ${count(tracking.pastDue, 'past due date')} before you joined still open`,
    ),
    step('invite-team', f.makers > 0 && f.checkers > 0, `${count(f.makers, 'maker')} and ${count(f.checkers, 'checker')}`),
    step('assign-owners', applicable.length > 0 && covered === applicable.length, `${covered} of ${count(applicable.length, 'obligation')} have an owner and a checker`),
    step(
      'first-assessment',
      f.completed_assessments > 0,
      f.completed_assessments > 0 ? `${count(f.completed_assessments, 'assessment')} completed` : 'None completed yet',
    ),
  ];
  return { success: true, steps, allDone: steps.every((s) => s.done), dismissed: f.dismissed };
}

/** Hides the checklist for this admin, only once every step is done (audited). */
export async function dismiss(db: Database, admin: { companyId: string; userId: string; role: string }, ip: string): Promise<void> {
  const state = await onboarding(db, admin.companyId, admin.userId);
  if (!state.allDone) throw new HttpError(409, ONBOARDING_MESSAGES.notFinished);
  await db.transaction(async (tx) => {
    await dismissOnboarding(tx, admin.companyId, admin.userId);
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'onboarding.dismissed',
      targetType: 'user',
      targetId: admin.userId,
      ip,
    });
  });
}
