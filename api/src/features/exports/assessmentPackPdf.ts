import { formatPeriod } from 'shared-contracts';
import { reportFacts } from './assessmentReport';
import { type AssessmentPack, type ScoreLine } from './assessmentPack';
import { auditChainSection } from './auditChainSection';
import { cover, factList, finish, heading, newPdf, paragraph, table } from './pdfLayout';

// The printed pack, in the order a board member or an auditor reads it: cover, summary with the
// score by section, exceptions, every answer by section, sign-off trail, evidence index, and the
// audit-chain statement.

export const percent = (rate: number | null) => (rate === null ? 'n/a' : `${rate}%`);

export function scoreRow(line: ScoreLine): string[] {
  return [
    line.section,
    String(line.total),
    String(line.met),
    String(line.partial),
    String(line.notMet),
    String(line.notApplicable),
    String(line.unanswered),
    percent(line.rate),
  ];
}

export const SCORE_COLUMNS = [
  { header: 'Section', width: 0.34 },
  { header: 'Items', width: 0.08 },
  { header: 'Met', width: 0.08 },
  { header: 'Partial', width: 0.09 },
  { header: 'Not met', width: 0.09 },
  { header: 'Not applicable', width: 0.11 },
  { header: 'Not answered', width: 0.11 },
  { header: 'Score', width: 0.1 },
];

export async function assessmentPackPdf(pack: AssessmentPack): Promise<Buffer> {
  const { report } = pack;
  const title = report.scope ? `${report.title} (${report.scope})` : report.title;
  const { doc, bytes } = await newPdf(`${title} - ${report.companyName} - ${formatPeriod(report.period)}`);

  cover(
    doc,
    title,
    [report.companyName, `Period ${formatPeriod(report.period)}${report.pastPeriod ? ' (past period, read-only)' : ''}`, 'Board and auditor pack'],
    reportFacts(report),
  );

  heading(doc, 'Summary');
  paragraph(
    doc,
    `Score ${percent(pack.overall.rate)}: ${pack.overall.met} of ${pack.overall.met + pack.overall.partial + pack.overall.notMet} applicable answers are fully met; ` +
      `${pack.overall.partial} partly met, ${pack.overall.notMet} not met, ${pack.overall.notApplicable} not applicable, ${pack.overall.unanswered} not answered. ` +
      `${pack.exceptions.length} exception${pack.exceptions.length === 1 ? '' : 's'} to resolve.`,
  );
  paragraph(doc, 'The score counts fully met answers among the applicable answered ones; a partial answer is an exception, not half a point.', {
    muted: true,
    size: 8.5,
  });
  doc.moveDown(0.5);
  table(doc, SCORE_COLUMNS, [...pack.sections.map(scoreRow), scoreRow(pack.overall)]);

  heading(doc, 'Exceptions');
  if (pack.exceptions.length === 0) paragraph(doc, 'No exception: no answer is partial or not met.');
  else {
    paragraph(
      doc,
      `Items not met come first, then partial ones. Each is owned by the person who recorded it and is to be resolved by ${pack.resolveBy}, the end of the period.`,
      {
        muted: true,
        size: 8.5,
      },
    );
    doc.moveDown(0.3);
    table(
      doc,
      [
        { header: 'Item', width: 0.1 },
        { header: 'Section and question', width: 0.34 },
        { header: 'Answer', width: 0.11 },
        { header: 'Remarks', width: 0.23 },
        { header: 'Owner', width: 0.11 },
        { header: 'Due', width: 0.11 },
      ],
      pack.exceptions.map((r) => [r.questionId, `${r.group}: ${r.question}`, r.status, r.remarks, r.answeredBy, pack.resolveBy]),
    );
  }

  heading(doc, 'Answers');
  let section = '';
  for (const row of report.rows) {
    if (row.group !== section) {
      section = row.group;
      heading(doc, section, 2);
    }
    doc.moveDown(0.3);
    doc.font('Bold').fontSize(9.5).text(`${row.questionId}. ${row.question}`);
    factList(doc, [
      ['Answer', `${row.status}${row.answeredBy ? ` (by ${row.answeredBy}, ${row.answeredAt})` : ''}`],
      ...(row.remarks ? [['Remarks', row.remarks] as [string, string]] : []),
      ...(row.citation ? [['Citation', `${row.citation}${row.source ? ` - ${row.source}` : ''}`] as [string, string]] : []),
      ...(row.sourceEvidence ? [['Source evidence', row.sourceEvidence] as [string, string]] : []),
      ...(row.evidence ? [['Evidence', row.evidence] as [string, string]] : []),
      ...(row.note ? [['Note', row.note] as [string, string]] : []),
    ]);
  }

  heading(doc, 'Sign-off trail');
  if (pack.trail.length === 0) paragraph(doc, 'Not completed and not submitted for review in this period.');
  else
    table(
      doc,
      [
        { header: 'Step', width: 0.22 },
        { header: 'By', width: 0.26 },
        { header: 'When', width: 0.22 },
        { header: 'Remark', width: 0.3 },
      ],
      pack.trail.map((s) => [s.step, s.who, s.at, s.remark]),
    );

  heading(doc, 'Evidence index');
  if (pack.evidence.length === 0) paragraph(doc, 'No document is linked as evidence to this assessment.');
  else
    table(
      doc,
      [
        { header: 'Document', width: 0.24 },
        { header: 'Category', width: 0.14 },
        { header: 'Item', width: 0.1 },
        { header: 'Linked by', width: 0.2 },
        { header: 'Linked on', width: 0.18 },
        { header: 'Expires', width: 0.14 },
      ],
      pack.evidence.map((e) => [e.document, e.category, e.questionId, e.linkedBy, e.linkedAt, e.expiresOn]),
    );

  auditChainSection(doc, pack.chain, pack.checkpoints, report.generatedAt);
  if (report.sources.length > 0) {
    heading(doc, 'Sources', 2);
    for (const source of report.sources) paragraph(doc, `${source.title}${source.url ? ` - ${source.url}` : ''}`, { size: 8.5 });
  }
  finish(doc, `${report.companyName} - ${title} - ${formatPeriod(report.period)}`);
  return bytes;
}
