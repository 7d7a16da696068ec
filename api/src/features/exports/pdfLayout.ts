import { readFileSync } from 'node:fs';

// The printed reports' one layout: A4, an embedded Unicode font (Noto Sans Devanagari carries Latin,
// Devanagari and the rupee sign, so Hindi names and ₹ print; PDFKit embeds only the glyphs used),
// headings, label-value facts, ruled tables that repeat their header on a new page, and page numbers.

export const MARGIN = 48;
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = { Body: '400Regular/NotoSansDevanagari_400Regular.ttf', Bold: '700Bold/NotoSansDevanagari_700Bold.ttf' } as const;
const TEXT = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null;
function fontBytes() {
  fonts ??= {
    Body: readFileSync(require.resolve(`${FONT_PACKAGE}/${FONT_FILES.Body}`)),
    Bold: readFileSync(require.resolve(`${FONT_PACKAGE}/${FONT_FILES.Bold}`)),
  };
  return fonts;
}

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document with the product's fonts, and the promise of its bytes once `finish` ends it. */
export async function newPdf(title: string): Promise<{ doc: Pdf; bytes: Promise<Buffer> }> {
  // PDFKit and its font engine (~100 modules) load at the first printed report, not at every start (decision 0400).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title, Author: 'Compliance Management' } });
  const { Body, Bold } = fontBytes();
  doc.registerFont('Body', Body);
  doc.registerFont('Bold', Bold);
  doc.font('Body').fillColor(TEXT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Pdf) => doc.page.height - MARGIN - 16;

/** Starts a new page when less than `height` points are left on this one. */
export function keepSpace(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** A cover page: the title, the subject lines and the facts (and whatever `more` adds), then a fresh page for the body. */
export function cover(doc: Pdf, title: string, lines: string[], facts: [string, string][], more?: (doc: Pdf) => void) {
  doc
    .moveDown(6)
    .font('Bold')
    .fontSize(24)
    .fillColor(TEXT)
    .text(title, { width: contentWidth(doc) });
  doc.moveDown(0.5);
  for (const line of lines)
    doc
      .font('Body')
      .fontSize(14)
      .fillColor(MUTED)
      .text(line, { width: contentWidth(doc) });
  doc.moveDown(2);
  factList(doc, facts);
  more?.(doc);
  doc.addPage();
}

export function heading(doc: Pdf, text: string, level: 1 | 2 = 1) {
  // Room for the heading and the first lines of what follows it: a heading never ends a page.
  keepSpace(doc, level === 1 ? 110 : 90);
  doc.moveDown(level === 1 ? 1 : 0.6);
  doc
    .font('Bold')
    .fontSize(level === 1 ? 15 : 12)
    .fillColor(TEXT)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean; size?: number } = {}) {
  doc
    .font('Body')
    .fontSize(options.size ?? 10)
    .fillColor(options.muted ? MUTED : TEXT)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.fillColor(TEXT);
}

/** Label: value lines. */
export function factList(doc: Pdf, facts: [string, string][]) {
  for (const [label, value] of facts) {
    keepSpace(doc, 14);
    doc
      .font('Bold')
      .fontSize(10)
      .fillColor(TEXT)
      .text(`${label}: `, MARGIN, doc.y, { continued: true, width: contentWidth(doc) })
      .font('Body')
      .text(value || '-');
  }
}

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
}

/** A ruled table; rows wrap inside their cells and the header repeats on every page the table spans. */
export function table(doc: Pdf, columns: Column[], rows: string[][], options: { size?: number } = {}) {
  const size = options.size ?? 8.5;
  const total = contentWidth(doc);
  const widths = columns.map((c) => c.width * total);
  const pad = 3;
  const heightOf = (cells: string[], font: string) =>
    Math.max(
      ...cells.map((cell, i) =>
        doc
          .font(font)
          .fontSize(size)
          .heightOfString(cell || '-', { width: widths[i] - 2 * pad }),
      ),
    ) +
    2 * pad;
  const drawRow = (cells: string[], font: string, shade: boolean) => {
    const height = heightOf(cells, font);
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, total, height).fill('#f3f4f6');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(size)
        .fillColor(TEXT)
        .text(cell || '-', x + pad, top + pad, { width: widths[i] - 2 * pad });
      x += widths[i];
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + total, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const headers = columns.map((c) => c.header);
  keepSpace(doc, heightOf(headers, 'Bold') + (rows[0] ? heightOf(rows[0], 'Body') : 0));
  drawRow(headers, 'Bold', true);
  for (const row of rows) {
    if (doc.y + heightOf(row, 'Body') > bottom(doc)) {
      doc.addPage();
      drawRow(headers, 'Bold', true);
    }
    drawRow(row, 'Body', false);
  }
  doc.moveDown(0.5);
}

/** Page numbers and a running footer on every page, then the end of the document. */
export function finish(doc: Pdf, footer: string) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: lift the margin so PDFKit does not open a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${footer} - page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 12, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
}
