import { answerLabel, answerVerdict, formatDate, formatExportTime, formatPeriod, verificationText, type AnswerVerdict, type AssessmentSignOff } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { content } from '../../content';
import { istDate } from '../../dates';
import { provenanceOf } from '../assessments/answers';
import { listAnswers, type AssessmentKind } from '../assessments/repository';
import { assessmentPeriod, resolveAssessment } from '../sign-off/assessmentRef';
import { currentSignOff } from '../sign-off/service';
import { companyName, evidenceNames, reportHeader } from './repository';

// One assessment as every export shows it: company, period, each question with its answer,
// remarks, who answered when, the citation and the evidence; the assessment's sign-off.

export interface ReportRow {
  questionId: string;
  group: string;
  question: string;
  status: string;
  remarks: string;
  answeredBy: string;
  answeredAt: string;
  citation: string;
  source: string;
  /** How the item's law was established (official, corroborated, unverified) and what was read. */
  sourceEvidence: string;
  evidence: string;
  /** Why the answer needs a look: the question was reworded after it, or left the library. */
  note: string;
  /** What the answer says about compliance, whatever the assessment's vocabulary. */
  verdict: AnswerVerdict;
}

export interface AssessmentReport {
  companyName: string;
  title: string;
  kind: AssessmentKind;
  scope: string;
  period: string;
  /** A past period (read-only), exported as it was answered. */
  pastPeriod: boolean;
  generatedAt: Date;
  libraryVersion: string;
  sources: { title: string; url?: string }[];
  status: string;
  completedBy: string;
  completedAt: string;
  answered: number;
  total: number;
  signOff: AssessmentSignOff | null;
  rows: ReportRow[];
}

// Times in reports are Indian Standard Time, as the compliance team reads them.
const dateTime = (value: Date | null | undefined) => formatExportTime(value ?? null);
const fullName = (first: string | null, last: string | null) => (first === null ? '' : `${first} ${last ?? ''}`.trim());

export async function loadAssessmentReport(
  db: Queryable,
  companyId: string,
  kind: AssessmentKind,
  scope: string | undefined,
  requestedPeriod: unknown,
): Promise<AssessmentReport> {
  const ref = await resolveAssessment(db, companyId, kind, scope);
  const { period, readOnly } = await assessmentPeriod(db, companyId, kind, requestedPeriod);
  const [company, header, answers, evidence, signOff] = await Promise.all([
    companyName(db, companyId),
    reportHeader(db, companyId, kind, period),
    listAnswers(db, companyId, kind, period, ref.scope),
    evidenceNames(db, companyId, kind, ref.scope),
    currentSignOff(db, companyId, { kind, scope: ref.scope, periodKey: period }),
  ]);
  const items = content().items[kind];
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  const evidenceOf = new Map<string, string[]>();
  for (const e of evidence)
    evidenceOf.set(e.question_id, [...(evidenceOf.get(e.question_id) ?? []), e.expires_on ? `${e.name} (expires ${formatDate(e.expires_on)})` : e.name]);
  // Completion of another bank/checklist does not complete this one.
  const sameScope = kind === 'rbi' ? header?.nbfc_type === ref.scope : kind === 'self-audit' ? header?.nbfc_category === ref.scope : true;
  const completed = header?.status === 'completed' && sameScope;
  const rows = ref.questions.map((q): ReportRow => {
    const answer = byQuestion.get(q.id);
    const changed = answer ? provenanceOf(answer, items.get(q.id)).changedSinceAnswered : false;
    return {
      questionId: q.id,
      group: q.group,
      question: q.text,
      status: answerLabel(answer?.status),
      verdict: answerVerdict(answer?.status),
      remarks: answer?.comments ?? '',
      answeredBy: answer?.status ? fullName(answer.first_name, answer.last_name) : '',
      answeredAt: answer?.status ? dateTime(answer.answered_at) : '',
      citation: q.citation,
      source: q.sourceUrl,
      sourceEvidence: verificationText(items.get(q.id)?.verification),
      evidence: (evidenceOf.get(q.id) ?? []).join('; '),
      note: changed
        ? `Question reworded since answered (answered against version ${answer?.content_version ?? 'unknown'}${answer?.question_text ? `: "${answer.question_text}"` : ''})`
        : '',
    };
  });
  const known = new Set(ref.questions.map((q) => q.id));
  // Answers to items the library no longer has: kept and shown, never attached to another item.
  const retired = answers
    .filter((a) => !known.has(a.question_id) && (a.status !== null || a.comments !== ''))
    .map((a): ReportRow => ({
      questionId: a.question_id,
      group: 'No longer in the library',
      question: a.question_text ?? '',
      status: answerLabel(a.status),
      verdict: answerVerdict(a.status),
      remarks: a.comments,
      answeredBy: fullName(a.first_name, a.last_name),
      answeredAt: dateTime(a.answered_at),
      citation: '',
      source: '',
      sourceEvidence: '',
      evidence: '',
      note: `Item retired from the library (answered against version ${a.content_version ?? 'unknown'})`,
    }));
  return {
    companyName: company?.company_name ?? '',
    title: ref.title,
    kind,
    scope: ref.scope,
    period,
    pastPeriod: readOnly,
    generatedAt: new Date(),
    libraryVersion: ref.libraryVersion,
    sources: ref.sources,
    status: completed ? 'Completed' : 'In progress',
    completedBy: completed && header ? fullName(header.first_name, header.last_name) : '',
    completedAt: completed ? dateTime(header?.completed_at) : '',
    answered: rows.filter((r) => byQuestion.get(r.questionId)?.status).length,
    total: rows.length,
    signOff,
    rows: [...bySection(rows), ...retired],
  };
}

