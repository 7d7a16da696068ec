import { formatDate, formatDateTime, type AuditEvent } from 'shared-contracts';

// What else an audit row changed, in words (docs/decisions/0052-reports-a-board-and-an-auditor-accept.md), beside the sentence the server tells it in: as a compliance
// officer reads it, instead of raw JSON and row ids. The CSV export keeps the full recorded values.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'status_changed', 'dueDate' → 'status changed', 'due date'. */
const words = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valueWords(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (UUID.test(value)) return null;
    if (DATE.test(value)) return formatDate(value);
    if (TIMESTAMP.test(value)) return formatDateTime(value);
    // A stored state ('awaiting_sign_off') reads as words.
    if (/^[a-z]+(_[a-z]+)+$/.test(value)) return value.replace(/_/g, ' ');
    return value.length > 120 ? `${value.slice(0, 117)}...` : value;
  }
  if (Array.isArray(value)) return value.map(valueWords).filter(Boolean).join(', ') || 'none';
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => (valueWords(v) === null ? null : `${words(k)} ${valueWords(v)}`))
    .filter(Boolean)
    .join(', ');
}

const fields = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** Recorded for the chain and the exports, meaningless on the screen: which bank, the stored period key, content fingerprints. */
const BOOKKEEPING = /^(kind|scope|periodKey|period|fingerprint|contentVersion|cause|answers|occurrences|receiptApproved|recordedBy)$/;

/**
 * Before and after in words: 'Status: pending → completed; Note: a,b'. Ids and bookkeeping are left out, and so is
 * a value the row's sentence already says (a comment in quotes).
 */
export function changeWords(event: Pick<AuditEvent, 'before' | 'after'> & { sentence?: string }): string {
  const before = fields(event.before);
  const after = fields(event.after);
  const told = (key: string) => typeof after[key] === 'string' && after[key] !== '' && (event.sentence ?? '').includes(`"${after[key] as string}"`);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !/(^id$|Id$|_id$|^token|hash$)/.test(k) && !BOOKKEEPING.test(k) && !told(k));
  const parts: string[] = [];
  for (const key of keys) {
    const was = key in before ? valueWords(before[key]) : undefined;
    const now = key in after ? valueWords(after[key]) : undefined;
    if (was === null || now === null || was === now) continue;
    const label = capitalised(words(key));
    if (was !== undefined && now !== undefined) parts.push(`${label}: ${was} → ${now}`);
    else if (now !== undefined) parts.push(`${label}: ${now}`);
    else parts.push(`${label} was ${was}`);
  }
  return parts.join('; ');
}
