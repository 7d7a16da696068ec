import { filingReviewOutcome, formatPeriod, wordingAmong, type CalendarOccurrence, type ObligationAuthority, type TaskCategory } from 'shared-contracts';
import type { Database, Queryable } from '../../../db/database';
import { istDate } from '../../../dates';
import type { Obligation, ProfileFacts } from '../../../content/calendar';
import { calendarLibraryVersions, calendarObligation, calendarObligations } from '../../../content';
import { activeCompanyIds, syncOccurrences, trackingStart, type ExpectedOccurrence, type OccurrenceRow } from './occurrenceRepository';
import { addMonths, applicability, occurrencesOf } from '../library/schedule';
import { companyFacts } from '../library/facts';
import { applyNotApplicableRules } from './notApplicableRepository';

/** The window every list and the scheduler keep made: from the tracking start to 13 months ahead. */
export const standardWindowEnd = (today: string) => addMonths(today, 13);

/** The library's occurrences of [from, to) for these facts (only obligations that apply). */
export function expectedOccurrences(facts: ProfileFacts, from: string, to: string): ExpectedOccurrence[] {
  const out: ExpectedOccurrence[] = [];
  for (const o of calendarObligations()) {
    const reason = applicability(o, facts);
    if (!reason) continue;
    // Each period under the wording in force at its end: a FY 2025-26 filing names the 1961 Act and its forms.
    for (const d of occurrencesOf(o, facts, from, to)) {
      out.push({
        obligationId: o.id,
        period: d.period,
        dueDate: d.dueDate,
        version: d.variant.version,
        title: d.variant.title,
        authority: o.authority,
        category: o.category,
        reason,
      });
    }
  }
  return out;
}

// Reads never make rows (docs/decisions/0210-obligations-one-home-reads-do-not-write.md): the scheduler keeps every
// company's window made (ensureAllOccurrences), and the registration, a profile, event or tracking change make it at
// once, each inside its transaction (refreshOccurrences). Per instance: the windows made today, so each scheduler run
// does not recompute the library for every company. Any instance may make them (the rows' unique key decides).
const made = new Map<string, { day: string; tracking: string }>();
const MAX_REMEMBERED = 10_000;

/**
 * Makes sure the occurrences of [from, to) exist as rows for the company (not before its tracking start).
 * Answers the tracking start. `facts` may be given when the caller has them; `force` remakes a window made today.
 */
async function ensureOccurrences(db: Queryable, companyId: string, from: string, to: string, options: { facts?: ProfileFacts; force?: boolean } = {}): Promise<string> {
  const memoKey = `${companyId}|${from}|${to}|${calendarLibraryVersions()}`;
  const today = istDate();
  const memo = made.get(memoKey);
  if (!options.force && memo?.day === today) return memo.tracking;
  const tracking = (await trackingStart(db, companyId)) ?? from;
  const start = from < tracking ? tracking : from;
  if (start < to) {
    const known = options.facts ?? (await companyFacts(db, companyId)).facts;
    await syncOccurrences(db, companyId, start, to, expectedOccurrences(known, start, to));
    await applyNotApplicableRules(db, companyId);
  }
  if (made.size > MAX_REMEMBERED) made.clear();
  made.set(memoKey, { day: today, tracking });
  return tracking;
}

/** After a profile, event or tracking change (inside its transaction): the standard window follows the new facts now. */
export async function refreshOccurrences(tx: Queryable, companyId: string, facts: ProfileFacts): Promise<void> {
  const forget = () => {
    for (const key of made.keys()) if (key.startsWith(`${companyId}|`)) made.delete(key);
  };
  const tracking = (await trackingStart(tx, companyId)) ?? istDate();
  await ensureOccurrences(tx, companyId, tracking, standardWindowEnd(istDate()), { facts, force: true });
  // The transaction may still roll back: every window is made again at its next read.
  forget();
}

const person = (id: string | null, name: string | null, kept = false) => (id ? { id, name: name || 'Former user' } : kept ? { id: '', name: 'Former user' } : null);
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The wording the occurrence was made from (its recorded version and title), as the screens find it too. */
function wordingOf(id: string, version: string, title: string): Pick<Obligation, 'citation' | 'sourceUrl'> | undefined {
  const obligation = calendarObligation(id);
  return obligation && wordingAmong(obligation, obligation.variants, version, title);
}

const reviewOutcome = (r: OccurrenceRow) => (r.reviewed_at ? filingReviewOutcome(r.state, r.state_before_na) : null);

/** The row as every answer carries it (citation and source from the library, which keeps them by id). */
export function toOccurrence(r: OccurrenceRow): CalendarOccurrence {
  const obligation = wordingOf(r.obligation_id, r.obligation_version, r.title);
  const filing =
    r.recorded_at && r.filed_on && r.acknowledgement
      ? {
          filedOn: r.filed_on,
          acknowledgement: r.acknowledgement,
          receipt: r.receipt_document_id && r.receipt_name ? { documentId: r.receipt_document_id, name: r.receipt_name, fileName: r.receipt_file_name ?? '' } : null,
          note: r.filing_note,
          recordedBy: person(r.recorded_by, r.recorded_by_name, true)!,
          recordedAt: iso(r.recorded_at)!,
          reviewedBy: person(r.reviewed_by, r.reviewed_by_name, r.reviewed_at !== null),
          reviewedAt: iso(r.reviewed_at),
          reviewComment: r.review_comment,
          reviewOutcome: reviewOutcome(r),
          late: r.filed_on > r.due_date,
        }
      : null;
  return {
    id: r.id,
    key: `${r.obligation_id}:${r.due_date}`,
    obligationId: r.obligation_id,
    obligationVersion: r.obligation_version,
    title: r.title,
    authority: r.authority as ObligationAuthority,
    category: r.category as TaskCategory,
    citation: obligation?.citation ?? '',
    sourceUrl: obligation?.sourceUrl ?? '',
    period: formatPeriod(r.period),
    dueDate: r.due_date,
    reason: r.reason,
    status: r.status,
    applies: r.applies,
    owner: person(r.owner_id, r.owner_name),
    checker: person(r.checker_id, r.checker_name),
    filing,
    notApplicableReason: r.state === 'not_applicable' ? r.not_applicable_reason : null,
    notApplicableFrom: r.state === 'not_applicable' ? r.na_from : null,
    startedAt: iso(r.started_at),
    task: r.task_id ? { id: r.task_id, status: r.task_status!, assigneeName: r.task_assignee_name ?? '' } : null,
    filedBeforeJoining: r.filed_before_joining,
  };
}

/** A company that has just come to exist (inside its registration's transaction): its due dates are there at once. */
export async function makeCompanyOccurrences(tx: Queryable, companyId: string): Promise<void> {
  await refreshOccurrences(tx, companyId, (await companyFacts(tx, companyId)).facts);
}

/**
 * The scheduler's part: every active company's standard window made (once a day per instance, and again when the
 * library's version changes), one transaction per company, so a company's window is made whole or not at all.
 */
export async function ensureAllOccurrences(db: Database, today = istDate()): Promise<void> {
  for (const { id } of await activeCompanyIds(db)) {
    try {
      await db.transaction((tx) => ensureOccurrences(tx, id, '2000-01-01', standardWindowEnd(today)));
    } catch (error) {
      // Rolled back: the next run makes it again.
      for (const key of made.keys()) if (key.startsWith(`${id}|`)) made.delete(key);
      throw error;
    }
  }
}
