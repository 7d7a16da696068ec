import type { Queryable } from '../../db/database';
import type { DeadlineItem } from '../../content';
import type { PublishUpdateRequest, UpdateDetail, UpdateItem, UpdatePriority, UpdateType } from 'shared-contracts';

/** An item counts as new for this many days after publication, until the user opens it. */
export const NEW_FOR_DAYS = 14;

interface UpdateRow {
  id: string;
  type: UpdateType;
  title: string;
  description: string;
  body: string;
  date: string;
  category: string;
  priority: UpdatePriority;
  source: string | null;
  source_url: string | null;
  due_date: string | null;
  event_date: string | null;
  is_new: boolean;
  archived: boolean;
}

// Dates as text so both engines answer 'YYYY-MM-DD'; $1 is always the reading user.
const COLUMNS = `u.id, u.type, u.title, u.description, u.body, to_char(u.published_on, 'YYYY-MM-DD') AS date,
         u.category, u.priority, u.source, u.source_url,
         to_char(u.due_date, 'YYYY-MM-DD') AS due_date, to_char(u.event_date, 'YYYY-MM-DD') AS event_date,
         (u.published_on >= CURRENT_DATE - ${NEW_FOR_DAYS} AND r.user_id IS NULL) AS is_new,
         (a.user_id IS NOT NULL) AS archived`;
const FROM = `FROM compliance_updates u
    LEFT JOIN update_reads r ON r.update_id = u.id AND r.user_id = $1
    LEFT JOIN update_archives a ON a.update_id = u.id AND a.user_id = $1`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

function toItem(row: UpdateRow): UpdateItem {
  const item: UpdateItem = {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    date: row.date,
    category: row.category,
    priority: row.priority,
    isNew: row.is_new,
    archived: row.archived,
  };
  if (row.source) item.source = row.source;
  if (row.source_url) item.sourceUrl = row.source_url;
  if (row.due_date) item.dueDate = row.due_date;
  if (row.event_date) item.eventDate = row.event_date;
  return item;
}

const toDetail = (row: UpdateRow): UpdateDetail => ({ ...toItem(row), body: row.body });

export interface FeedQuery {
  userId: string;
  /** Types shown by the chosen filter; null = all. */
  types: UpdateType[] | null;
  archived: boolean;
  limit: number;
  offset: number;
  /** The Indian date: a library deadline due before it has passed and must roll first. */
  today: string;
}

export interface FeedPage {
  items: UpdateItem[];
  total: number;
  counts: { urgent: number; new: number };
  /** Some library deadline has passed (or has no date): roll, then read again. */
  stale: boolean;
}

/**
 * A page of the feed, its total under the filter, the header counts over the user's whole live (not archived)
 * feed whatever the filter, and whether a library deadline has passed, in one statement: the list is the
 * hottest read of every signed-in page. The counts row is always there; past the last page it has no item.
 */
export async function feedPage(db: Queryable, q: FeedQuery): Promise<FeedPage> {
  const rows = await db.query<Partial<UpdateRow> & { total: number; urgent: number; fresh: number; stale: boolean; n: number | null }>(
    `WITH counts AS (
       SELECT count(*) FILTER (WHERE (a.user_id IS NOT NULL) = $2 AND ($3::text[] IS NULL OR u.type = ANY($3::text[])))::int AS total,
              count(*) FILTER (WHERE a.user_id IS NULL AND u.priority = 'urgent')::int AS urgent,
              count(*) FILTER (WHERE a.user_id IS NULL AND u.published_on >= CURRENT_DATE - ${NEW_FOR_DAYS} AND r.user_id IS NULL)::int AS fresh,
              bool_or(u.library_item_id IS NOT NULL AND (u.due_date IS NULL OR u.due_date < $6::date)) IS TRUE AS stale
         FROM compliance_updates u
         LEFT JOIN update_reads r ON r.update_id = u.id AND r.user_id = $1
         LEFT JOIN update_archives a ON a.update_id = u.id AND a.user_id = $1
     )
     SELECT counts.*, page.*
       FROM counts
       LEFT JOIN LATERAL (
         SELECT ${COLUMNS}, row_number() OVER (ORDER BY u.published_on DESC, u.created_at DESC, u.id) AS n ${FROM}
          WHERE (a.user_id IS NOT NULL) = $2 AND ($3::text[] IS NULL OR u.type = ANY($3::text[]))
          ORDER BY n LIMIT $4 OFFSET $5
       ) page ON true
      ORDER BY page.n`,
    [q.userId, q.archived, q.types, q.limit, q.offset, q.today],
  );
  const first = rows[0];
  const items = rows.filter((row) => row.id != null).map((row) => toItem(row as UpdateRow));
  return { items, total: first?.total ?? 0, counts: { urgent: first?.urgent ?? 0, new: first?.fresh ?? 0 }, stale: first?.stale ?? false };
}

