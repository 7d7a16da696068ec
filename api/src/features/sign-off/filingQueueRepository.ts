import type { Queryable } from '../../db/database';

// Statutory filings (obligation occurrences, migration 1020) waiting for a reviewer's sign-off: the obligation's
// checker (a checker or admin), or any checker or admin when it names none; never the person who recorded the filing.

export interface FilingQueueRow {
  id: string;
  obligation_id: string;
  title: string;
  authority: string;
  period: string;
  due_date: string;
  filed_on: string;
  acknowledgement: string;
  recorded_by: string | null;
  recorder: string | null;
  recorded_at: Date;
}

export const filingsAwaitingReviewBy = (db: Queryable, companyId: string, userId: string) =>
  db.query<FilingQueueRow>(
    `SELECT o.id, o.obligation_id, o.title, o.authority, o.period, o.due_date, o.filed_on, o.acknowledgement,
            o.recorded_by, trim(concat(rb.first_name, ' ', rb.last_name)) AS recorder, o.recorded_at
       FROM obligation_occurrences o
       LEFT JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
       LEFT JOIN users ck ON ck.id = oo.checker_id AND ck.deleted_at IS NULL AND ck.role IN ('checker', 'admin')
       LEFT JOIN users rb ON rb.id = o.recorded_by
      WHERE o.company_id = $1 AND o.state = 'awaiting_sign_off' AND o.recorded_by IS DISTINCT FROM $2
        AND (ck.id = $2 OR ck.id IS NULL)
      ORDER BY o.due_date, o.id`,
    [companyId, userId],
  );
