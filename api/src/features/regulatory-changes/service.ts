import {
  LIBRARY_CHANGE_LABELS,
  NBFC_TYPES,
  documentTypeFor,
  selfAuditTypeFor,
  type AcknowledgeChangesResponse,
  type AffectedAnswer,
  type AssessmentKind,
  type ChangeTasksRequest,
  type ChangeTasksResponse,
  type NbfcType,
  type RegulatoryChange,
  type RegulatoryChangesResponse,
  type ReleaseRef,
  type TaskCategory,
  formatPeriod,
} from 'shared-contracts';
import { calendarObligation, content, type ItemRecord, type LibraryChange } from '../../content';
import type { ProfileFacts } from '../../content/calendar';
import { istDate } from '../../dates';
import { companyFacts } from '../obligations/library/facts';
import { addMonths, applicability, dueDates } from '../obligations/library/schedule';
import { trackingStart } from '../obligations/occurrences/occurrenceRepository';
import type { Database, Queryable } from '../../db/database';
import { HttpError, notFound } from '../../httpError';
import { companyProfile, evaluate, type CompanyProfile } from '../assessments/applicability';
import { answeredBy, provenanceOf } from '../assessments/answers';
import { currentPeriod } from '../assessments/periods';
import { recordAudit } from '../audit/auditService';
import type { AuthContext } from '../auth/sessions/sessionService';
import { assignTask } from '../tasks/service';
import { updatesOfItems } from '../updates/repository';
import { acknowledgedReleases, answersToItems, insertAcknowledgements, type ItemAnswerRow } from './repository';

// "What changed for us" (docs/decisions/0045-regulatory-change-management.md): the entries of the libraries' change logs that the company has not
// acknowledged and that apply to its profile, with the answers they affect and the feed updates behind them.
// The admin acknowledges what was shown (audited) and can turn a change into tasks for the answers' owners.

export interface CompanyCaller extends AuthContext {
  companyId: string;
}

const ASSESSED: Record<string, AssessmentKind | undefined> = { hr: 'hr', rbi: 'rbi', mca: 'mca', 'self-audit': 'self-audit' };
const releaseKey = (libraryId: string, version: string) => `${libraryId}@${version}`;
export const changeIdOf = (change: Pick<LibraryChange, 'libraryId' | 'version' | 'item'>) => `${releaseKey(change.libraryId, change.version)}#${change.item}`;

/** Whether a change can concern this company: the item is in its bank or checklist and its applicability does not fail. */
function relevance(change: LibraryChange, profile: CompanyProfile, answered: boolean, facts: ProfileFacts | null): { applies: boolean; note?: string } {
  const set = content();
  const type = (NBFC_TYPES as readonly string[]).includes(profile.nbfcType ?? '') ? (profile.nbfcType as NbfcType) : null;
  const conditions = (applicability: ItemRecord['applicability']) => {
    const result = evaluate(applicability, profile);
    if (result?.appliesToCompany === false) return { applies: false };
    return result?.appliesToCompany === null ? { applies: true, note: result.applicabilityNote } : { applies: true };
  };
  // A retired item concerns the company if it answered it, or if the library is one it uses.
  if (change.change === 'retired') {
    if (answered) return { applies: true };
    if (change.libraryKind === 'rbi' && type) {
      const bank = set.rbiBanks[type];
      return { applies: bank.library.id === change.libraryId || bank.questions.some((q) => q.layerLibrary === change.libraryId) };
    }
    return { applies: change.libraryKind !== 'self-audit' };
  }
  switch (change.libraryKind) {
    case 'rbi': {
      if (type && !set.rbiBanks[type].questions.some((q) => q.questionId === change.item)) return { applies: false };
      return conditions(set.items.rbi.get(change.item)?.applicability);
    }
    case 'self-audit': {
      const category = selfAuditTypeFor(profile.nbfcType, profile.assetSizeCr);
      if (!set.selfAudit.items[category].has(change.item)) return { applies: false };
      return conditions(set.items['self-audit'].get(change.item)?.applicability);
    }
    case 'required-documents': {
      const documentType = documentTypeFor(profile.nbfcType, profile.assetSizeCr);
      const document = set.requiredDocuments.documents.find((d) => d.id === change.item);
      return { applies: !document || document.appliesTo === 'all' || documentType === null || document.appliesTo.includes(documentType) };
    }
    case 'hr':
    case 'mca':
      return conditions(set.items[change.libraryKind].get(change.item)?.applicability);
    case 'obligations':
      return conditions(set.obligations.get(change.item)?.applicability);
    case 'calendar': {
      // A statutory due date concerns the company when the obligation applies to its compliance facts.
      const obligation = calendarObligation(change.item);
      return { applies: !!obligation && !!facts && applicability(obligation, facts) !== null };
    }
    default:
      return { applies: true };
  }
}

