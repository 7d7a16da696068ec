import type { Queryable } from '../../db/database';
import { SELECT, where, type AuditFilter, type AuditRow } from './repository';

// The audit trail's actions (actionRows.ts): which span of sequence numbers each action of a page covers, and the
// recorded events of those spans.

export interface ActionSpan {
  from_seq: number;
  to_seq: number;
  /** How many actions match the filter. */
  total: number;
}

/** One page of actions, newest first: events of one transaction that go together are one action, a run of saves one. */
export async function actionSpans(db: Queryable, chain: string, page: number, pageSize: number, filter: AuditFilter): Promise<ActionSpan[]> {
  const w = where(chain, filter);
  return db.query<ActionSpan>(
    `WITH ev AS (SELECT e.seq, e.created_at, e.actor_id, e.action, e.target_id,
                        ((e.target_type IS DISTINCT FROM 'occurrence' AND e.after->>'occurrenceId' IS NOT NULL)
                          OR e.action IN ('task.checker_set', 'occurrence.filed_before_joining') OR e.action LIKE '%.answers_saved') AS related
                   FROM audit_events e WHERE ${w.sql}),
          tagged AS (SELECT ev.*, bool_or(related) OVER (PARTITION BY created_at, actor_id) AS joined FROM ev),
          tx AS (SELECT min(seq) AS first_seq, max(seq) AS last_seq, actor_id,
                        min(action) AS a1, max(action) AS a2, min(target_id) AS t1, max(target_id) AS t2
                   FROM tagged GROUP BY created_at, actor_id, CASE WHEN joined THEN 0 ELSE seq END),
          keyed AS (SELECT tx.*, CASE WHEN a1 = a2 AND a1 LIKE '%.answers_saved' AND t1 = t2 THEN a1 || '|' || t1 || '|' || COALESCE(actor_id::text, '') END AS run
                      FROM tx),
          marked AS (SELECT keyed.*, CASE WHEN run IS NOT NULL AND run = lag(run) OVER (ORDER BY first_seq) THEN 0 ELSE 1 END AS starts FROM keyed),
          actions AS (SELECT first_seq, last_seq, sum(starts) OVER (ORDER BY first_seq) AS action FROM marked)
     SELECT min(first_seq)::int AS from_seq, max(last_seq)::int AS to_seq, (count(*) OVER ())::int AS total
       FROM actions GROUP BY action ORDER BY to_seq DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, pageSize, (page - 1) * pageSize],
  );
}

/** The recorded events of a chain from one sequence number to another, filtered as the list is. */
export async function eventsBetween(db: Queryable, chain: string, filter: AuditFilter, low: number, high: number): Promise<AuditRow[]> {
  const w = where(chain, filter);
  return db.query<AuditRow>(`${SELECT} WHERE ${w.sql} AND e.seq BETWEEN $${w.params.length + 1} AND $${w.params.length + 2} ORDER BY e.seq`, [...w.params, low, high]);
}