export async function findUpdate(db: Queryable, userId: string, id: string): Promise<UpdateDetail | null> {
  const row = await db.one<UpdateRow>(`${SELECT} WHERE u.id = $2`, [userId, id]);
  return row ? toDetail(row) : null;
}

export async function markOpened(db: Queryable, userId: string, id: string): Promise<void> {
  await db.execute(`INSERT INTO update_reads (user_id, update_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, id]);
}

export async function setArchived(db: Queryable, userId: string, id: string, archived: boolean): Promise<number> {
  return archived
    ? db.execute(`INSERT INTO update_archives (user_id, update_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, id])
    : db.execute(`DELETE FROM update_archives WHERE user_id = $1 AND update_id = $2`, [userId, id]);
}

export async function insertUpdate(db: Queryable, publishedBy: string, input: PublishUpdateRequest): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO compliance_updates (type, title, description, body, published_on, category, priority, source, source_url, due_date, event_date, published_by)
     VALUES ($1, $2, $3, $4, COALESCE($5::date, CURRENT_DATE), $6, $7, $8, $9, $10::date, $11::date, $12) RETURNING id`,
    [
      input.type,
      input.title,
      input.description,
      input.body,
      input.date ?? null,
      input.category,
      input.priority,
      input.source ?? null,
      input.sourceUrl ?? null,
      input.dueDate ?? null,
      input.eventDate ?? null,
      publishedBy,
    ],
  );
  return row!.id;
}

/** A library deadline's row made to match the library item, due on `due`, published on `opened`. */
export async function upsertLibraryDeadline(db: Queryable, item: DeadlineItem, due: string, opened: string): Promise<void> {
  await db.execute(
    `INSERT INTO compliance_updates (type, title, description, body, published_on, category, priority, source, source_url, due_date, library_item_id)
       VALUES ('deadline', $1, $2, $3, $4::date, $5, $6, $7, $8, $9::date, $10)
       ON CONFLICT (library_item_id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, body = EXCLUDED.body,
              category = EXCLUDED.category, priority = EXCLUDED.priority, source = EXCLUDED.source, source_url = EXCLUDED.source_url,
              published_on = EXCLUDED.published_on, due_date = EXCLUDED.due_date`,
    [item.title, item.description, item.body, opened, item.category, item.priority, item.source, item.sourceUrl || null, due, item.id],
  );
}

/** Removes the library deadlines whose item is not among `keepIds`. */
export async function deleteLibraryDeadlinesExcept(db: Queryable, keepIds: string[]): Promise<void> {
  await db.execute(`DELETE FROM compliance_updates WHERE library_item_id IS NOT NULL AND NOT (library_item_id = ANY($1::text[]))`, [keepIds]);
}

/** Library deadlines due before `today`, or never given a date. */
export const staleLibraryDeadlines = (db: Queryable, today: string) =>
  db.query<{ library_item_id: string }>(
    `SELECT library_item_id FROM compliance_updates WHERE library_item_id IS NOT NULL AND (due_date IS NULL OR due_date < $1::date)`,
    [today],
  );

export const moveLibraryDeadline = (db: Queryable, libraryItemId: string, due: string, opened: string): Promise<number> =>
  db.execute(`UPDATE compliance_updates SET due_date = $2::date, published_on = $3::date WHERE library_item_id = $1`, [libraryItemId, due, opened]);

/** Links an update to the library items it changes (ids of api/content items, retired ones included). */
export async function linkUpdateItems(db: Queryable, updateId: string, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.execute(`INSERT INTO compliance_update_items (update_id, item_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [updateId, itemIds]);
}

/** The library items an update changes. */
export const itemsOfUpdate = async (db: Queryable, updateId: string): Promise<string[]> =>
  (await db.query<{ item_id: string }>(`SELECT item_id FROM compliance_update_items WHERE update_id = $1 ORDER BY item_id`, [updateId])).map((row) => row.item_id);

/** The updates that changed an item, newest first, as this user sees them in the feed. */
export async function updatesChangingItem(db: Queryable, userId: string, itemId: string): Promise<UpdateItem[]> {
  const rows = await db.query<UpdateRow>(
    `${SELECT} JOIN compliance_update_items ui ON ui.update_id = u.id AND ui.item_id = $2 ORDER BY u.published_on DESC, u.created_at DESC`,
    [userId, itemId],
  );
  return rows.map(toItem);
}

/** For each of these items, the updates that changed it (id, title, publication date), newest first. */
export const updatesOfItems = (db: Queryable, itemIds: string[]) =>
  db.query<{ item_id: string; id: string; title: string; date: string }>(
    `SELECT ui.item_id, u.id, u.title, to_char(u.published_on, 'YYYY-MM-DD') AS date
       FROM compliance_update_items ui JOIN compliance_updates u ON u.id = ui.update_id
      WHERE ui.item_id = ANY($1::text[])
      ORDER BY u.published_on DESC, u.created_at DESC`,
    [itemIds],
  );
