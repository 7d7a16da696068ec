import type { FastifyReply } from 'fastify';
import { toCsv, type CsvValue } from 'shared-contracts';

/**
 * The API's CSV helper: every CSV the server makes goes through here. The cell rule itself
 * (RFC 4180 quoting, formula-injection neutralising) lives once in shared-contracts so that a
 * screen building a CSV applies exactly the same rule.
 */
export { csvField, neutraliseFormula, toCsv, type CsvValue } from 'shared-contracts';

/** UTF-8 byte order mark: Excel reads the file as UTF-8 (names in Hindi, the rupee sign). */
const BOM = '\uFEFF';

/** A CSV download: the rows as text, with a BOM and an attachment file name. */
export function sendCsv(reply: FastifyReply, fileName: string, rows: readonly (readonly CsvValue[])[]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(BOM + toCsv(rows));
}

/** Content-Disposition for a download; the name is reduced to safe characters. */
export function attachmentDisposition(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `attachment; filename="${safe}"`;
}
