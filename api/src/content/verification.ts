import { VERIFICATION_STATUSES, type ItemVerification, type VerificationStatus } from 'shared-contracts';

// The `verification` of a library item: how it was established (docs/regulatory-sources.md, "Evidence on every
// item"). official: the instrument's own page or the Gazette was read; corroborated: two or more independent
// published sources (different publishers, dated where they state a date) agree; unverified: the note says what is uncertain and why.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

function sourceProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'must be an object';
  const { title, publisher, date, url, ...extra } = v as Record<string, unknown>;
  for (const key of Object.keys(extra)) return `.${key} is not a known field`;
  if (!filled(title)) return '.title must name what was read';
  if (!filled(publisher)) return '.publisher must name who published it';
  if (date !== undefined && !(typeof date === 'string' && DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) return '.date must be a date YYYY-MM-DD';
  if (url !== undefined && !(typeof url === 'string' && /^https:\/\/[^\s]+$/.test(url))) return '.url must be an https:// URL';
  return null;
}

/** Null when the value is a valid verification record, or what is wrong with it. */
export function checkVerification(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object';
  const { status, sources, note, ...extra } = value as Record<string, unknown>;
  for (const key of Object.keys(extra)) return `.${key} is not a known field`;
  if (!(VERIFICATION_STATUSES as readonly unknown[]).includes(status)) return `.status must be one of: ${VERIFICATION_STATUSES.join(', ')}`;
  if (!Array.isArray(sources)) return '.sources must be a list';
  for (const [i, source] of sources.entries()) {
    const problem = sourceProblem(source);
    if (problem) return `.sources[${i}]${problem}`;
  }
  if (note !== undefined && !filled(note)) return '.note must be a non-empty string';
  const list = sources as ItemVerification['sources'];
  const st = status as VerificationStatus;
  if (st === 'official' && list.length === 0) return '.sources must name the official page or Gazette that was read';
  if (st === 'corroborated' && new Set(list.map((s) => s.publisher.trim().toLowerCase())).size < 2) return '.sources must name at least two independent publishers';
  if (st === 'unverified' && !filled(note)) return '.note must say what is uncertain and why';
  return null;
}
