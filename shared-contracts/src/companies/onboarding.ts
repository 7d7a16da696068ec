// The admin's guided onboarding (docs/decisions/0049-people-and-the-command-centre-screen.md): five steps, each done or not from the company's own data.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/schemaFormats';

export const ONBOARDING_STEPS = ['verify-email', 'company-profile', 'tracking-start', 'invite-team', 'assign-owners', 'first-assessment'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_TITLES: Record<OnboardingStepId, string> = {
  'verify-email': 'Verify your e-mail address',
  'company-profile': 'Complete the company profile',
  'tracking-start': 'Choose how far back to track, and mark what was filed before you joined',
  'invite-team': 'Invite the team (a maker and a checker at least)',
  'assign-owners': 'Assign an owner and a checker to every obligation',
  'first-assessment': 'Complete a first assessment',
};

export const OnboardingStepSchema = Type.Object({
  id: StringEnum(ONBOARDING_STEPS),
  title: Type.String(),
  done: Type.Boolean(),
  /** Where it stands, e.g. "12 of 18 obligations have an owner". */
  detail: Type.String(),
});
export type OnboardingStep = Static<typeof OnboardingStepSchema>;

/** GET /api/admin/onboarding */
export const OnboardingResponseSchema = Type.Object({
  success: Type.Literal(true),
  steps: Type.Array(OnboardingStepSchema),
  allDone: Type.Boolean(),
  /** The admin hid the finished checklist (POST /api/admin/onboarding/dismiss, only once all is done). */
  dismissed: Type.Boolean(),
});
export type OnboardingResponse = Static<typeof OnboardingResponseSchema>;

export const ONBOARDING_MESSAGES = {
  notFinished: 'The checklist can be dismissed once every step is done',
  dismissed: 'Onboarding checklist dismissed',
} as const;
