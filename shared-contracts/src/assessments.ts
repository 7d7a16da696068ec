// API payload types of the assessments feature (HR, RBI, MCA, self-audit), used by the api and the front ends.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './schemaFormats';
import type { NbfcType, SelfAuditEntityType } from './nbfc';

export const ASSESSMENT_KEYS = ['hr', 'rbi', 'mca', 'selfAudit'] as const;
export type AssessmentKey = (typeof ASSESSMENT_KEYS)[number];

/** Progress of one assessment for the caller's company, computed by the server. */
export const AssessmentProgressSchema = Type.Object({
  key: StringEnum(ASSESSMENT_KEYS),
  label: Type.String(),
  answered: Type.Integer(),
  total: Type.Integer(),
  /** round(answered / total * 100) */
  percent: Type.Integer(),
  status: StringEnum(['not-started', 'in-progress', 'completed'] as const),
  updatedAt: Nullable(Type.String()),
});
export type AssessmentProgress = Static<typeof AssessmentProgressSchema>;

/** GET /api/assessments/progress (any company role): one entry per assessment; rbi is null without an NBFC type. */
export const AssessmentProgressResponseSchema = Type.Object({
  success: Type.Literal(true),
  progress: Type.Object({
    hr: AssessmentProgressSchema,
    rbi: Nullable(AssessmentProgressSchema),
    mca: AssessmentProgressSchema,
    selfAudit: AssessmentProgressSchema,
  }),
});
export type AssessmentProgressResponse = Static<typeof AssessmentProgressResponseSchema>;

// ---------------------------------------------------------------------------
// Shared pieces

/** Identity of a versioned content library (question bank or checklist). */
export interface ContentLibraryInfo {
  id: string;
  version: string;
  /** 'YYYY-MM-DD': the date from which the referenced law/directions were checked. */
  effectiveDate: string;
  sources: { title: string; url?: string; date?: string }[];
  /** 'YYYY-MM-DD' the library was published. */
  publicationDate?: string;
  name?: string;
  provider?: string;
}

/** Who an item can apply to (every stated condition must hold); absent = applies to every company. */
export interface ItemApplicability {
  layers?: string[];
  min_asset_size_cr?: number;
  max_asset_size_cr?: number;
  deposit_taking?: boolean;
  listed?: boolean;
  min_headcount?: number;
  states?: string[];
}

/** What every library item carries besides its own fields. */
export interface LibraryItemMeta {
  /** Paragraph, section or rule of the instrument ('' until the content team fills it). */
  clause?: string;
  /** Official URL of the instrument ('' until known). */
  sourceUrl?: string;
  /** Whether "Not applicable" may be answered. */
  notApplicableAllowed?: boolean;
  /** Id of the shared obligation this item checks. */
  obligation?: string;
  applicability?: ItemApplicability;
  /** For the caller's company, when the item states an applicability: false = cannot apply, null = the profile cannot tell. */
  appliesToCompany?: boolean | null;
  /** Why (not) / what to check, for the screen. */
  applicabilityNote?: string;
}

/** The "Not applicable" answer of HR, RBI and self-audit items that allow it (MCA answers 'N/A'). */
export const NOT_APPLICABLE = 'not-applicable' as const;
export type NotApplicable = typeof NOT_APPLICABLE;

/** The period an assessment screen shows; past periods are read-only. */
export interface AssessmentPeriodInfo {
  /** 'FY2026-27', or 'FY2026-27 Q3' for the quarterly self-audit. */
  period: string;
  currentPeriod: string;
  readOnly: boolean;
}

/** What the server knows of the question text an answer answered. */
export interface AnswerProvenance {
  /** Version of the item's library when it was answered (null: never answered). */
  answeredVersion?: string | null;
  /** The question was reworded since it was answered: the answer needs a look. */
  changedSinceAnswered?: boolean;
}

/** An answer to an item the current library no longer has: kept and shown, never moved. */
export interface RetiredAnswer {
  questionId: string;
  questionText: string | null;
  status: string | null;
  remarks: string;
  answeredVersion: string | null;
}

/** What every assessment payload carries besides its answers. */
export interface AssessmentPeriodFields extends Partial<AssessmentPeriodInfo> {
  /** Why a completed assessment was reopened (new items after a content update). */
  reopenedNote?: string | null;
  retired?: RetiredAnswer[];
}

export type AssessmentKind = 'hr' | 'rbi' | 'mca' | 'self-audit';

