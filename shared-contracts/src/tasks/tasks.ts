// API payloads of the tasks feature: one TypeBox schema each, the TypeScript types derived from them; used by the
// api (validation, serialization) and the front ends.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, StringEnum, Text, Uuid } from '../common/schemaFormats';
import { ROLES } from '../common/roles';
import { TASK_CATEGORIES, TASK_PRIORITIES, TASK_STATUSES, personName } from './taskRules';

const TaskPersonSchema = Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String() });
export type TaskPerson = Static<typeof TaskPersonSchema>;

export const TaskReviewSchema = Type.Object({
  checkerId: Type.String(),
  /** null until the task is completed. */
  status: Nullable(StringEnum(['pending-review', 'approved', 'returned'] as const)),
  comment: Nullable(Type.String()),
});
export type TaskReview = Static<typeof TaskReviewSchema>;

/**
 * The statutory due date a task was made from. The task's own title is short ("GSTR-3B for Oct 2026"); the
 * obligation's full title and its citation are here, for the task's details.
 */
export const TaskFilingSchema = Type.Object({
  occurrenceId: Type.String(),
  /** Made by the statutory calendar from the owner's lead time (nobody assigned it), not by an admin's click. */
  fromCalendar: Type.Boolean(),
  obligationTitle: Type.String(),
  period: Type.String(),
  /** The statute, rule or direction the due date comes from (empty when the library no longer has the item). */
  citation: Type.String(),
});
export type TaskFiling = Static<typeof TaskFilingSchema>;

/** A task as every answer carries it. Also the response serializer: nothing beyond these fields leaves the server. */
export const TaskSchema = Type.Object({
  _id: Type.String(),
  description: Type.String(),
  priority: StringEnum(TASK_PRIORITIES),
  status: StringEnum(TASK_STATUSES),
  dueDate: IsoDate(),
  category: StringEnum(TASK_CATEGORIES),
  /** Derived: the due date has passed and the task is not completed. */
  overdue: Type.Boolean(),
  assignedTo: Type.Composite([TaskPersonSchema, Type.Object({ role: StringEnum(ROLES) })]),
  assignedBy: TaskPersonSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  completedAt: Nullable(Type.String()),
  /** Maker-checker review (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): set when the admin named a checker. */
  review: Type.Optional(Nullable(TaskReviewSchema)),
  /** The due date's occurrence when the task was made from it: the task is done by recording that filing. */
  filing: Type.Optional(Nullable(TaskFilingSchema)),
});
export type Task = Static<typeof TaskSchema>;

/** The line a card shows for a task the statutory calendar made (nobody assigned it). */
export const TASK_FROM_CALENDAR = 'From the statutory calendar';
/** Who a task is from, in a list or a CSV: the statutory calendar for a task it made, else the admin who assigned it. */
export const taskAssigner = (task: Pick<Task, 'assignedBy' | 'filing'>): string => (task.filing?.fromCalendar ? 'Statutory calendar' : personName(task.assignedBy));

/** POST /api/tasks/assign */
export const AssignTaskRequestSchema = Type.Object(
  {
    description: Text(2000, { required: true }),
    assignedTo: Uuid({ maxLength: 64 }),
    priority: Type.Optional(StringEnum(TASK_PRIORITIES)),
    dueDate: IsoDate({ maxLength: 30 }),
    category: Type.Optional(StringEnum(TASK_CATEGORIES)),
    /** Optional checker (a checker or admin of the company, not the assignee) who reviews the completed task. */
    checkerId: Type.Optional(Uuid({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type AssignTaskRequest = Static<typeof AssignTaskRequestSchema>;

export const AssignTaskResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), task: TaskSchema });
export type AssignTaskResponse = Static<typeof AssignTaskResponseSchema>;

/** GET /api/tasks/my-tasks (`limit` and `cursor` page it; `status` filters). */
export const MyTasksQuerySchema = Type.Object(
  { limit: Type.Optional(Text(16)), cursor: Type.Optional(Text(300)), status: Type.Optional(StringEnum(TASK_STATUSES)) },
  { additionalProperties: false },
);
export type MyTasksQuery = Static<typeof MyTasksQuerySchema>;

export const MyTasksResponseSchema = Type.Object({
  success: Type.Literal(true),
  tasks: Type.Array(TaskSchema),
  /** With `?limit=`: the cursor of the next page (`?cursor=`), null on the last page. */
  nextCursor: Nullable(Type.String()),
});
export type MyTasksResponse = Static<typeof MyTasksResponseSchema>;

/** PATCH /api/tasks/update-status/{id} */
export const UpdateTaskStatusRequestSchema = Type.Object({ status: StringEnum(TASK_STATUSES) }, { additionalProperties: false });
export type UpdateTaskStatusRequest = Static<typeof UpdateTaskStatusRequestSchema>;
export const UpdateTaskStatusResponseSchema = AssignTaskResponseSchema;
export type UpdateTaskStatusResponse = Static<typeof UpdateTaskStatusResponseSchema>;

/** GET /api/tasks (admin) query (on the wire every value is text; the api parses it). */
export const TaskListQuerySchema = Type.Object(
  {
    status: Type.Optional(StringEnum(TASK_STATUSES)),
    assignedTo: Type.Optional(Uuid({ maxLength: 64 })),
    priority: Type.Optional(StringEnum(TASK_PRIORITIES)),
    category: Type.Optional(StringEnum(TASK_CATEGORIES)),
    dueFrom: Type.Optional(IsoDate({ maxLength: 64 })),
    dueTo: Type.Optional(IsoDate({ maxLength: 64 })),
    overdue: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** Resume after the last row of a previous page (its nextCursor) instead of by page number. */
    cursor: Type.Optional(Text(300)),
  },
  { additionalProperties: false },
);
export type TaskListQuery = Static<typeof TaskListQuerySchema>;
export const MAX_TASK_PAGE_SIZE = 100;

export const TaskListResponseSchema = Type.Object({
  success: Type.Literal(true),
  tasks: Type.Array(TaskSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  /** The next page after this one's last row (`?cursor=`): pages deep in a large list cost what the first does. */
  nextCursor: Nullable(Type.String()),
});
export type TaskListResponse = Static<typeof TaskListResponseSchema>;
