// Prints the text of the PDF read from stdin, page by page (pdfjs-dist, as a PDF viewer reads it).
// Run as its own process: pdfjs-dist is ES-module only, which Jest's CommonJS runtime cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
await doc.destroy();
process.stdout.write(pages.join('\n'));
