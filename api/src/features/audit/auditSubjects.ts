import { assessmentWords, formatPeriod, UUID_PATTERN, type AuditSubject } from 'shared-contracts';
import { calendarObligation } from '../../content';
import type { Queryable } from '../../db/database';
import type { RecordedEvent } from './repository';
import { subjectRows, type SubjectKind } from './subjectRepository';

// What each audit row was about, by name: the filing, assessment, task, document, risk or person its main event
// names. Read in one query per kind of record for a page of rows; a record since deleted is left unnamed.

const fields = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const short = (value: string) => (value.length > 80 ? `${value.slice(0, 77)}...` : value);

/** 'Oct 2026' stays; 'Quarter ended 30 Sep 2026' reads 'quarter ended 30 Sep 2026' inside a sentence. */
const periodInSentence = (period: string) => {
  const shown = formatPeriod(period);
  return /^(FY |[A-Z][a-z]{2} \d{4})/.test(shown) ? shown : shown.charAt(0).toLowerCase() + shown.slice(1);
};

/** The assessment kind an event names: its action's prefix ('hr.completed') or the sign-off's kind. */
function assessmentKind(event: RecordedEvent): string | null {
  const prefix = event.action.slice(0, event.action.lastIndexOf('.'));
  if (['hr', 'rbi', 'mca', 'self-audit'].includes(prefix)) return prefix;
  return text(fields(event.after).kind);
}

export interface SubjectNames {
  occurrences: Map<string, { title: string; period: string }>;
  assessments: Map<string, string>;
  tasks: Map<string, string>;
  documents: Map<string, string>;
  risks: Map<string, string>;
  users: Map<string, { name: string; email: string }>;
}

/** The names of the records the events target, read by id (kind by kind). */
export async function subjectNames(db: Queryable, events: RecordedEvent[]): Promise<SubjectNames> {
  const ids = (type: string) => [...new Set(events.filter((e) => e.targetType === type && e.targetId && UUID_PATTERN.test(e.targetId)).map((e) => e.targetId!))];
  const read = async <T>(type: SubjectKind, row: (r: Record<string, string>) => T): Promise<Map<string, T>> => {
    const wanted = ids(type);
    if (wanted.length === 0) return new Map();
    const rows = await subjectRows(db, type, wanted);
    return new Map(rows.map((r) => [r.id, row(r)]));
  };
  const [occurrences, assessments, tasks, documents, risks, users] = await Promise.all([
    read('occurrence', (r) => ({ title: r.title, period: r.period })),
    read('assessment', (r) => r.period),
    read('task', (r) => r.description),
    read('document', (r) => r.name),
    read('risk', (r) => r.title),
    read('user', (r) => ({
      name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email,
      email: r.email,
    })),
  ]);
  return { occurrences, assessments, tasks, documents, risks, users };
}

/** The subject of one row's main event: what it was about, the comment or reason given, the state it moved to. */
export function subjectOf(event: RecordedEvent, names: SubjectNames): AuditSubject {
  const before = fields(event.before);
  const after = fields(event.after);
  const id = event.targetId ?? '';
  const comment = text(after.comment) ?? text(after.reason) ?? text(after.note);
  const status = text(after.status) ?? undefined;
  const base = { comment, status };
  switch (event.targetType) {
    case 'occurrence': {
      const o = names.occurrences.get(id);
      return { ...base, what: o ? `${o.title} for ${periodInSentence(o.period)}` : undefined };
    }
    case 'obligation':
      return { ...base, what: calendarObligation(id)?.title ?? undefined };
    case 'assessment': {
      const kind = assessmentKind(event);
      const period = names.assessments.get(id) ?? text(before.period) ?? text(after.periodKey);
      return { ...base, what: kind ? (assessmentWords(kind, period ? formatPeriod(period) : null) ?? undefined) : undefined };
    }
    case 'task': {
      const description = names.tasks.get(id) ?? text(after.description);
      return { ...base, what: description ? `the task "${short(description)}"` : undefined };
    }
    case 'document': {
      const name = names.documents.get(id);
      return { ...base, what: name ? `the document "${short(name)}"` : undefined };
    }
    case 'risk': {
      const title = names.risks.get(id) ?? text(after.title);
      return { ...base, what: title ? `the risk "${short(title)}"` : undefined };
    }
    case 'user':
      return { ...base, what: names.users.get(id)?.name };
    case 'route':
      return { ...base, what: id || undefined };
    default:
      return base;
  }
}
