import type { Queryable } from '../../db/database';

// The records audit rows name (auditSubjects.ts), read by id: a filing's title and period, an assessment's period,
// a task's description, a document's or risk's name, a person's name and address.

const SUBJECT_SQL = {
  occurrence: 'SELECT id::text AS id, title, period FROM obligation_occurrences WHERE id = ANY($1::uuid[])',
  assessment: 'SELECT id::text AS id, period FROM assessments WHERE id = ANY($1::uuid[])',
  task: 'SELECT id::text AS id, description FROM tasks WHERE id = ANY($1::uuid[])',
  document: 'SELECT id::text AS id, name FROM documents WHERE id = ANY($1::uuid[])',
  risk: 'SELECT id::text AS id, title FROM risks WHERE id = ANY($1::uuid[])',
  user: 'SELECT id::text AS id, first_name, last_name, email FROM users WHERE id = ANY($1::uuid[])',
} as const;

export type SubjectKind = keyof typeof SUBJECT_SQL;

/** The rows of one kind of record with these ids (ids checked as UUIDs by the caller). */
export const subjectRows = (db: Queryable, kind: SubjectKind, ids: string[]) => db.query<Record<string, string>>(SUBJECT_SQL[kind], [ids]);
