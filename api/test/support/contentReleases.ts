import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_DIR } from '../../src/content';

// Content release files for the tests: a shipped library with one obligation's due day moved, as a new version with
// its change-log entry, and the request that uploads it (text and SHA-256).

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** 2026.11.2 -> 2026.11.3 (the library's version, whatever the shipped files say today, plus one). */
export const nextVersion = (version: string, by = 1) => version.replace(/(\d+)$/, (last) => String(Number(last) + by));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a library file as the tests edit it
export const shippedLibrary = (file: string): any => JSON.parse(fs.readFileSync(path.join(DEFAULT_CONTENT_DIR, file), 'utf8'));

/** The income-tax calendar with the TDS deposit due on `day` of the next month, as release `step` after the shipped file. */
export function tdsRelease(day: number, step = 1, date = '2026-11-28') {
  const library = shippedLibrary('calendar-income-tax.json');
  const version = nextVersion(library.version, step);
  library.version = version;
  library.publication_date = date;
  const item = library.items.find((i: { id: string }) => i.id === 'TAX-TDS-DEPOSIT');
  item.rule.day = day;
  item.frequency = `Monthly, by the ${day}th of the next month (tax deducted in March: by 30 April)`;
  library.changes = [
    {
      version,
      date,
      items: [
        {
          item: 'TAX-TDS-DEPOSIT',
          change: 'changed',
          summary: `TDS is deposited by the ${day}th of the next month.`,
          instrument: 'Income-tax Rules, 2026 (test correction)',
          effective_date: date,
        },
      ],
    },
    ...(library.changes ?? []),
  ];
  return { library, version };
}

/** The upload request for a library object (or raw text), with its checksum (or `checksum`). */
export function uploadOf(library: object | string, fileName = 'calendar-income-tax.json', checksum?: string) {
  const content = typeof library === 'string' ? library : JSON.stringify(library, null, 2);
  return { fileName, content, checksum: checksum ?? sha256(content) };
}
