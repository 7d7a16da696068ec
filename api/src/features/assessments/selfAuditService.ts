import {
  DEFAULT_SELF_AUDIT_ENTITY_TYPE,
  SELF_AUDIT_ENTITY_TYPES,
  SELF_AUDIT_STATUSES,
  selfAuditTypeFor,
  type SelfAuditContentResponse,
  type SelfAuditEntityType,
  type SelfAuditGetResponse,
  type SelfAuditSavedResponse,
  type SelfAuditSubmitRequest,
} from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content, selfAuditItems } from '../../content';
import { HttpError } from '../../httpError';
import { answeredBy, iso, provenanceOf, retiredOf, saveAnswers, type Actor, type AnswerInput, type SaveTarget } from './answers';
import { companyProfile, withApplicability } from './applicability';
import { periodInfo, resolvePeriod, writablePeriod } from './periods';
import { companyNbfcType, findHeader, listAnswers } from './repository';

export const SELF_AUDIT_INCOMPLETE = 'Please answer every item before submitting the self audit';

export const isEntityType = (value: unknown): value is SelfAuditEntityType => (SELF_AUDIT_ENTITY_TYPES as readonly unknown[]).includes(value);

function entityTypeOrFail(value: unknown): SelfAuditEntityType {
  if (!isEntityType(value)) throw new HttpError(400, `Unknown entity type. Use one of: ${SELF_AUDIT_ENTITY_TYPES.join(', ')}`);
  return value;
}

/**
 * The company's own category, from its profile (NBFC type and asset size): the self-audit opens
 * on it. Another category can be looked at and answered, but its answers stay its own.
 */
export async function currentEntityType(db: Queryable, companyId: string): Promise<SelfAuditEntityType> {
  const company = await companyNbfcType(db, companyId);
  return company?.nbfc_type
    ? selfAuditTypeFor(company.nbfc_type, company.current_asset_size === null ? null : Number(company.current_asset_size))
    : DEFAULT_SELF_AUDIT_ENTITY_TYPE;
}

const entityTypeOrProfile = async (db: Queryable, companyId: string, requested: string | undefined) =>
  requested === undefined || requested === '' ? currentEntityType(db, companyId) : entityTypeOrFail(requested);

export async function selfAuditContent(db: Queryable, companyId: string, requested: string | undefined): Promise<SelfAuditContentResponse> {
  const entityType = await entityTypeOrProfile(db, companyId, requested);
  const profile = await companyProfile(db, companyId);
  const list = content().selfAudit.checklists[entityType];
  const tabs = {
    returns: list.returns.map((group) => ({ ...group, items: withApplicability(group.items, profile) })),
    committees: list.committees.map((group) => ({ ...group, items: withApplicability(group.items, profile) })),
    policies: list.policies.map((group) => ({ ...group, items: withApplicability(group.items, profile) })),
  };
  return { success: true, library: content().selfAudit.library, entityTypes: [...SELF_AUDIT_ENTITY_TYPES], entityType, tabs };
}

/** The answers of one category (the company's own unless another is asked for): never another category's. */
export async function loadSelfAudit(db: Queryable, companyId: string, requested?: string, requestedPeriod?: string): Promise<SelfAuditGetResponse['audit']> {
  const entityType = await entityTypeOrProfile(db, companyId, requested);
  const resolved = await resolvePeriod(db, companyId, 'self-audit', requestedPeriod);
  const header = await findHeader(db, companyId, 'self-audit', resolved.period);
  if (!header) return null;
  const items = selfAuditItems(entityType);
  const records = content().items['self-audit'];
  const rows = await listAnswers(db, companyId, 'self-audit', resolved.period, entityType);
  return {
    nbfcCategory: entityType,
    // A completion belongs to the category that was completed.
    status: header.nbfc_category === entityType ? header.status : 'in-progress',
    updatedAt: iso(header.updated_at),
    ...periodInfo(resolved),
    reopenedNote: header.nbfc_category === entityType ? header.reopened_note : null,
    retired: retiredOf(rows, (id) => items.has(id)),
    responses: rows
      .filter((row) => items.has(row.question_id))
      .map((row) => ({
        questionId: row.question_id,
        status: row.status as SelfAuditSavedResponse['status'],
        remarks: row.comments,
        updatedAt: iso(row.answered_at),
        updatedBy: answeredBy(row),
        ...provenanceOf(row, records.get(row.question_id)),
      })),
  };
}

export async function saveSelfAudit(db: Database, actor: Actor, body: SelfAuditSubmitRequest, complete: boolean) {
  const entityType = entityTypeOrFail(body.nbfcCategory);
  const period = await writablePeriod(db, actor.companyId, 'self-audit', body.period);
  const target: SaveTarget = {
    kind: 'self-audit',
    period,
    items: content().items['self-audit'],
    scope: entityType,
    contentVersion: content().selfAudit.library.version,
    questionIds: new Set(selfAuditItems(entityType).keys()),
    statuses: SELF_AUDIT_STATUSES,
    header: { nbfcCategory: entityType },
  };
  const answers: AnswerInput[] = body.responses.map((r) => ({ questionId: r.questionId, status: r.status, comments: r.remarks }));
  return saveAnswers(db, actor, target, answers, { complete, incompleteMessage: SELF_AUDIT_INCOMPLETE });
}
