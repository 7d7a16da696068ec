import { execFile } from 'node:child_process';
import path from 'node:path';
import ExcelJS from 'exceljs';

/** The text of every page of a PDF, read back with pdfjs-dist in a child process (see pdf-text.mjs). */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { maxBuffer: 20 * 1024 * 1024, timeout: 30_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(bytes);
  });
}

/** The rows of a worksheet as arrays of cell texts (index 0 is column A). */
export async function xlsxRows(bytes: Buffer, sheet: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = book.getWorksheet(sheet);
  if (!ws) throw new Error(`no worksheet ${sheet}`);
  const rows: string[][] = [];
  ws.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