export interface AssessmentPeriodSummary {
  period: string;
  status: AssessmentStatus;
  startedAt: string | null;
  completedAt: string | null;
  /** The period whose answers it started from. */
  startedFrom: string | null;
  current: boolean;
}

/** GET /api/assessments/:kind/periods */
export interface AssessmentPeriodsResponse {
  success: true;
  kind: AssessmentKind;
  currentPeriod: string;
  periods: AssessmentPeriodSummary[];
}

/** POST /api/assessments/:kind/periods (admin): the next period, from the last one's answers. */
export interface StartPeriodResponse {
  success: true;
  message: string;
  period: string;
}

/** Header status of an assessment (HR: Complete Assessment sends 'completed'). */
export type AssessmentStatus = 'in-progress' | 'completed';

/** Who last changed an answer. */
export interface AnsweredBy {
  firstName: string;
  lastName: string;
}

// ---------------------------------------------------------------------------
// HR compliance (31 questions)

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

export interface HrQuestion extends LibraryItemMeta {
  id: string;
  area: string;
  question: string;
  guidance: string;
  documentsEvidence: string[];
  legalReference: string;
  category: HrCategory;
}

/** GET /api/assessments/content/hr */
export interface HrContentResponse {
  success: true;
  library: ContentLibraryInfo;
  categories: HrCategory[];
  filterCategories: HrCategory[];
  questions: HrQuestion[];
}

export interface HrResponse extends AnswerProvenance {
  questionId: string;
  status: HrStatus | NotApplicable | null;
  comments: string;
  evidenceUploaded: boolean;
  updatedAt: string | null;
  updatedBy: AnsweredBy | null;
}

export interface HrAssessment extends AssessmentPeriodFields {
  /** Null when the company has not saved anything yet. */
  _id: string | null;
  status: AssessmentStatus;
  updatedAt: string | null;
  completedAt: string | null;
  completedBy: AnsweredBy | null;
  responses: HrResponse[];
}

/** GET /api/hr-compliance */
export interface HrAssessmentResponse {
  success: true;
  assessment: HrAssessment;
}

/** POST /api/hr-compliance/save (questionText/area are accepted; the server uses its own content). */
export interface HrSaveRequest {
  /** The period the screen answers; a save to another than the current period is refused (409). */
  period?: string;
  questionId: string;
  questionText?: string;
  area?: string;
  status: HrStatus | NotApplicable | null;
  comments?: string;
  evidenceUploaded?: boolean;
}
export interface HrSaveResponse {
  success: true;
  message: string;
  assessment: { _id: string; updatedAt: string };
}

/** POST /api/hr-compliance/save-bulk */
export interface HrSaveBulkRequest {
  period?: string;
  responses: HrSaveRequest[];
}
export interface HrSaveBulkResponse {
  success: true;
  message: 'All responses saved successfully!';
}

/** PUT /api/hr-compliance/status — 409 unless all 31 questions are answered. */
export interface HrStatusRequest {
  status: 'completed';
}
export interface HrStatusResponse {
  success: true;
  assessment: HrAssessment;
}

// ---------------------------------------------------------------------------
// RBI compliance (question bank per NBFC type)

export const RBI_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type RbiStatus = (typeof RBI_STATUSES)[number];

export interface RbiQuestion extends LibraryItemMeta {
  questionId: string;
  questionText: string;
  area: string;
  clauseReference: string;
  explanation: string;
  /** Set when the question comes from a lower layer's library this bank builds on. */
  layerLibrary?: string;
}

/** GET /api/assessments/content/rbi — for the caller company's NBFC type. */
export type RbiContentResponse =
  { success: true; nbfcType: NbfcType; library: ContentLibraryInfo; areas: string[]; questions: RbiQuestion[] } | { success: false; nbfcType: null; message: string };

export const RBI_NBFC_TYPE_NOT_FOUND = 'NBFC Type Not Found - Please update your company profile with the NBFC type to access RBI Compliance Assessment.';

export interface RbiResponse extends AnswerProvenance {
  questionId: string;
  questionText: string;
  area: string;
  clauseReference: string;
  status: RbiStatus | NotApplicable | null;
  remarks: string;
  updatedAt?: string | null;
  updatedBy?: AnsweredBy | null;
}

/** GET /api/rbi-compliance (nbfcType null → success false with RBI_NBFC_TYPE_NOT_FOUND as message). */
export interface RbiAssessmentResponse {
  success: boolean;
  nbfcType: NbfcType | null;
  message?: string;
  assessment: ({ status: AssessmentStatus; updatedAt: string | null; responses: RbiResponse[] } & AssessmentPeriodFields) | null;
}

