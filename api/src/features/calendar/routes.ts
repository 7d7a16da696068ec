import type { FastifyPluginAsync } from 'fastify';
import type { CalendarResponse, CalendarTaskRequest, CalendarTaskResponse, ObligationOwnerRequest, ObligationOwnerResponse } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { HttpError } from '../../httpError';
import { attachmentDisposition, sendCsv } from '../exports/csv';
import { istDate } from '../../dates';
import { isCalendarDate } from 'shared-contracts';
import { toIcs } from './ics';
import { createScheduledTasks } from './scheduledTasks';
import { companyCalendar, createOccurrenceTask, removeObligationOwner, setObligationOwner } from './service';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const fromQuery = { type: 'object', additionalProperties: false, properties: { from: text(10) } } as const;
const obligationParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Z0-9-]{2,60}$' } } } as const;

function fromDate(value: string | undefined): string {
  if (value === undefined) return istDate();
  if (!isCalendarDate(value)) throw new HttpError(400, 'from must be a date written YYYY-MM-DD');
  return value;
}

/**
 * The statutory calendar: GET for every user of the company (it explains itself: reason, citation,
 * next due date); tasks and owners are the admin's.
 */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const adminOnly = app.requireAuth(['admin']);
  const adminOf = (request: { auth: { userId: string; role: string } | null } & Parameters<typeof companyOf>[0]) => ({
    userId: request.auth!.userId,
    role: request.auth!.role,
    companyId: companyOf(request),
  });

  app.get<{ Querystring: { from?: string } }>(
    '/api/calendar',
    { preHandler: companyUser, schema: { querystring: fromQuery } },
    async (request): Promise<CalendarResponse> => companyCalendar(app.db, companyOf(request), fromDate(request.query.from)),
  );

  app.get<{ Querystring: { from?: string } }>('/api/calendar/export.ics', { preHandler: companyUser, schema: { querystring: fromQuery } }, async (request, reply) => {
    const companyId = companyOf(request);
    const calendar = await companyCalendar(app.db, companyId, fromDate(request.query.from));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`statutory-calendar-${calendar.from}.ics`))
      .send(toIcs(calendar.occurrences, companyId));
  });

  app.get<{ Querystring: { from?: string } }>('/api/calendar/export.csv', { preHandler: companyUser, schema: { querystring: fromQuery } }, async (request, reply) => {
    const calendar = await companyCalendar(app.db, companyOf(request), fromDate(request.query.from));
    const rows = [
      ['Due date', 'Obligation', 'Obligation id', 'Period', 'Authority', 'Category', 'Why it applies', 'Citation', 'Source', 'Task status', 'Assignee'],
      ...calendar.occurrences.map((o) => [
        o.dueDate,
        o.title,
        o.obligationId,
        o.period,
        o.authority,
        o.category,
        o.reason,
        o.citation,
        o.sourceUrl,
        o.task?.status ?? '',
        o.task?.assigneeName ?? '',
      ]),
    ];
    return sendCsv(reply, `statutory-calendar-${calendar.from}.csv`, rows);
  });

  app.post<{ Body: CalendarTaskRequest }>(
    '/api/calendar/tasks',
    {
      preHandler: adminOnly,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['obligationId', 'dueDate', 'assignedTo'],
          properties: { obligationId: text(60), dueDate: text(10), assignedTo: text(64), checkerId: { type: ['string', 'null'], maxLength: 64 }, priority: text(20) },
        },
      },
    },
    async (request, reply): Promise<CalendarTaskResponse> => {
      const created = await createOccurrenceTask(app.db, adminOf(request), request.body, request.ip);
      app.kickNotifications();
      reply.status(201);
      return { success: true, message: 'Task created from the calendar', taskId: created.taskId };
    },
  );

  app.put<{ Params: { id: string }; Body: ObligationOwnerRequest }>(
    '/api/calendar/obligations/:id/owner',
    {
      preHandler: adminOnly,
      schema: {
        params: obligationParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['assigneeId', 'leadDays'],
          properties: { assigneeId: text(64), checkerId: { type: ['string', 'null'], maxLength: 64 }, leadDays: { type: 'integer' } },
        },
      },
    },
    async (request): Promise<ObligationOwnerResponse> => {
      const owner = await setObligationOwner(app.db, adminOf(request), request.params.id, request.body, request.ip);
      // Occurrences already inside the lead time get their task now rather than at the next run.
      const admin = adminOf(request);
      const created = await createScheduledTasks(app.db, istDate(), { companyId: admin.companyId, obligationId: request.params.id });
      app.kickNotifications();
      return { success: true, message: 'Owner saved: tasks will be created ahead of each due date', owner, tasksCreated: created.length };
    },
  );

  app.delete<{ Params: { id: string } }>('/api/calendar/obligations/:id/owner', { preHandler: adminOnly, schema: { params: obligationParams } }, async (request) => {
    await removeObligationOwner(app.db, adminOf(request), request.params.id, request.ip);
    return { success: true, message: 'Owner removed' };
  });
};
