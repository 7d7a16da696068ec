import ExcelJS from 'exceljs';

/** The rows of a worksheet of an XLSX file as arrays of cell texts (index 0 is column A). */
export async function xlsxRows(path: string, sheet: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const ws = book.getWorksheet(sheet);
  if (!ws) throw new Error(`no worksheet ${sheet}`);
  const rows: string[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

/** The text of every page of a PDF (pdfjs-dist, as a viewer reads it), whitespace collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : '')).join('') + ' ';
  }
  await doc.destroy();
  return text.replace(/\s+/g, ' ');
}
