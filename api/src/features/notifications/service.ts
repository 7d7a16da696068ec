import { filingPath, formatDate } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { assignedTaskInfo, claimPendingEmails, insertNotification, insertReviewNotifications, insertTaskReminders, markEmailed, releaseEmailClaims } from './repository';

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** "Task assigned" for the assignee; call inside the transaction that created the task. */
export async function notifyTaskAssigned(db: Queryable, taskId: string): Promise<void> {
  const t = await assignedTaskInfo(db, taskId);
  if (!t) return;
  await insertNotification(db, {
    companyId: t.company_id,
    userId: t.assigned_to,
    event: 'task-assigned',
    eventKey: `task-assigned:${taskId}`,
    title: `New task: ${short(t.description)}`,
    // A task the calendar made from the owner's lead time was assigned by nobody: the calendar is named.
    body: t.from_calendar
      ? `From the statutory calendar, a ${t.priority}-priority task for you due on ${formatDate(t.due_date)}: ${short(t.description, 300)}`
      : `${t.by_name} assigned you a ${t.priority}-priority task due on ${formatDate(t.due_date)}: ${short(t.description, 300)}`,
    link: t.link,
    taskId,
  });
}

/**
 * "Returned for rework" or "approved" for the person whose work was reviewed (a task's assignee or an
 * assessment's submitter). `reviewKey` makes each review step one event (e.g. the review time).
 */
export async function notifyReviewed(
  db: Queryable,
  input: {
    companyId: string;
    userId: string;
    outcome: 'returned' | 'approved';
    what: string;
    reviewer: string;
    comment?: string | null;
    link: string;
    reviewKey: string;
    taskId?: string | null;
  },
): Promise<void> {
  const returned = input.outcome === 'returned';
  await insertNotification(db, {
    companyId: input.companyId,
    userId: input.userId,
    event: input.outcome,
    eventKey: `${input.outcome}:${input.reviewKey}`,
    title: `${returned ? 'Returned for rework' : 'Approved'}: ${short(input.what)}`,
    body: returned
      ? `${input.reviewer} returned "${short(input.what, 200)}" for rework${input.comment ? `: ${short(input.comment, 500)}` : '.'}`
      : `${input.reviewer} approved "${short(input.what, 200)}".`,
    link: input.link,
    taskId: input.taskId ?? null,
  });
}

/**
 * Creates the due-soon and overdue reminders of open tasks for `today` (India). Each reminder's key
 * holds the task and its due date, so it is made once even when every instance runs this job, and a
 * moved due date reminds again.
 */
export function createReminders(db: Queryable, today: string): Promise<number> {
  return insertTaskReminders(db, today);
}

/**
 * "Approved" and "returned for rework" from the sign-off steps in the audit trail (task.approved|returned with the
 * assignee in before.assignedTo; sign_off.approved|returned with before.submittedBy), for the person reviewed.
 * Keyed by the audit event: one notification per review step, whichever instance sees it first. Looks back 7 days.
 */
export function createReviewNotifications(db: Queryable): Promise<number> {
  return insertReviewNotifications(db);
}

/** Sends the e-mails of pending notifications through the mailer (never inside a transaction). */
export async function dispatchNotificationEmails(
  db: Queryable,
  mailer: Mailer,
  publicUrl: string,
  { rounds = 10, stop = () => false }: { rounds?: number; stop?: () => boolean } = {},
): Promise<number> {
  let sent = 0;
  for (let round = 0; round < rounds && !stop(); round++) {
    const batch = await claimPendingEmails(db, 20);
    if (batch.length === 0) break;
    for (const [at, n] of batch.entries()) {
      // Shutting down: what this batch claimed and has not sent goes back to pending (sent by the next run),
      // rather than waiting out its claim's ten minutes.
      if (stop()) {
        await releaseEmailClaims(
          db,
          batch.slice(at).map((left) => left.id),
        );
        return sent;
      }
      if (!n.live) {
        await markEmailed(db, n.id, 'off', null);
        continue;
      }
      const url = n.link ? `${publicUrl}${n.link}` : publicUrl;
      const result = await mailer.sendMail({
        to: n.email,
        subject: n.title,
        text: `Hello ${n.first_name},\n\n${n.body}\n\nOpen: ${url}\n\nYou can turn these e-mails off under Notifications in the app.`,
        companyId: n.company_id,
      });
      await markEmailed(db, n.id, result.status, result.id);
      sent++;
    }
  }
  return sent;
}

/** Where each role works on what waits for it (the same places the task reminders link to). */
export const workPlaceOf = (role: string) => (role === 'maker' ? '/maker/my-tasks' : role === 'checker' ? '/checker/pending-review' : '/admin');

const roleSegment = (role: string) => (role === 'maker' || role === 'checker' ? role : 'admin');

/** A filing (occurrence) in the person's Command Centre, on the month it is due in: where it is recorded and signed off. */
export const occurrenceLink = (role: string, dueDate: string, occurrenceId: string) => filingPath(roleSegment(role), dueDate, occurrenceId);

/** The person's Command Centre (the digest's own link: each of its lines opens its item). */
export const commandCentreOf = (role: string) => `/${roleSegment(role)}/command-centre`;

/**
 * "Awaiting your sign-off" for each reviewer, the moment a filing is recorded or a task with a checker completed.
 * Call inside the transaction of that step; `stepKey` makes the step one event per reviewer.
 */
export async function notifyAwaitingSignOff(
  db: Queryable,
  input: {
    companyId: string;
    reviewers: Array<{ id: string; role: string }>;
    what: string;
    by: string;
    detail: string;
    stepKey: string;
    taskId?: string | null;
    /** Where the item opens for a reviewer of this role (default: the role's work place). */
    linkFor?: (role: string) => string;
  },
): Promise<void> {
  for (const reviewer of input.reviewers) {
    await insertNotification(db, {
      companyId: input.companyId,
      userId: reviewer.id,
      event: 'awaiting-sign-off',
      eventKey: `awaiting-sign-off:${input.stepKey}:${reviewer.id}`,
      title: `Awaiting your sign-off: ${short(input.what)}`,
      body: `${input.by} sent "${short(input.what, 200)}" for your sign-off. ${short(input.detail, 500)}`,
      link: (input.linkFor ?? workPlaceOf)(reviewer.role),
      taskId: input.taskId ?? null,
    });
  }
}