/** Each section once, in the order it first appears in the library; questions keep their order within it. */
export function bySection<T extends { group: string }>(rows: T[]): T[] {
  const sections = new Map<string, T[]>();
  for (const row of rows) sections.set(row.group, [...(sections.get(row.group) ?? []), row]);
  return [...sections.values()].flat();
}

export const REPORT_COLUMNS: { key: Exclude<keyof ReportRow, 'verdict'>; header: string; width: number }[] = [
  { key: 'questionId', header: 'Question ID', width: 14 },
  { key: 'group', header: 'Section', width: 28 },
  { key: 'question', header: 'Question', width: 60 },
  { key: 'status', header: 'Answer', width: 16 },
  { key: 'remarks', header: 'Remarks', width: 40 },
  { key: 'answeredBy', header: 'Answered by', width: 20 },
  { key: 'answeredAt', header: 'Answered at', width: 20 },
  { key: 'citation', header: 'Citation', width: 40 },
  { key: 'source', header: 'Source', width: 40 },
  { key: 'sourceEvidence', header: 'Source evidence', width: 40 },
  { key: 'evidence', header: 'Evidence', width: 30 },
  { key: 'note', header: 'Note', width: 40 },
];

/** The header facts every format prints above the answers. */
export function reportFacts(report: AssessmentReport): [string, string][] {
  const s = report.signOff;
  return [
    ['Company', report.companyName],
    ['Assessment', report.scope ? `${report.title} (${report.scope})` : report.title],
    ['Period', `${formatPeriod(report.period)}${report.pastPeriod ? ' (past period, read-only)' : ''}`],
    ['Status', `${report.status}: ${report.answered} of ${report.total} answered`],
    ['Completed by', report.completedBy ? `${report.completedBy}, ${report.completedAt}` : ''],
    ['Submitted for review by', s ? `${s.submittedBy.name}, ${dateTime(new Date(s.submittedAt))}` : 'Not submitted'],
    [
      'Sign-off',
      !s
        ? 'Not signed off'
        : s.status === 'approved'
          ? `Approved by ${s.reviewedBy?.name ?? ''}, ${dateTime(s.reviewedAt ? new Date(s.reviewedAt) : null)}${s.changedSince ? ' (the assessment changed after approval)' : ''}`
          : s.status === 'returned'
            ? `Returned for rework by ${s.reviewedBy?.name ?? ''}: ${s.reviewComment ?? ''}`
            : 'Awaiting review',
    ],
    ['Content version', report.libraryVersion],
    ['Generated', dateTime(report.generatedAt)],
  ];
}

export const exportFileName = (report: AssessmentReport, extension: string) =>
  `${report.kind}-assessment${report.scope ? `-${report.scope}` : ''}-${report.period.replace(/\s+/g, '-')}-${istDate(report.generatedAt)}.${extension}`;
