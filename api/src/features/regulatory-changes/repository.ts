import type { Queryable } from '../../db/database';
import type { AssessmentKind } from 'shared-contracts';

// SQL of regulatory change management. Every function takes the caller's company id.

export interface AcknowledgementRow {
  library_id: string;
  version: string;
  acknowledged_at: Date;
  first_name: string | null;
  last_name: string | null;
}

/** The library releases the company has acknowledged, newest acknowledgement first. */
export const acknowledgedReleases = (db: Queryable, companyId: string) =>
  db.query<AcknowledgementRow>(
    `SELECT k.library_id, k.version, k.acknowledged_at, u.first_name, u.last_name
       FROM regulatory_change_acknowledgements k LEFT JOIN users u ON u.id = k.acknowledged_by
      WHERE k.company_id = $1
      ORDER BY k.acknowledged_at DESC, k.library_id`,
    [companyId],
  );

/** Records the releases as acknowledged; answers how many were not acknowledged before. */
export const insertAcknowledgements = (tx: Queryable, companyId: string, userId: string, releases: { libraryId: string; version: string }[]) =>
  tx.execute(
    `INSERT INTO regulatory_change_acknowledgements (company_id, library_id, version, acknowledged_by)
     SELECT $1, r.library_id, r.version, $2 FROM unnest($3::text[], $4::text[]) AS r(library_id, version)
     ON CONFLICT DO NOTHING`,
    [companyId, userId, releases.map((r) => r.libraryId), releases.map((r) => r.version)],
  );

export interface ItemAnswerRow {
  kind: AssessmentKind;
  period: string;
  scope: string;
  question_id: string;
  status: string | null;
  content_version: string | null;
  question_fingerprint: string | null;
  question_text: string | null;
  answered_by: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The answerer is still a maker or checker of the company (can own a task). */
  team_member: boolean;
}

/** The company's answers to these items, in every period (the service keeps the current one of each assessment). */
export const answersToItems = (db: Queryable, companyId: string, itemIds: string[]) =>
  db.query<ItemAnswerRow>(
    `SELECT x.kind, x.period, x.scope, x.question_id, x.status, x.content_version, x.question_fingerprint, x.question_text,
            x.answered_by, u.first_name, u.last_name,
            (u.id IS NOT NULL AND u.company_id = x.company_id AND u.role IN ('maker', 'checker') AND u.status = 'active' AND u.deleted_at IS NULL) AS team_member
       FROM assessment_answers x LEFT JOIN users u ON u.id = x.answered_by
      WHERE x.company_id = $1 AND x.question_id = ANY($2::text[])
      ORDER BY x.kind, x.scope, x.question_id`,
    [companyId, itemIds],
  );
