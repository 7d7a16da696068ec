import type { AuditEvent } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { describeActivity } from '../insights/activityText';
import { subjectNames, subjectOf, type SubjectNames } from './auditSubjects';
import { actionSpans, eventsBetween } from './actionRepository';
import { toEvent, type AuditFilter, type RecordedEvent } from './repository';

// The audit trail as people read it: one row per action, told in a sentence (decision 0221). An action is what one
// request did, so the events one transaction wrote (same chain, time and person: a filing approved with its task
// and receipt) are one row, told by its main event; a run of answers saved to one assessment by one person, one
// save per click, is one row too. The recorded events stay as they are (the chain, `?view=events`, the CSV).

/** Events that accompany the main one of their action: the task and receipt an occurrence step moves, a checker set, answers saved. */
const accompanying = (e: RecordedEvent) => {
  const after = e.after && typeof e.after === 'object' ? (e.after as Record<string, unknown>) : {};
  return (e.targetType !== 'occurrence' && 'occurrenceId' in after) || e.action === 'task.checker_set' || e.action.endsWith('.answers_saved');
};

/** The questions a run of saves answered, each counted once. */
function answersSaved(events: RecordedEvent[]): number {
  const ids = new Set<string>();
  for (const e of events) {
    const answers = e.after && typeof e.after === 'object' ? (e.after as { answers?: unknown }).answers : null;
    if (answers && typeof answers === 'object') for (const id of Object.keys(answers)) ids.add(id);
  }
  return ids.size;
}

const actorName = (e: RecordedEvent) => (e.actor ? `${e.actor.firstName} ${e.actor.lastName}`.trim() || 'A former user' : null);

/** One action's row: its main event, the sentence, and how many recorded events it stands for. */
function actionRow(events: RecordedEvent[], names: SubjectNames): AuditEvent {
  const main = events.find((e) => !accompanying(e)) ?? events[0]!;
  const subject = subjectOf(main, names);
  const same = events.filter((e) => e.action === main.action);
  const count = main.action.endsWith('.answers_saved') ? answersSaved(same) : same.length;
  const user = main.targetType === 'user' ? names.users.get(main.targetId ?? '') : undefined;
  const sentence = describeActivity(main.action, actorName(main), { targetEmail: user?.email ?? null, recordedEmail: null }, { ...subject, count });
  return { ...main, sentence, events: events.length };
}

/** Each event as its own row, in words (the exports keep every recorded event). */
export async function eventRows(db: Queryable, events: RecordedEvent[]): Promise<AuditEvent[]> {
  const names = await subjectNames(db, events);
  return events.map((e) => actionRow([e], names));
}

/**
 * One page of a chain's actions, newest first, with the number of actions matching the filter. A transaction's
 * events share `created_at` (now() is the transaction's start) and are contiguous in `seq` (the chain head is
 * locked until commit), so each action is a span of sequence numbers. Only events known to go together are joined
 * (an accompanying event, a bulk mark): two unrelated events of one instant stay two rows.
 */
export async function listAuditActions(
  db: Queryable,
  chain: string,
  page: number,
  pageSize: number,
  filter: AuditFilter = {},
): Promise<{ events: AuditEvent[]; total: number }> {
  const spans = await actionSpans(db, chain, page, pageSize, filter);
  if (spans.length === 0) {
    const none: number = page === 1 ? 0 : (await listAuditActions(db, chain, 1, 1, filter)).total;
    return { events: [] as AuditEvent[], total: none };
  }
  const low = Math.min(...spans.map((s) => s.from_seq));
  const high = Math.max(...spans.map((s) => s.to_seq));
  const rows = await eventsBetween(db, chain, filter, low, high);
  const events = rows.map(toEvent);
  const grouped = spans.map((s) => events.filter((e) => e.seq >= s.from_seq && e.seq <= s.to_seq)).filter((g) => g.length > 0);
  const names = await subjectNames(
    db,
    grouped.map((g) => g.find((e) => !accompanying(e)) ?? g[0]!),
  );
  return { events: grouped.map((g) => actionRow(g, names)), total: spans[0]!.total };
}
