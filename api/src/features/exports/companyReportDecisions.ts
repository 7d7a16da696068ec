import { formatExportTime } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { addDays, istDate } from '../../dates';
import { listAuditActions } from '../audit/actionRows';

// The board report's audit trail: the year's decisions (filings signed off or returned, due dates marked not
// applicable or filed before joining, assessments submitted, approved or returned), one row per action, told in the
// audit trail's own sentences. The board reads the decisions, not every sign-in; the full trail is in the product.

/** The actions a board reads as decisions. */
const DECISIONS = [
  'occurrence.filing_approved',
  'occurrence.filing_returned',
  'occurrence.not_applicable',
  'occurrence.reinstated',
  'occurrence.filed_before_joining',
  'obligation.not_applicable',
  'obligation.reinstated',
  'sign_off.submitted',
  'sign_off.approved',
  'sign_off.returned',
  'company.tracking_start_changed',
];

/** The most decisions printed: the latest ones; the rest are counted and left to the audit trail. */
export const DECISIONS_PRINTED = 40;

export interface Decisions {
  /** Newest first. */
  rows: { when: string; sentence: string }[];
  total: number;
}

/** The decisions of the report's year (`from` to `to`, `to` exclusive), up to today. */
export async function yearDecisions(db: Queryable, companyId: string, from: string, to: string): Promise<Decisions> {
  const last = addDays(to, -1) < istDate() ? addDays(to, -1) : istDate();
  if (last < from) return { rows: [], total: 0 };
  const { events, total } = await listAuditActions(db, companyId, 1, DECISIONS_PRINTED, { from, to: last, actions: DECISIONS });
  return { rows: events.map((e) => ({ when: formatExportTime(e.createdAt), sentence: e.sentence })), total };
}