/** The item as it reads now, or (retired) the text last answered. */
function itemTextOf(change: LibraryChange, answers: ItemAnswerRow[]): string | null {
  const set = content();
  const kind = ASSESSED[change.libraryKind];
  if (kind) return set.items[kind].get(change.item)?.text ?? answers.find((a) => a.question_text)?.question_text ?? null;
  if (change.libraryKind === 'required-documents') return set.requiredDocuments.documents.find((d) => d.id === change.item)?.name ?? null;
  if (change.libraryKind === 'obligations') return set.obligations.get(change.item)?.text ?? null;
  return null;
}

/** The current period's answers of each assessment, with whether each still answers the item as it reads. */
async function currentAnswers(db: Queryable, companyId: string, itemIds: string[]): Promise<Map<string, { row: ItemAnswerRow; answer: AffectedAnswer }[]>> {
  const rows = await answersToItems(db, companyId, itemIds);
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const periods = new Map(await Promise.all(kinds.map(async (kind) => [kind, await currentPeriod(db, companyId, kind)] as const)));
  const byItem = new Map<string, { row: ItemAnswerRow; answer: AffectedAnswer }[]>();
  for (const row of rows) {
    if (row.period !== periods.get(row.kind) || (row.status === null && !row.question_text)) continue;
    const item = content().items[row.kind].get(row.question_id);
    const provenance = provenanceOf(row, item);
    const answer: AffectedAnswer = {
      kind: row.kind,
      period: row.period,
      scope: row.scope,
      status: row.status,
      answeredVersion: provenance.answeredVersion ?? null,
      changedSinceAnswered: item ? provenance.changedSinceAnswered === true : true,
      answeredBy: answeredBy(row),
    };
    byItem.set(row.question_id, [...(byItem.get(row.question_id) ?? []), { row, answer }]);
  }
  return byItem;
}

interface Pending {
  changes: (RegulatoryChange & { owners: string[] })[];
  releases: RegulatoryChangesResponse['releases'];
  trackingStart: string;
}

/**
 * Since the tracking start: a change in force before it was already the law the company started with, unless it
 * touches an item the company has answered (its answer or evidence may need a look) (decision 0220).
 */
const sinceTrackingStart = (change: LibraryChange, answered: boolean, start: string) => change.effective_date >= start || answered;

/** The unacknowledged releases and their changes that apply to the company. */
async function pendingChanges(db: Queryable, companyId: string): Promise<Pending & { acknowledged: Awaited<ReturnType<typeof acknowledgedReleases>> }> {
  const [acknowledged, profile, start] = await Promise.all([acknowledgedReleases(db, companyId), companyProfile(db, companyId), trackingStart(db, companyId)]);
  const since = start ?? istDate();
  const done = new Set(acknowledged.map((row) => releaseKey(row.library_id, row.version)));
  const open = content().changes.filter((change) => !done.has(releaseKey(change.libraryId, change.version)));
  const itemIds = [...new Set(open.map((change) => change.item))];
  const [answers, updates, facts] = await Promise.all([
    currentAnswers(db, companyId, itemIds),
    updatesOfItems(db, itemIds),
    open.some((change) => change.libraryKind === 'calendar') ? companyFacts(db, companyId).then((f) => f.facts) : null,
  ]);
  const today = istDate();
  const changes: Pending['changes'] = [];
  for (const change of open) {
    const affected = answers.get(change.item) ?? [];
    const { applies, note } = relevance(change, profile, affected.length > 0, facts);
    if (!applies || !sinceTrackingStart(change, affected.length > 0, since)) continue;
    const obligation = change.libraryKind === 'calendar' && facts ? calendarObligation(change.item) : undefined;
    changes.push({
      id: changeIdOf(change),
      libraryId: change.libraryId,
      libraryName: change.libraryName,
      version: change.version,
      date: change.date,
      itemId: change.item,
      change: change.change,
      summary: change.summary,
      instrument: change.instrument,
      effectiveDate: change.effective_date,
      itemText: itemTextOf(
        change,
        affected.map((a) => a.row),
      ),
      assessment: ASSESSED[change.libraryKind] ?? null,
      ...(note ? { applicabilityNote: note } : {}),
      affectedAnswers: affected.map((a) => a.answer),
      updates: updates.filter((u) => u.item_id === change.item).map(({ id, title, date }) => ({ id, title, date })),
      owners: [...new Set(affected.filter((a) => a.row.team_member && a.row.answered_by).map((a) => a.row.answered_by!))],
      // A calendar change: the company's due dates of the next twelve months, computed under the new rule.
      ...(obligation && facts
        ? {
            dueDates: dueDates(obligation, facts, today, addMonths(today, 12))
              .slice(0, 6)
              .map((d) => ({ ...d, period: formatPeriod(d.period) })),
          }
        : {}),
    });
  }
  changes.sort((a, b) => b.date.localeCompare(a.date) || a.libraryName.localeCompare(b.libraryName) || a.itemId.localeCompare(b.itemId));
  const releases = new Map<string, RegulatoryChangesResponse['releases'][number]>();
  for (const change of open)
    releases.set(releaseKey(change.libraryId, change.version), {
      libraryId: change.libraryId,
      version: change.version,
      date: change.date,
      libraryName: change.libraryName,
    });
  return { changes, releases: [...releases.values()], acknowledged, trackingStart: since };
}

