import { formatDate, formatExportTime, formatPeriod } from 'shared-contracts';
import { addDays } from '../../dates';
import { auditChainSection } from './auditChainSection';
import { percent, SCORE_COLUMNS, scoreRow } from './assessmentPackPdf';
import type { CompanyReport, FilingLine } from './companyReport';
import { cover, finish, heading, newPdf, paragraph, table } from './pdfLayout';

const FILING_COLUMNS = [
  { header: 'Return or filing', width: 0.34 },
  { header: 'Period', width: 0.14 },
  { header: 'Due', width: 0.13 },
  { header: 'State', width: 0.13 },
  { header: 'Filed on', width: 0.13 },
  { header: 'Owner', width: 0.13 },
];
const filingRow = (f: FilingLine) => [`${f.title} (${f.authority})`, f.period, formatDate(f.dueDate), f.state, f.doneOn, f.owner];

/** The board's compliance report of one financial year. */
export function companyReportPdf(report: CompanyReport): Promise<Buffer> {
  const title = 'Compliance report';
  const { doc, bytes } = newPdf(`${title} - ${report.companyName} - ${formatPeriod(report.period)}`);
  const late = report.filings.filter((f) => f.state === 'Filed late' || f.state === 'Overdue');
  const exceptions = report.assessments.flatMap((a) => a.exceptions.map((e) => ({ ...e, assessment: a.title })));

  cover(
    doc,
    title,
    [
      report.companyName,
      `Financial year ${formatPeriod(report.period)} (${formatDate(report.from)} to ${formatDate(addDays(report.to, -1))})`,
      'For the board of directors',
    ],
    [
      ['Statutory filings due so far', `${report.dueSoFar}, of which ${report.onTime} on time (${percent(report.onTimeRate)})`],
      ['Late or overdue filings', String(late.length)],
      ['Open exceptions in the assessments', String(exceptions.length)],
      ['Generated', formatExportTime(report.generatedAt)],
    ],
  );

  heading(doc, 'Assessment scores');
  const scored = report.assessments.filter((a) => a.score);
  table(
    doc,
    [{ header: 'Assessment and period', width: 0.34 }, ...SCORE_COLUMNS.slice(1)],
    scored.map((a) => [`${a.title}, ${formatPeriod(a.period)}`, ...scoreRow(a.score!).slice(1)]),
  );
  for (const a of report.assessments.filter((x) => x.unavailable)) paragraph(doc, `${a.title}: not available (${a.unavailable}).`, { muted: true, size: 8.5 });

  heading(doc, 'Statutory filings');
  paragraph(
    doc,
    report.dueSoFar === 0
      ? 'No filing of the year has fallen due yet.'
      : `On-time rate ${percent(report.onTimeRate)}: ${report.onTime} of the ${report.dueSoFar} filings due so far were filed by their due date.`,
  );
  if (late.length > 0) {
    heading(doc, 'Late and overdue filings', 2);
    table(doc, FILING_COLUMNS, late.map(filingRow));
  }
  const others = report.filings.filter((f) => !late.includes(f));
  heading(doc, late.length > 0 ? 'Other filings of the year' : 'Filings of the year', 2);
  if (report.filings.length === 0) paragraph(doc, 'The statutory calendar has no filing for this company in this year (check the compliance profile).');
  else if (others.length === 0) paragraph(doc, 'None: every filing of the year is listed above.');
  else table(doc, FILING_COLUMNS, others.map(filingRow));

  heading(doc, 'Open exceptions');
  if (exceptions.length === 0) paragraph(doc, 'No open exception: no answer of the four assessments is partial or not met.');
  else
    table(
      doc,
      [
        { header: 'Assessment', width: 0.16 },
        { header: 'Item and question', width: 0.36 },
        { header: 'Answer', width: 0.12 },
        { header: 'Remarks', width: 0.22 },
        { header: 'Owner', width: 0.14 },
      ],
      exceptions.map((e) => [e.assessment, `${e.questionId}. ${e.question}`, e.status, e.remarks, e.answeredBy]),
    );

  heading(doc, 'Sign-offs');
  table(
    doc,
    [
      { header: 'Assessment and period', width: 0.32 },
      { header: 'Maker-checker sign-off', width: 0.68 },
    ],
    report.assessments.map((a) => [`${a.title}, ${formatPeriod(a.period)}`, a.unavailable ? 'Not available' : a.signOff]),
  );

  auditChainSection(doc, report.chain, report.checkpoints, report.generatedAt);
  finish(doc, `${report.companyName} - ${title} ${formatPeriod(report.period)}`);
  return bytes;
}
