import type { TrackingChoice } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { financialYearStartSql, monthStartSql, trackingStartSql } from './occurrenceRepository';

// The day-one reads and writes (migration 1210): the company's tracking choice and due dates filed before it joined.

export interface TrackingRow {
  tracking_from: TrackingChoice;
  chosen: boolean;
  start: string;
  month_start: string;
  fy_start: string;
  joined_on: string;
}

export const readTracking = (db: Queryable, companyId: string) =>
  db.one<TrackingRow>(
    `SELECT co.tracking_from, co.tracking_chosen_at IS NOT NULL AS chosen, to_char(${trackingStartSql('co')}, 'YYYY-MM-DD') AS start,
            to_char(${monthStartSql('co')}, 'YYYY-MM-DD') AS month_start, to_char(${financialYearStartSql('co')}, 'YYYY-MM-DD') AS fy_start,
            to_char((co.created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS joined_on
       FROM companies co WHERE co.id = $1`,
    [companyId],
  );

/** Open due dates (upcoming or in progress, still applying) from `from` to `to`, both inclusive. */
export async function countOpenBetween(db: Queryable, companyId: string, from: string, to: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM obligation_occurrences o
      WHERE o.company_id = $1 AND o.state IN ('upcoming', 'in_progress') AND o.applies AND o.due_date >= $2::date AND o.due_date <= $3::date`,
    [companyId, from, to],
  );
  return row?.n ?? 0;
}

export async function saveTrackingChoice(db: Queryable, companyId: string, choice: TrackingChoice): Promise<void> {
  await db.execute('UPDATE companies SET tracking_from = $2, tracking_chosen_at = now(), updated_at = now() WHERE id = $1', [companyId, choice]);
}

/** The company's occurrences among `ids`, locked for the step's transaction. */
export const lockOccurrences = (db: Queryable, companyId: string, ids: string[]) =>
  db.query<{ id: string; state: string; due_date: string; obligation_id: string; period: string }>(
    `SELECT o.id, o.state, to_char(o.due_date, 'YYYY-MM-DD') AS due_date, o.obligation_id, o.period FROM obligation_occurrences o
      WHERE o.company_id = $1 AND o.id = ANY($2::uuid[]) ORDER BY o.due_date, o.id FOR UPDATE OF o`,
    [companyId, ids],
  );

/** Filed, recorded after the fact: date and acknowledgement as given (or none), no receipt, no sign-off. */
export async function markFiledBeforeJoiningRows(
  db: Queryable,
  companyId: string,
  ids: string[],
  f: { filedOn: string | null; acknowledgement: string | null; by: string },
): Promise<void> {
  await db.execute(
    `UPDATE obligation_occurrences SET state = 'filed', filed_before_joining = true, filed_on = $3::date, acknowledgement = $4,
            receipt_document_id = NULL, filing_note = '', recorded_by = $5, recorded_at = now(),
            reviewed_by = NULL, reviewed_at = NULL, review_comment = NULL, updated_at = now()
      WHERE company_id = $1 AND id = ANY($2::uuid[])`,
    [companyId, ids, f.filedOn, f.acknowledgement, f.by],
  );
}
