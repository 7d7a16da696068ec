import { REPORT_COLUMNS, reportFacts, type AssessmentReport } from './assessmentReport';
import { neutraliseFormula, type CsvValue } from './csv';

// The spreadsheet renderings of an assessment report (the PDF is the board and auditor pack,
// assessmentPackPdf.ts). Text cells go through the one formula-injection rule.

/** ExcelJS (~600 modules) loads at the first spreadsheet, not at every start (decision 0400). */
async function newWorkbook() {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

/** The CSV's rows: the header facts, a blank line, then one row per question. */
export function reportCsvRows(report: AssessmentReport): CsvValue[][] {
  return [...reportFacts(report), [], REPORT_COLUMNS.map((c) => c.header), ...report.rows.map((row) => REPORT_COLUMNS.map((c) => row[c.key]))];
}

export async function reportXlsx(report: AssessmentReport): Promise<Buffer> {
  const book = await newWorkbook();
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
  const book = await newWorkbook();
  book.creator = 'Compliance Management';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ header: h, width: Math.max(12, Math.min(40, h.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? neutraliseFormula(v) : v)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