export async function whatChanged(db: Queryable, companyId: string): Promise<RegulatoryChangesResponse> {
  const { changes, releases, acknowledged, trackingStart } = await pendingChanges(db, companyId);
  const last = acknowledged[0];
  const citationOnly = changes.filter((c) => c.change === 'citation');
  return {
    success: true,
    trackingStart,
    changes: changes.filter((c) => c.change !== 'citation').map(({ owners: _owners, ...change }) => change),
    citationCorrections: citationOnly.map(({ id, libraryName, itemId, version, date, summary, instrument }) => ({
      id,
      libraryName,
      itemId,
      version,
      date,
      summary,
      instrument,
    })),
    releases,
    lastAcknowledgedAt: last ? last.acknowledged_at.toISOString() : null,
    lastAcknowledgedBy: last ? answeredBy(last) : null,
  };
}

/** The admin acknowledges the releases the screen showed; each must be a release of the libraries in use. */
export async function acknowledgeChanges(db: Database, caller: CompanyCaller, releases: ReleaseRef[], ip: string): Promise<AcknowledgeChangesResponse> {
  const known = new Set(content().changes.map((change) => releaseKey(change.libraryId, change.version)));
  const unknown = releases.filter((r) => !known.has(releaseKey(r.libraryId, r.version)));
  if (unknown.length > 0) throw new HttpError(400, `Unknown library release: ${unknown.map((r) => releaseKey(r.libraryId, r.version)).join(', ')}`);
  const unique = [...new Map(releases.map((r) => [releaseKey(r.libraryId, r.version), r])).values()];
  return db.transaction(async (tx) => {
    const acknowledged = await insertAcknowledgements(tx, caller.companyId, caller.userId, unique);
    if (acknowledged > 0) {
      await recordAudit(tx, {
        companyId: caller.companyId,
        actorId: caller.userId,
        actorRole: caller.role,
        action: 'regulatory_changes.acknowledged',
        targetType: 'content_library',
        targetId: null,
        after: { releases: unique.map((r) => releaseKey(r.libraryId, r.version)) },
        ip,
      });
    }
    return {
      success: true as const,
      acknowledged,
      message:
        acknowledged > 0 ? `Changes acknowledged (${acknowledged} library ${acknowledged === 1 ? 'release' : 'releases'})` : 'These changes were already acknowledged',
    };
  });
}

const CATEGORY: Record<string, TaskCategory> = { rbi: 'RBI', mca: 'MCA', hr: 'HR', 'self-audit': 'RBI', 'required-documents': 'RBI', obligations: 'RBI' };

/**
 * One action turns a change into tasks: one per owner (the makers and checkers who gave the affected answers),
 * or one for `assignedTo` when nobody has answered the item yet. Each task goes through the tasks feature
 * (checks, notification, audit).
 */
export async function tasksFromChange(db: Database, caller: CompanyCaller, input: ChangeTasksRequest, ip: string): Promise<ChangeTasksResponse> {
  const { changes } = await pendingChanges(db, caller.companyId);
  const change = changes.find((c) => c.id === input.changeId);
  if (!change) throw notFound('No open change of your company has this id');
  const owners = change.owners.length > 0 ? change.owners : input.assignedTo ? [input.assignedTo] : [];
  if (owners.length === 0) throw new HttpError(400, 'Nobody has answered this item yet: choose who takes the task');
  const libraryKind = content().changes.find((c) => changeIdOf(c) === change.id)!.libraryKind;
  const description =
    `Regulatory change ${change.itemId} (${change.libraryName}, version ${change.version}, ${LIBRARY_CHANGE_LABELS[change.change].toLowerCase()}): ${change.summary} ` +
    `Instrument: ${change.instrument}, effective ${change.effectiveDate}. Review the answer, the evidence and the policy it touches.`;
  const taskIds: string[] = [];
  for (const owner of owners) {
    const created = await assignTask(
      db,
      caller,
      {
        description,
        assignedTo: owner,
        dueDate: input.dueDate,
        category: CATEGORY[libraryKind] ?? 'General',
        priority: 'high',
        ...(input.checkerId && input.checkerId !== owner ? { checkerId: input.checkerId } : {}),
      },
      ip,
    );
    taskIds.push(created.task._id);
  }
  return { success: true, taskIds, message: `${taskIds.length} ${taskIds.length === 1 ? 'task' : 'tasks'} created for ${change.itemId}` };
}
