import type { ContactMessage, ContactMessageStatus, ContactRequest } from 'shared-contracts';
import type { Queryable } from '../../db/database';

// Contact messages are platform-level (a visitor has no company): only the super-admin reads them.

interface ContactRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  created_at: Date;
  handled_at: Date | null;
  handled_by_name: string | null;
}

const SELECT = `SELECT m.id, m.name, m.email, m.phone, m.company_name, m.subject, m.message, m.status,
    m.created_at, m.handled_at,
    NULLIF(trim(concat(u.first_name, ' ', u.last_name)), '') AS handled_by_name
  FROM contact_messages m LEFT JOIN users u ON u.id = m.handled_by`;

function toMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyName: row.company_name,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    handledBy: row.handled_by_name,
  };
}

export async function insertMessage(db: Queryable, input: ContactRequest, ip: string | null): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO contact_messages (name, email, phone, company_name, subject, message, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [input.name, input.email, input.phone || null, input.companyName || null, input.subject, input.message, ip],
  );
  return row!.id;
}

export async function listMessages(
  db: Queryable,
  options: { status: ContactMessageStatus | null; limit: number; offset: number },
): Promise<{ messages: ContactMessage[]; total: number }> {
  const where = options.status ? 'WHERE m.status = $1' : '';
  const params: unknown[] = options.status ? [options.status] : [];
  const totalRow = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM contact_messages m ${where}`, params);
  const rows = await db.query<ContactRow>(`${SELECT} ${where} ORDER BY m.created_at DESC, m.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    options.limit,
    options.offset,
  ]);
  return { messages: rows.map(toMessage), total: totalRow?.total ?? 0 };
}

export async function findMessage(db: Queryable, id: string): Promise<ContactMessage | null> {
  const row = await db.one<ContactRow>(`${SELECT} WHERE m.id = $1`, [id]);
  return row ? toMessage(row) : null;
}

export async function setHandled(db: Queryable, id: string, handled: boolean, userId: string): Promise<number> {
  if (!handled) {
    return db.execute(`UPDATE contact_messages SET status = 'new', handled_at = NULL, handled_by = NULL WHERE id = $1`, [id]);
  }
  return db.execute(`UPDATE contact_messages SET status = 'handled', handled_at = now(), handled_by = $2 WHERE id = $1`, [id, userId]);
}
