// The assessments' words and lists (HR, RBI, MCA, self-audit), without TypeBox: the payload schemas are in
// assessmentPayloads.ts (answers, periods, progress) and assessmentContentPayloads.ts (the content libraries).

export const ASSESSMENT_KEYS = ['hr', 'rbi', 'mca', 'selfAudit'] as const;
export type AssessmentKey = (typeof ASSESSMENT_KEYS)[number];

/** The assessments as the api's paths name them (`/api/assessments/:kind/periods`, sign-off, exports, evidence). */
export const ASSESSMENT_KIND_IDS = ['hr', 'rbi', 'mca', 'self-audit'] as const;
export type AssessmentKindId = (typeof ASSESSMENT_KIND_IDS)[number];
/** The same, by the name the assessments' own code uses. */
export type AssessmentKind = AssessmentKindId;

/** Header status of an assessment (HR: Complete Assessment sends 'completed'). */
export const ASSESSMENT_STATUSES = ['in-progress', 'completed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** The "Not applicable" answer of HR, RBI and self-audit items that allow it (MCA answers 'N/A'). */
export const NOT_APPLICABLE = 'not-applicable' as const;
export type NotApplicable = typeof NOT_APPLICABLE;

// HR compliance (31 questions of the specification, and those the content team added)

export const HR_CATEGORIES = [
  'Policies & Documentation',
  'Time & Attendance',
  'Compensation & Benefits',
  'Statutory Compliance',
  'Workplace Safety',
  'Recruitment & Onboarding',
  'Employee Development',
  'Employee Management',
  'Data Protection',
] as const;
export type HrCategory = (typeof HR_CATEGORIES)[number];
/** Only the first seven categories are offered as filters (plus All). */
export const HR_FILTER_CATEGORIES = HR_CATEGORIES.slice(0, 7) as readonly HrCategory[];

export const HR_STATUSES = ['complied', 'partial', 'not-complied'] as const;
export type HrStatus = (typeof HR_STATUSES)[number];

// RBI compliance (question bank per NBFC type)

export const RBI_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type RbiStatus = (typeof RBI_STATUSES)[number];

export const RBI_NBFC_TYPE_NOT_FOUND = 'NBFC Type Not Found - Please update your company profile with the NBFC type to access RBI Compliance Assessment.';

// MCA compliance (sections A to H)

export const MCA_STATUSES = ['Yes', 'No', 'N/A'] as const;
export type McaStatus = (typeof MCA_STATUSES)[number];

// Self-audit (entity type → returns, committees, policies)

export const SELF_AUDIT_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type SelfAuditStatus = (typeof SELF_AUDIT_STATUSES)[number];
export const SELF_AUDIT_TABS = ['returns', 'committees', 'policies'] as const;
export type SelfAuditTab = (typeof SELF_AUDIT_TABS)[number];

// Answers as people read them: each assessment keeps its own vocabulary (the specification's), shown
// with the words of its answer buttons, never as the stored value.
const ANSWER_WORDS: Record<string, string> = {
  complied: 'Complied',
  'not-complied': 'Not Complied',
  compliant: 'Compliant',
  'non-compliant': 'Non-Compliant',
  partial: 'Partial',
  [NOT_APPLICABLE]: 'Not Applicable',
  Yes: 'Yes',
  No: 'No',
  'N/A': 'N/A',
};

/** The answer's words ('not-complied' → 'Not Complied'); 'Not answered' when there is none. */
export function answerLabel(status: string | null | undefined): string {
  if (!status) return 'Not answered';
  return ANSWER_WORDS[status] ?? status;
}

/** What an answer says about compliance, whatever the vocabulary: met, partly met, not met, or no verdict. */
export type AnswerVerdict = 'met' | 'partial' | 'not-met' | 'not-applicable' | 'unanswered';
export function answerVerdict(status: string | null | undefined): AnswerVerdict {
  if (!status) return 'unanswered';
  if (status === 'complied' || status === 'compliant' || status === 'Yes') return 'met';
  if (status === 'partial') return 'partial';
  if (status === 'not-complied' || status === 'non-compliant' || status === 'No') return 'not-met';
  return 'not-applicable';
}
