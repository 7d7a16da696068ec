import { countedFrom, formatDate, formatExportTime, formatPeriod } from 'shared-contracts';
import { addDays } from '../../dates';
import { auditChainSection } from './auditChainSection';
import { percent, SCORE_COLUMNS, scoreRow } from './assessmentPackPdf';
import type { CompanyReport, FilingLine } from './companyReport';
import { LATE_LISTED, changeSince, lateByReturn, upcomingByMonth } from './companyReportSummary';
import { cover, factList, finish, heading, newPdf, paragraph, table } from './pdfLayout';

const FILING_COLUMNS = [
  { header: 'Return or filing', width: 0.34 },
  { header: 'Period', width: 0.14 },
  { header: 'Due', width: 0.13 },
  { header: 'State', width: 0.13 },
  { header: 'Filed on', width: 0.13 },
  { header: 'Owner', width: 0.13 },
];
const filingRow = (f: FilingLine) => [`${f.title} (${f.authority})`, f.period, formatDate(f.dueDate), f.state, f.doneOn, f.owner];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
/** A line to sign or write on. */
const BLANK = '________________';
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The board's compliance report of one financial year. */
export async function companyReportPdf(report: CompanyReport): Promise<Buffer> {
  const title = 'Compliance report';
  const { doc, bytes } = await newPdf(`${title} - ${report.companyName} - ${formatPeriod(report.period)}`);
  const late = report.filings.filter((f) => f.state === 'Filed late' || f.state === 'Overdue');
  const returned = report.filings.filter((f) => f.state === 'Returned');
  const notApplicable = report.filings.filter((f) => f.state === 'Not applicable');
  const upcoming = upcomingByMonth(report.filings);
  const upcomingCount = upcoming.reduce((n, m) => n + m.count, 0);
  const exceptions = report.assessments.flatMap((a) => a.exceptions.map((e) => ({ ...e, assessment: a.title })));
  const beforeJoining = report.filedBeforeJoining ? `; ${count(report.filedBeforeJoining, 'filing')} filed before the company joined, not scored` : '';

  const summary: [string, string][] = [
    [
      'On-time rate',
      report.dueSoFar === 0
        ? 'no filing of the year has fallen due yet'
        : `${percent(report.onTimeRate)} (${report.onTime} of ${report.dueSoFar} filings due so far), ${changeSince(report.onTimeRate, report.previous.rate, formatPeriod(report.previous.period))}`,
    ],
    ['Where the counts start', `${countedFrom(formatDate(report.trackingStart))}${beforeJoining}`],
    ['Late or overdue filings', String(late.length)],
    ['Open exceptions in the assessments', String(exceptions.length)],
    ['Returned filings', String(returned.length)],
    ['Not applicable filings', String(notApplicable.length)],
    ['Upcoming filings', upcomingCount === 0 ? 'none in the rest of the year' : `${upcomingCount}, summarised by month in the report`],
    ['Generated', formatExportTime(report.generatedAt)],
  ];
  cover(
    doc,
    title,
    [
      report.companyName,
      `Financial year ${formatPeriod(report.period)} (${formatDate(report.from)} to ${formatDate(addDays(report.to, -1))})`,
      'For the board of directors',
    ],
    [],
    (d) => {
      heading(d, 'Executive summary', 2);
      factList(d, summary);
      heading(d, 'Prepared, reviewed and approved', 2);
      table(
        d,
        [
          { header: 'Step', width: 0.26 },
          { header: 'Name', width: 0.32 },
          { header: 'Signature', width: 0.24 },
          { header: 'Date', width: 0.18 },
        ],
        [
          ['Prepared by', report.preparedBy, BLANK, formatDate(report.generatedAt)],
          ['Reviewed by', BLANK, BLANK, BLANK],
          ['Approved by (for the board)', BLANK, BLANK, BLANK],
        ],
        { size: 10 },
      );
    },
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
      : `On-time rate ${percent(report.onTimeRate)}: ${report.onTime} of the ${report.dueSoFar} filings due so far were filed by their due date. ${countedFrom(formatDate(report.trackingStart))}.`,
  );
  if (late.length > LATE_LISTED) {
    heading(doc, 'Late and overdue filings', 2);
    paragraph(doc, `${count(late.length, 'filing')} late or overdue, by return (the Command Centre lists each due date).`, {
      muted: true,
      size: 8.5,
    });
    table(
      doc,
      [
        { header: 'Return or filing', width: 0.4 },
        { header: 'Overdue', width: 0.11 },
        { header: 'Filed late', width: 0.11 },
        { header: 'Oldest due', width: 0.16 },
        { header: 'Owner', width: 0.22 },
      ],
      lateByReturn(late).map((r) => [`${r.title} (${r.authority})`, String(r.overdue), String(r.filedLate), formatDate(r.oldestDue), r.owner]),
    );
  } else if (late.length > 0) {
    heading(doc, 'Late and overdue filings', 2);
    table(doc, FILING_COLUMNS, late.map(filingRow));
  }
  if (returned.length > 0) {
    heading(doc, 'Returned filings', 2);
    table(
      doc,
      [...FILING_COLUMNS.slice(0, 3), { header: 'Returned by and why', width: 0.39 }],
      returned.map((f) => [...filingRow(f).slice(0, 3), f.note]),
    );
  }
  const others = report.filings.filter((f) => !late.includes(f) && !returned.includes(f) && f.state !== 'Upcoming');
  if (report.filings.length === 0) paragraph(doc, 'The statutory calendar has no filing for this company in this year (check the compliance profile).');
  if (others.length > 0) {
    heading(doc, 'Other filings due so far', 2);
    table(doc, FILING_COLUMNS, others.map(filingRow));
  }
  if (upcoming.length > 0) {
    heading(doc, 'Upcoming filings', 2);
    table(
      doc,
      [
        { header: 'Month', width: 0.2 },
        { header: 'Filings due', width: 0.15 },
        { header: 'By authority', width: 0.65 },
      ],
      upcoming.map((m) => [monthName(m.month), String(m.count), m.authorities]),
    );
  }

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

  heading(doc, 'Decisions of the year');
  const { rows, total } = report.decisions;
  if (rows.length === 0) paragraph(doc, 'No filing or assessment was signed off, returned or marked not applicable in this year yet.');
  else {
    table(
      doc,
      [
        { header: 'When', width: 0.24 },
        { header: 'Decision', width: 0.76 },
      ],
      rows.map((d) => [d.when, d.sentence]),
    );
    if (total > rows.length)
      paragraph(doc, `The latest ${rows.length} of ${total} decisions; the audit trail in the product lists them all.`, { muted: true, size: 8.5 });
  }

  auditChainSection(doc, report.chain, report.checkpoints, report.generatedAt);
  finish(doc, `${report.companyName} - ${title} ${formatPeriod(report.period)}`);
  return bytes;
}
