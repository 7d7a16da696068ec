import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { REPORT_COLUMNS, reportFacts, type AssessmentReport } from './assessmentReport';
import { neutraliseFormula, type CsvValue } from './csv';

// The three renderings of an assessment report. Text cells of CSV and XLSX go through the one
// formula-injection rule; the PDF is a printable A4 report.

/** The CSV's rows: the header facts, a blank line, then one row per question. */
export function reportCsvRows(report: AssessmentReport): CsvValue[][] {
  return [...reportFacts(report), [], REPORT_COLUMNS.map((c) => c.header), ...report.rows.map((row) => REPORT_COLUMNS.map((c) => row[c.key]))];
}

export async function reportXlsx(report: AssessmentReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Compliance Management';
  book.created = report.generatedAt;
  const answers = book.addWorksheet('Answers', { views: [{ state: 'frozen', ySplit: 1 }] });
  answers.columns = REPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  answers.getRow(1).font = { bold: true };
  for (const row of report.rows) {
    answers.addRow(Object.fromEntries(REPORT_COLUMNS.map((c) => [c.key, neutraliseFormula(row[c.key])])));
  }
  answers.getColumn('question').alignment = { wrapText: true, vertical: 'top' };
  answers.getColumn('remarks').alignment = { wrapText: true, vertical: 'top' };
  answers.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: REPORT_COLUMNS.length } };

  const summary = book.addWorksheet('Summary');
  summary.columns = [{ width: 26 }, { width: 80 }];
  for (const [label, value] of reportFacts(report)) summary.addRow([label, neutraliseFormula(value)]).getCell(1).font = { bold: true };
  summary.addRow([]);
  summary.addRow(['Sources']).getCell(1).font = { bold: true };
  for (const source of report.sources) summary.addRow([neutraliseFormula(source.title), source.url ?? '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One sheet of rows under a bold, frozen header with a filter (the calendar's export). */
export async function tableXlsx(sheetName: string, header: string[], rows: CsvValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Compliance Management';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ header: h, width: Math.max(12, Math.min(40, h.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? neutraliseFormula(v) : v)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MARGIN = 48;

export function reportPdf(report: AssessmentReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${report.title} - ${report.companyName}`, Author: 'Compliance Management' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(16).text(report.title);
  doc.moveDown(0.5);
  for (const [label, value] of reportFacts(report)) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value || '-');
  }
  let group = '';
  for (const row of report.rows) {
    if (row.group !== group) {
      group = row.group;
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(group, { width });
    }
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10).text(`${row.questionId}. ${row.question}`, { width });
    doc.font('Helvetica').fontSize(9);
    doc.text(`Answer: ${row.status}${row.answeredBy ? `   (by ${row.answeredBy}, ${row.answeredAt})` : ''}`, { width });
    if (row.remarks) doc.text(`Remarks: ${row.remarks}`, { width });
    if (row.citation)
      doc
        .fillColor('#444444')
        .text(`Citation: ${row.citation}${row.source ? ` - ${row.source}` : ''}`, { width })
        .fillColor('black');
    if (row.note) doc.fillColor('#92400e').text(`Note: ${row.note}`, { width }).fillColor('black');
    if (row.evidence) doc.text(`Evidence: ${row.evidence}`, { width });
  }
  if (report.sources.length > 0) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text('Sources');
    doc.font('Helvetica').fontSize(9);
    for (const source of report.sources) doc.text(`${source.title}${source.url ? ` - ${source.url}` : ''}`, { width });
  }
  // Page numbers, for a printed file.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${report.companyName} - ${report.title} - page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 12, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
