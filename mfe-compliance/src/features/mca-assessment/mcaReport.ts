import type { McaResponse, McaSection } from 'shared-contracts';
import { isoDate, percentOf } from '../assessment-common/progress';
import { formatDateTime, formatPeriod } from 'shared-ui';

/** A question's answer as the screen holds it: the answer's own fields. */
export type McaAnswer = Pick<McaResponse, 'status' | 'remarks'>;
export type McaAnswers = Record<string, McaAnswer>;

export interface SectionStats {
  answered: number;
  total: number;
  percent: number;
  yes: number;
  no: number;
  na: number;
}

export function sectionStats(section: McaSection, answers: McaAnswers): SectionStats {
  const statuses = section.questions.map((q) => answers[q.id]?.status ?? null);
  const yes = statuses.filter((s) => s === 'Yes').length;
  const no = statuses.filter((s) => s === 'No').length;
  const na = statuses.filter((s) => s === 'N/A').length;
  const answered = yes + no + na;
  return { answered, total: statuses.length, percent: percentOf(answered, statuses.length), yes, no, na };
}

export function overallStats(sections: McaSection[], answers: McaAnswers): SectionStats {
  const all = sections.map((s) => sectionStats(s, answers));
  const sum = (key: keyof SectionStats) => all.reduce((n, s) => n + s[key], 0);
  const answered = sum('answered');
  const total = sum('total');
  return { answered, total, percent: percentOf(answered, total), yes: sum('yes'), no: sum('no'), na: sum('na') };
}

/** The plain-text report of Export Report. */
/** `period`: the assessment period the answers belong to (a past period's report says which). */
export function textReport(sections: McaSection[], answers: McaAnswers, companyLabel: string, now = new Date(), period?: string): string {
  const overall = overallStats(sections, answers);
  const lines = [
    'MCA COMPLIANCE ASSESSMENT REPORT',
    `Company: ${companyLabel}`,
    ...(period ? [`Period: ${formatPeriod(period)}`] : []),
    `Generated: ${formatDateTime(now)}`,
    `Overall progress: ${overall.answered}/${overall.total} (${overall.percent}%)`,
    `Yes: ${overall.yes}  No: ${overall.no}  N/A: ${overall.na}`,
    '',
  ];
  for (const section of sections) {
    const stats = sectionStats(section, answers);
    lines.push(`${section.sectionId} ${section.title} - ${stats.answered}/${stats.total} (${stats.percent}%)`);
    section.questions.forEach((q) => {
      const answer = answers[q.id];
      lines.push(`  ${q.id}. ${q.question}`);
      lines.push(`     Status: ${answer?.status ?? 'Not answered'}`);
      if (answer?.remarks) lines.push(`     Remarks: ${answer.remarks}`);
    });
    lines.push('');
  }
  return lines.join('\n');
}

export const reportFileName = (extension: 'txt', now = new Date(), period?: string) =>
  `MCA_Compliance_Report_${period ? `${period.replace(/\s+/g, '_')}_` : ''}${isoDate(now)}.${extension}`;
