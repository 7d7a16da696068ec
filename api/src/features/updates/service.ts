import {
  isCalendarDate,
  isUuid,
  type PublishUpdateRequest,
  type UpdateDetail,
  type UpdateDetailResponse,
  type UpdateFilter,
  type UpdatesListResponse,
  type UpdatesQuery,
  type UpdateType,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import type { ReadCache } from '../../readCache';
import { content } from '../../content';
import { HttpError, notFound } from '../../httpError';
import type { AuthContext } from '../auth/sessions/sessionService';
import { recordAudit } from '../audit/auditService';
import { indiaToday, rollDeadlines } from './deadlines';
import { feedPage as readFeedPage, findUpdate, insertUpdate, itemsOfUpdate, linkUpdateItems, markOpened, setArchived, updatesChangingItem } from './repository';

const DEFAULT_PAGE_SIZE = 6;
const MAX_PAGE_SIZE = 50;

/** Filter buttons → item types; policy changes are shown under Regulatory Changes. */
export const FILTER_TYPES: Record<UpdateFilter, UpdateType[] | null> = {
  all: null,
  regulatory: ['regulatory', 'policy'],
  deadline: ['deadline'],
  system: ['system'],
  training: ['training'],
};

/** A malformed id names no item: answered as not found, like an unknown one. */
function validId(id: string): string {
  if (!isUuid(id)) throw notFound('Update not found');
  return id;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new HttpError(400, `${name} must be a positive whole number`);
  return Number(value);
}

/** A passed recurring deadline moves on to its next occurrence before anyone reads the feed. */
const rollPassedDeadlines = (db: Database, today = indiaToday()) => rollDeadlines(db, content().deadlines.items, today);

/**
 * One page of the feed as this user sees it (read and archived state are per user). Cached per user, page and
 * day (the roll of passed deadlines and what counts as new depend on the date); opening or archiving an item
 * notifies 'f:<user>', any change to the items 'f:*' (migration 0940).
 */
export async function feedPage(db: Database, userId: string, query: UpdatesQuery, cached?: { cache: ReadCache; since: number }): Promise<UpdatesListResponse> {
  const page = positiveInt(query.page, 1, 'page');
  const pageSize = Math.min(positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, 'pageSize'), MAX_PAGE_SIZE);
  const today = indiaToday();
  const types = FILTER_TYPES[query.type ?? 'all'];
  const archived = query.archived === 'true';
  const load = async (): Promise<UpdatesListResponse> => {
    const feedQuery = { userId, types, archived, limit: pageSize, offset: (page - 1) * pageSize, today };
    // The read also tells whether a library deadline has passed: then it rolls on, and the page is read again.
    let read = await readFeedPage(db, feedQuery);
    if (read.stale) {
      await rollPassedDeadlines(db, today);
      read = await readFeedPage(db, feedQuery);
    }
    const { items, total, counts } = read;
    return { success: true, updates: items, counts, page, pageSize, total };
  };
  const key = JSON.stringify(['feed', query.type ?? 'all', archived, page, pageSize, today, new Date().toISOString().slice(0, 10)]);
  return cached ? cached.cache.read(userId, '', key, load, cached.since) : load();
}

/** Opening the details is what makes an item no longer new for this user. */
export async function openUpdate(db: Database, userId: string, rawId: string): Promise<UpdateDetailResponse> {
  const id = validId(rawId);
  await rollPassedDeadlines(db);
  if (!(await findUpdate(db, userId, id))) throw notFound('Update not found');
  await markOpened(db, userId, id);
  const [update, changedItems] = await Promise.all([findUpdate(db, userId, id), itemsOfUpdate(db, id)]);
  return { success: true, update: { ...update!, ...(changedItems.length > 0 ? { changedItems } : {}) } };
}

/** Every item id a feed update may name: today's items of every library and those its change logs name (retired ones too). */
function knownItemIds(): Set<string> {
  const set = content();
  const ids = new Set<string>([...set.obligations.keys(), ...set.requiredDocuments.documents.map((d) => d.id), ...set.changes.map((c) => c.item)]);
  for (const kind of ['hr', 'rbi', 'mca', 'self-audit'] as const) for (const id of set.items[kind].keys()) ids.add(id);
  return ids;
}

/** The updates that changed one library item (what an item shows of its history). */
export async function updatesOfItem(db: Database, userId: string, itemId: string) {
  if (!knownItemIds().has(itemId)) throw notFound('No library item has this id');
  return { success: true as const, itemId, updates: await updatesChangingItem(db, userId, itemId) };
}

export async function archiveUpdate(db: Database, userId: string, rawId: string, archived: boolean): Promise<void> {
  const id = validId(rawId);
  if (!(await findUpdate(db, userId, id))) throw notFound('Update not found');
  await setArchived(db, userId, id, archived);
}

/** The super-admin publishes a platform-wide item; its dates must be real dates. */
export async function publishUpdate(db: Database, auth: AuthContext, input: PublishUpdateRequest, ip: string): Promise<UpdateDetail> {
  for (const [field, value] of [
    ['date', input.date],
    ['dueDate', input.dueDate],
    ['eventDate', input.eventDate],
  ] as const) {
    if (value && !isCalendarDate(value)) throw new HttpError(400, `${field} is not a valid date`);
  }
  const itemIds = input.itemIds ?? [];
  const known = itemIds.length > 0 ? knownItemIds() : new Set<string>();
  const unknown = itemIds.filter((itemId) => !known.has(itemId));
  if (unknown.length > 0) throw new HttpError(400, `Unknown library item: ${unknown.join(', ')}`);
  return db.transaction(async (tx) => {
    const id = await insertUpdate(tx, auth.userId, { ...input, source: input.source?.trim() || undefined });
    await linkUpdateItems(tx, id, itemIds);
    const found = await findUpdate(tx, auth.userId, id);
    const created = found && itemIds.length > 0 ? { ...found, changedItems: [...itemIds].sort() } : found;
    await recordAudit(tx, {
      companyId: null,
      actorId: auth.userId,
      actorRole: auth.role,
      action: 'update.published',
      targetType: 'compliance_update',
      targetId: id,
      after: created,
      ip,
    });
    return created!;
  });
}
