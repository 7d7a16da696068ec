import type { ContactMessage, ContactRequest } from 'shared-contracts';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { findMessage, insertMessage, setHandled } from './repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+\d][\d\s-]{6,19}$/;

/** Trims every field and checks what the schema cannot (blank text, address shape). */
export function cleanContactRequest(body: ContactRequest): ContactRequest {
  const clean: ContactRequest = {
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    phone: body.phone?.trim() || undefined,
    companyName: body.companyName?.trim() || undefined,
    subject: body.subject.trim(),
    message: body.message.trim(),
  };
  if (!clean.name) throw badRequest('Name is required');
  if (!clean.email) throw badRequest('Email is required');
  if (!EMAIL.test(clean.email)) throw badRequest('Email is invalid');
  if (clean.phone && !PHONE.test(clean.phone)) throw badRequest('Phone number is invalid');
  if (!clean.subject) throw badRequest('Subject is required');
  if (clean.message.length < 10) throw badRequest('Message must be at least 10 characters');
  return clean;
}

export async function submitContact(db: Database, body: ContactRequest, ip: string | null): Promise<string> {
  const clean = cleanContactRequest(body);
  return db.transaction(async (tx) => {
    const id = await insertMessage(tx, clean, ip);
    await recordAudit(tx, {
      companyId: null,
      actorId: null,
      action: 'contact.message_received',
      targetType: 'contact_message',
      targetId: id,
      after: { email: clean.email, subject: clean.subject },
      ip,
    });
    return id;
  });
}

export async function markHandled(db: Database, id: string, handled: boolean, actor: { userId: string; role: string }, ip: string | null): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const before = await findMessage(tx, id);
    if (!before) throw notFound('Message not found');
    await setHandled(tx, id, handled, actor.userId);
    const after = await findMessage(tx, id);
    await recordAudit(tx, {
      companyId: null,
      actorId: actor.userId,
      actorRole: actor.role,
      action: handled ? 'contact.message_handled' : 'contact.message_reopened',
      targetType: 'contact_message',
      targetId: id,
      before: { status: before.status },
      after: { status: after!.status },
      ip,
    });
    return after!;
  });
}
