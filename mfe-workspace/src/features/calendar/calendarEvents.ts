import { apiRequest } from 'shared-auth';
import type { CalendarEntry, WorkItem, WorkItemsResponse } from 'shared-contracts';
import { OCCURRENCE_STATUS_LABELS } from 'shared-contracts';
import { theme } from 'shared-ui';
import { TASK_CATEGORY_COLOURS } from '../../common/types';

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  allDay: true;
  backgroundColor: string;
  borderColor: string;
  textColor?: string;
  classNames: string[];
}

/** How an item is drawn, the same in every calendar and named by the one legend (CalendarLegend). */
export type EventLook = 'task' | 'filing' | 'overdue' | 'done';
export function lookOf(item: Pick<WorkItem, 'overdue' | 'stage'>): EventLook | null {
  if (item.overdue) return 'overdue';
  if (item.stage === 'done') return 'done';
  return null;
}

/** Calendar entries: one per task or filing on its due date; tasks filled, filings outlined, overdue red, done faded. */
export function eventsFromWorkItems(items: WorkItem[]): CalendarEvent[] {
  return items.map((i) => {
    const colour = TASK_CATEGORY_COLOURS[i.category] ?? TASK_CATEGORY_COLOURS.General;
    const state = lookOf(i);
    const filing = i.kind === 'filing';
    return {
      id: `${i.kind}:${i.id}`,
      title: `${state === 'overdue' ? 'Overdue · ' : ''}${filing ? (i.authority ?? 'Filing') : i.category} · ${i.title}`,
      start: i.dueDate,
      allDay: true,
      backgroundColor: filing ? theme.colors.surface : colour,
      textColor: filing ? theme.colors.text : undefined,
      borderColor: state === 'overdue' ? theme.colors.danger : colour,
      classNames: [filing ? 'event-filing' : 'event-task', state === 'overdue' ? 'task-overdue' : state === 'done' ? 'task-completed' : 'task-open'],
    };
  });
}

/** A due date of the command centre's month answer as the one work-item shape, so it opens as every item does. */
export function workItemOfEntry(o: CalendarEntry): WorkItem {
  return {
    kind: 'filing',
    id: o.id,
    title: o.title,
    dueDate: o.dueDate,
    status: o.status,
    statusLabel: OCCURRENCE_STATUS_LABELS[o.status],
    stage: o.status === 'filed' || o.status === 'filed_late' ? 'done' : o.status === 'overdue' || o.status === 'upcoming' ? 'open' : o.status,
    overdue: o.status === 'overdue',
    category: o.category,
    authority: o.authority,
    obligationId: o.obligationId,
    period: o.period,
    priority: null,
    owner: o.owner,
    checker: o.checker,
    acknowledgement: o.filing?.acknowledgement ?? null,
    taskId: o.task?.id ?? null,
  };
}

const PAGE = 200;
const MAX_PAGES = 5;

/** The tasks and filings due in [from, to) of a scope (the company's or mine), every page (up to 1,000 items). */
export async function loadWorkItemsDue(scope: 'company' | 'mine', from: string, to: string, signal?: AbortSignal): Promise<WorkItem[]> {
  const last = new Date(`${to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const base = { scope, from, to: last.toISOString().slice(0, 10), stage: 'open,in_progress,awaiting_sign_off,done', limit: String(PAGE) };
  const items: WorkItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams(cursor ? { ...base, cursor } : base);
    const answer: WorkItemsResponse = await apiRequest<WorkItemsResponse>(`/api/obligations/work-items?${params.toString()}`, { signal });
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return items;
}