/** POST /api/rbi-compliance/save (partial) and /submit (every question answered). */
export interface RbiSubmitRequest {
  /** The period the screen answers; a save to another than the current period is refused (409). */
  period?: string;
  nbfcType?: string;
  responses: { questionId: string; questionText?: string; area?: string; clauseReference?: string; status: RbiStatus | NotApplicable | null; remarks?: string }[];
}
export interface RbiSubmitResponse {
  success: true;
  message: string;
}

// ---------------------------------------------------------------------------
// MCA compliance (sections A to H, 27 questions)

export const MCA_STATUSES = ['Yes', 'No', 'N/A'] as const;
export type McaStatus = (typeof MCA_STATUSES)[number];

export interface McaQuestion extends LibraryItemMeta {
  id: string;
  question: string;
  options: McaStatus[];
  guidance: string;
  evidence: string[];
  reference: string;
}
export interface McaSection {
  sectionId: string;
  title: string;
  questions: McaQuestion[];
}

/** GET /api/assessments/content/mca */
export interface McaContentResponse {
  success: true;
  library: ContentLibraryInfo;
  sections: McaSection[];
}

export interface McaResponse extends AnswerProvenance {
  questionId: string;
  questionText: string;
  section: string;
  status: McaStatus | null;
  remarks: string;
  evidenceFiles: string[];
  updatedAt?: string | null;
  updatedBy?: AnsweredBy | null;
}

/** GET /api/mca-compliance */
export interface McaAssessmentResponse {
  success: true;
  assessment: { status: AssessmentStatus; updatedAt: string | null; responses: McaResponse[] } & AssessmentPeriodFields;
}

/** POST /api/mca-compliance/submit (Save Progress, and Submit's first step). */
export interface McaSubmitRequest {
  /** The period the screen answers; a save to another than the current period is refused (409). */
  period?: string;
  responses: { questionId: string; questionText?: string; section?: string; status: McaStatus | null; remarks?: string; evidenceFiles?: string[] }[];
}
export interface McaSubmitResponse {
  success: true;
  message: string;
}
/** POST /api/mca-compliance/complete — 409 'Please complete all questions before submitting' below 27 answered. */
export interface McaCompleteResponse {
  success: true;
  message: string;
}

// ---------------------------------------------------------------------------
// Self-audit (entity type → returns, committees, policies)

export const SELF_AUDIT_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type SelfAuditStatus = (typeof SELF_AUDIT_STATUSES)[number];
export type SelfAuditTab = 'returns' | 'committees' | 'policies';

export interface SelfAuditItem extends LibraryItemMeta {
  questionId: string;
  item: string;
  reference: string;
  /** Frequency, due date or applicability note, when the item has one. */
  guidance?: string;
}
export interface SelfAuditCategory {
  category: string;
  items: SelfAuditItem[];
}
export interface SelfAuditPolicyGroup {
  group: string;
  items: SelfAuditItem[];
}

/** GET /api/assessments/content/self-audit?entityType=… */
export interface SelfAuditContentResponse {
  success: true;
  library: ContentLibraryInfo;
  entityTypes: SelfAuditEntityType[];
  entityType: SelfAuditEntityType;
  tabs: { returns: SelfAuditCategory[]; committees: SelfAuditCategory[]; policies: SelfAuditPolicyGroup[] };
}

export interface SelfAuditSavedResponse extends AnswerProvenance {
  questionId: string;
  status: SelfAuditStatus | NotApplicable | null;
  remarks: string;
  updatedAt?: string | null;
  updatedBy?: AnsweredBy | null;
}

/** GET /api/self-audit/get */
export interface SelfAuditGetResponse {
  success: true;
  audit: ({ nbfcCategory: SelfAuditEntityType; status: AssessmentStatus; updatedAt: string | null; responses: SelfAuditSavedResponse[] } & AssessmentPeriodFields) | null;
}

/** POST /api/self-audit/save (partial) and /submit (all items of the entity type answered). */
export interface SelfAuditSubmitRequest {
  /** The period the screen answers; a save to another than the current period is refused (409). */
  period?: string;
  nbfcCategory: SelfAuditEntityType;
  responses: { questionId: string; category?: string; subcategory?: string; item?: string; status: SelfAuditStatus | NotApplicable | null; remarks?: string }[];
}
export interface SelfAuditSubmitResponse {
  success: true;
  message?: string;
}
