import type { EvidenceLink } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { AssessmentKind } from '../assessments/repository';

// SQL of the evidence feature. Every function takes the caller's company id.

interface EvidenceRow {
  id: string;
  kind: AssessmentKind;
  scope: string;
  question_id: string;
  document_id: string;
  document_name: string;
  file_name: string;
  document_status: string;
  expires_on: string | null;
  note: string;
  linked_by: string | null;
  linker: string | null;
  linked_at: Date;
}

const SELECT = `
  SELECT e.id, e.kind, e.scope, e.question_id, e.document_id, d.name AS document_name, d.file_name, d.status AS document_status,
         e.expires_on, e.note, e.linked_by, trim(u.first_name || ' ' || u.last_name) AS linker, e.linked_at
    FROM evidence_links e
    JOIN documents d ON d.id = e.document_id AND d.company_id = e.company_id
    LEFT JOIN users u ON u.id = e.linked_by`;

export function toLink(row: EvidenceRow, today: string): EvidenceLink {
  return {
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    questionId: row.question_id,
    documentId: row.document_id,
    documentName: row.document_name,
    fileName: row.file_name,
    documentStatus: row.document_status,
    expiresOn: row.expires_on,
    expired: row.expires_on !== null && row.expires_on < today,
    note: row.note,
    linkedBy: { id: row.linked_by, name: row.linker || 'Former user' },
    linkedAt: new Date(row.linked_at).toISOString(),
  };
}

export function listEvidence(db: Queryable, companyId: string, kind: AssessmentKind, scope: string, questionId: string | null) {
  return db.query<EvidenceRow>(
    `${SELECT} WHERE e.company_id = $1 AND e.kind = $2 AND e.scope = $3 AND ($4::text IS NULL OR e.question_id = $4)
      ORDER BY e.question_id, d.name, e.id`,
    [companyId, kind, scope, questionId],
  );
}

export function findEvidence(db: Queryable, companyId: string, id: string) {
  return db.one<EvidenceRow>(`${SELECT} WHERE e.company_id = $1 AND e.id = $2`, [companyId, id]);
}

/** Evidence expired or expiring on or before `until`, soonest first. */
export function expiringEvidence(db: Queryable, companyId: string, until: string) {
  return db.query<EvidenceRow>(`${SELECT} WHERE e.company_id = $1 AND e.expires_on IS NOT NULL AND e.expires_on <= $2 ORDER BY e.expires_on, e.id`, [companyId, until]);
}

/** Answers the new id, or null when this document already backs this question. */
export async function insertEvidence(
  tx: Queryable,
  companyId: string,
  link: { kind: AssessmentKind; scope: string; questionId: string; documentId: string; expiresOn: string | null; note: string; userId: string },
) {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO evidence_links (company_id, kind, scope, question_id, document_id, expires_on, note, linked_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (company_id, kind, scope, question_id, document_id) DO NOTHING
     RETURNING id`,
    [companyId, link.kind, link.scope, link.questionId, link.documentId, link.expiresOn, link.note, link.userId],
  );
  return row?.id ?? null;
}

export function updateEvidence(tx: Queryable, companyId: string, id: string, fields: { expiresOn: string | null; note: string }) {
  return tx.execute(`UPDATE evidence_links SET expires_on = $3, note = $4 WHERE company_id = $1 AND id = $2`, [companyId, id, fields.expiresOn, fields.note]);
}

/**
 * The period of an approved sign-off, other than `currentPeriod`, that covered this evidence (it was linked before the
 * approval of an assessment of its kind and scope), or null. A change in the current period marks its approval as
 * changed since; an earlier period's approval would not show it, so its evidence must stay.
 */
export async function approvedPeriodCovering(db: Queryable, companyId: string, id: string, currentPeriod: string): Promise<string | null> {
  const row = await db.one<{ period_key: string }>(
    `SELECT s.period_key FROM evidence_links e
       JOIN sign_offs s ON s.company_id = e.company_id AND s.kind = e.kind AND s.scope = e.scope
      WHERE e.company_id = $1 AND e.id = $2 AND s.status = 'approved' AND s.reviewed_at >= e.linked_at AND s.period_key <> $3
      ORDER BY s.reviewed_at DESC LIMIT 1`,
    [companyId, id, currentPeriod],
  );
  return row?.period_key ?? null;
}

export function deleteEvidence(tx: Queryable, companyId: string, id: string) {
  return tx.execute(`DELETE FROM evidence_links WHERE company_id = $1 AND id = $2`, [companyId, id]);
}

/** The company's document a piece of evidence would point to. */
export function documentToLink(db: Queryable, companyId: string, documentId: string) {
  return db.one<{ id: string; status: string; name: string }>('SELECT id, status, name FROM documents WHERE company_id = $1 AND id = $2', [companyId, documentId]);
}
