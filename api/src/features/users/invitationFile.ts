import { INVITATION_MESSAGES, type InvitationRow } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { detectFileType, extensionOf } from '../documents/fileType';
import { LIMIT_MESSAGES, TEAM_SHEET_LIMITS, UnreadableFileError, readFirstSheet } from '../uploads/boundedRead';

/** A row read from the file with its line number (the header is line 1). */
export type FileRow = InvitationRow & { line: number };

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string, maxRecords = TEAM_SHEET_LIMITS.maxRows): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',' || c === ';') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      // Refused at the limit rather than read on: a 1 MB file of line breaks would be a million records.
      if (records.length > maxRecords) throw new HttpError(413, LIMIT_MESSAGES.rows);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

async function xlsxRecords(bytes: Buffer): Promise<string[][]> {
  try {
    return await readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new HttpError(400, INVITATION_MESSAGES.fileType);
    throw error;
  }
}

const normalised = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
const COLUMN_NAMES: Record<string, keyof InvitationRow | 'name'> = {
  firstname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  role: 'role',
  name: 'name',
  fullname: 'name',
};

/** Records to rows by the header's column names; a "Name" column splits at its first space. Blank records are skipped. */
export function rowsOf(records: string[][]): FileRow[] {
  const header = (records[0] ?? []).map((cell) => COLUMN_NAMES[normalised(cell.replace(/^\uFEFF/, ''))]);
  const has = (column: keyof InvitationRow | 'name') => header.includes(column);
  if (!has('email') || !has('role') || !((has('firstName') && has('lastName')) || has('name'))) throw new HttpError(400, INVITATION_MESSAGES.fileHeader);
  const rows: FileRow[] = [];
  records.slice(1).forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const value = (column: keyof InvitationRow | 'name') => {
      const at = header.indexOf(column);
      return at < 0 ? '' : (record[at] ?? '').trim();
    };
    let firstName = value('firstName');
    let lastName = value('lastName');
    if (!firstName && !lastName && has('name')) {
      const [first, ...rest] = value('name').split(/\s+/);
      firstName = first ?? '';
      lastName = rest.join(' ');
    }
    rows.push({ line: index + 2, firstName, lastName, email: value('email'), role: value('role').toLowerCase() });
  });
  return rows;
}

/** The rows of an uploaded CSV or XLSX file; its name, bytes and type must agree. */
export async function readInvitationFile(fileName: string, bytes: Buffer): Promise<FileRow[]> {
  const extension = extensionOf(fileName);
  let records: string[][];
  if (extension === 'xlsx') {
    if (detectFileType(bytes) !== 'xlsx') throw new HttpError(400, INVITATION_MESSAGES.fileType);
    records = await xlsxRecords(bytes);
  } else if (extension === 'csv') {
    // A CSV is text: a NUL byte or a known binary type means it is something else renamed.
    if (bytes.includes(0) || detectFileType(bytes) !== null) throw new HttpError(400, INVITATION_MESSAGES.fileType);
    records = parseCsv(bytes.toString('utf8'));
  } else throw new HttpError(400, INVITATION_MESSAGES.fileType);
  const rows = rowsOf(records);
  if (rows.length === 0) throw new HttpError(400, INVITATION_MESSAGES.fileEmpty);
  return rows;
}
