import { formatDate, formatExportTime, type AnswerVerdict } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { addDays } from '../../dates';
import type { AssessmentKind } from '../assessments/repository';
import { periodDates } from '../assessments/periods';
import { signedCheckpoints, verifyChain, type ChainVerification, type SignedCheckpoint } from '../audit/chain';
import type { AuditKeys } from '../audit/seal';
import { loadAssessmentReport, type AssessmentReport, type ReportRow } from './assessmentReport';
import { evidenceIndex, signOffSteps } from './repository';

// The board and auditor pack of one assessment and period (docs/decisions/0052-reports-a-board-and-an-auditor-accept.md): the report's answers plus a
// summary with the score by section, the exceptions, the maker-checker trail, the evidence index
// and the verification of the company's audit chain.

export interface ScoreLine {
  section: string;
  total: number;
  met: number;
  partial: number;
  notMet: number;
  notApplicable: number;
  unanswered: number;
  /** Met answers of the applicable answered ones, in per cent; null when none is applicable yet. */
  rate: number | null;
}

export interface TrailStep {
  step: string;
  who: string;
  at: string;
  remark: string;
}

export interface EvidenceEntry {
  document: string;
  category: string;
  questionId: string;
  question: string;
  linkedBy: string;
  linkedAt: string;
  expiresOn: string;
  note: string;
}

export interface AssessmentPack {
  report: AssessmentReport;
  overall: ScoreLine;
  sections: ScoreLine[];
  /** Not-met answers first, then partial ones, in section order. */
  exceptions: ReportRow[];
  /** The day the period closes: exceptions are to be resolved by then. */
  resolveBy: string;
  trail: TrailStep[];
  evidence: EvidenceEntry[];
  chain: ChainVerification;
  /** The latest checkpoints signed with the audit key, newest first. */
  checkpoints: SignedCheckpoint[];
}

const name = (first: string | null, last: string | null) => (first === null ? 'A removed user' : `${first} ${last ?? ''}`.trim());

export function scoreOf(section: string, verdicts: AnswerVerdict[]): ScoreLine {
  const count = (v: AnswerVerdict) => verdicts.filter((x) => x === v).length;
  const line = {
    section,
    total: verdicts.length,
    met: count('met'),
    partial: count('partial'),
    notMet: count('not-met'),
    notApplicable: count('not-applicable'),
    unanswered: count('unanswered'),
  };
  const judged = line.met + line.partial + line.notMet;
  return { ...line, rate: judged === 0 ? null : Math.round((line.met / judged) * 100) };
}

/** The score lines of the report's sections, in report order (retired items stay out of the score). */
export function sectionScores(rows: ReportRow[]): ScoreLine[] {
  const bySection = new Map<string, AnswerVerdict[]>();
  for (const row of rows) if (!row.note.startsWith('Item retired')) bySection.set(row.group, [...(bySection.get(row.group) ?? []), row.verdict]);
  return [...bySection].map(([section, verdicts]) => scoreOf(section, verdicts));
}

const TRAIL_STEP: Record<string, string> = {
  'sign_off.submitted': 'Submitted for review',
  'sign_off.approved': 'Approved',
  'sign_off.returned': 'Returned for rework',
};

export async function loadAssessmentPack(
  db: Queryable,
  companyId: string,
  kind: AssessmentKind,
  scope: string | undefined,
  period: unknown,
  auditKey: AuditKeys,
): Promise<AssessmentPack> {
  const report = await loadAssessmentReport(db, companyId, kind, scope, period);
  const [steps, links, chain, checkpoints] = await Promise.all([
    signOffSteps(db, companyId, kind, report.scope, report.period),
    evidenceIndex(db, companyId, kind, report.scope),
    verifyChain(db, companyId, auditKey),
    signedCheckpoints(db, companyId, auditKey),
  ]);
  const questions = new Map(report.rows.map((r) => [r.questionId, r.question]));
  const scored = report.rows.filter((r) => !r.note.startsWith('Item retired'));
  const trail: TrailStep[] = [];
  if (report.completedBy) trail.push({ step: 'Assessment completed', who: report.completedBy, at: report.completedAt, remark: '' });
  for (const s of steps) {
    trail.push({
      step: TRAIL_STEP[s.action] ?? s.action,
      who: `${name(s.first_name, s.last_name)}${s.actor_role ? ` (${s.actor_role})` : ''}`,
      at: formatExportTime(s.created_at),
      remark: (s.action === 'sign_off.submitted' ? s.note : s.comment) ?? '',
    });
  }
  return {
    report,
    overall: scoreOf(
      'All sections',
      scored.map((r) => r.verdict),
    ),
    sections: sectionScores(report.rows),
    exceptions: [...report.rows.filter((r) => r.verdict === 'not-met'), ...report.rows.filter((r) => r.verdict === 'partial')],
    resolveBy: formatDate(addDays(periodDates(kind, report.period).to, -1)),
    trail,
    evidence: links.map((l) => ({
      document: l.name,
      category: l.category,
      questionId: l.question_id,
      question: questions.get(l.question_id) ?? '',
      linkedBy: name(l.first_name, l.last_name),
      linkedAt: formatExportTime(l.linked_at),
      expiresOn: l.expires_on ? formatDate(l.expires_on) : '',
      note: l.note,
    })),
    chain,
    checkpoints,
  };
}

/** The audit chain's state in one sentence an auditor can quote. */
export function chainStatement(chain: ChainVerification, at: Date): string {
  if (chain.intact) {
    return `Audit trail verified on ${formatExportTime(at)}: all ${chain.checked} recorded events of this company form an unbroken hash chain (SHA-256; last link #${chain.head.seq}, ${chain.head.hash.slice(0, 16) || 'none'}...). No event has been changed, removed or inserted since it was recorded.`;
  }
  const broken = chain.firstBroken!;
  return `Audit trail verification on ${formatExportTime(at)} FAILED: the hash chain breaks at event #${broken.seq} (${broken.problem}). Events from that point cannot be relied on; report this to the platform operator.`;
}
