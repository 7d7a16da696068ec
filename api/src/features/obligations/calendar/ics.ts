import { formatDate, type CalendarOccurrence } from 'shared-contracts';

// iCalendar (RFC 5545) of the company's occurrences: one all-day event per due date.

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compact = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export function toIcs(occurrences: CalendarOccurrence[], companyId: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Compliance Management//Statutory calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Statutory calendar',
  ];
  for (const o of occurrences) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${o.obligationId}-${compact(o.dueDate)}-${companyId}@compliance-suite`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(o.dueDate)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(o.dueDate))}`,
      `SUMMARY:${text(`${o.title} (${o.period})`)}`,
      `DESCRIPTION:${text(`Due ${formatDate(o.dueDate)} for ${o.period}.\nWhy it applies: ${o.reason}.\nCitation: ${o.citation}\nSource: ${o.sourceUrl}`)}`,
      `CATEGORIES:${text(o.category)}`,
      `URL:${o.sourceUrl}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
