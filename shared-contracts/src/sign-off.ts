// Maker-checker sign-off, assessment exports and evidence (issue 13): payloads of /api/sign-off,
// /api/exports and /api/evidence.

export const ASSESSMENT_KIND_IDS = ['hr', 'rbi', 'mca', 'self-audit'] as const;
export type AssessmentKindId = (typeof ASSESSMENT_KIND_IDS)[number];

export type SignOffStatus = 'pending-review' | 'approved' | 'returned';
export const SIGN_OFF_STATUS_LABELS: Record<SignOffStatus, string> = {
  'pending-review': 'Awaiting review',
  approved: 'Approved',
  returned: 'Returned for rework',
};

export interface SignOffPerson {
  id: string | null;
  name: string;
}

/** The sign-off state of one assessment (company, kind, scope, period). */
export interface AssessmentSignOff {
  id: string;
  kind: AssessmentKindId;
  scope: string;
  periodKey: string;
  title: string;
  status: SignOffStatus;
  submittedBy: SignOffPerson;
  submittedAt: string;
  submitNote: string;
  reviewedBy: SignOffPerson | null;
  reviewedAt: string | null;
  reviewComment: string | null;
  /** The assessment changed after this submission or approval. */
  changedSince: boolean;
}

/** GET /api/sign-off/assessments/:kind */
export interface AssessmentSignOffResponse {
  success: true;
  signOff: AssessmentSignOff | null;
}

/** Body of submit, approve and return. */
export interface SignOffActionRequest {
  scope?: string;
  period?: string;
  /** Submit: an optional note; return: the reason (required); approve: optional. */
  comment?: string;
}

export interface ReviewQueueTask {
  id: string;
  description: string;
  dueDate: string;
  assignedTo: SignOffPerson;
  completedAt: string | null;
}
export interface ReviewQueueDocument {
  id: string;
  name: string;
  category: string;
  uploadedBy: SignOffPerson;
  uploadedAt: string;
}

/** GET /api/sign-off/queue: what waits for the caller's review (never the caller's own submissions). */
export interface ReviewQueueResponse {
  success: true;
  assessments: AssessmentSignOff[];
  tasks: ReviewQueueTask[];
  documents: ReviewQueueDocument[];
}

/** An evidence link: a register document backing an assessment question. */
export interface EvidenceLink {
  id: string;
  kind: AssessmentKindId;
  scope: string;
  questionId: string;
  documentId: string;
  documentName: string;
  fileName: string;
  documentStatus: string;
  expiresOn: string | null;
  expired: boolean;
  note: string;
  linkedBy: SignOffPerson;
  linkedAt: string;
}

/** POST /api/evidence */
export interface LinkEvidenceRequest {
  kind: AssessmentKindId;
  scope?: string;
  questionId: string;
  documentId: string;
  /** 'YYYY-MM-DD' */
  expiresOn?: string | null;
  note?: string;
}

/** GET /api/evidence/expiring: evidence expired or expiring within `withinDays` (default 60). */
export interface ExpiringEvidence extends EvidenceLink {
  questionText: string;
  assessmentTitle: string;
}
