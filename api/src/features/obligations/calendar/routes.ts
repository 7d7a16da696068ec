import type { FastifyPluginAsync } from 'fastify';
import {
  CalendarLibraryQuerySchema,
  CalendarLibraryResponseSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
  CalendarTaskRequestSchema,
  CalendarTaskResponseSchema,
  MessageResponseSchema,
  ObligationOwnerRequestSchema,
  ObligationOwnerResponseSchema,
  ObligationParamsSchema,
  type CalendarLibraryQuery,
  type CalendarQuery,
  type CalendarTaskRequest,
  type ObligationOwnerRequest,
} from 'shared-contracts';
import { companyOf } from '../../../requestCompany';
import { HttpError } from '../../../httpError';
import { commandCentreCache, sendWritten } from '../../../readCache';
import { calendarLibraryVersions } from '../../../content';
import { attachmentDisposition, sendCsv } from '../../exports/csv';
import { istDate } from '../../../dates';
import { tableXlsx } from '../../exports/formats';
import { CALENDAR_EXPORT_HEADER, calendarExportRows } from './exportRows';
import { calendarFilter } from './query';
import { requestShape } from '../../../requestShape';
import { toIcs } from './ics';
import { createScheduledTasks } from './scheduledTasks';
import { occurrenceRoutes } from '../occurrences/occurrenceRoutes';
import { receiptRoutes } from '../occurrences/receiptRoutes';
import { calendarLibraryAt, calendarLibraryTexts } from '../library/library';
import { companyCalendar, createOccurrenceTask, removeObligationOwner, setObligationOwner } from './service';
import { named } from '../../../plugins/pluginName';

/** A version's texts never change: a year, the longest a cache is asked to keep anything. */
const LIBRARY_MAX_AGE_SECONDS = 365 * 24 * 3600;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Payloads: shared-contracts/src/calendar/calendar.ts. Dates, people and the priority are checked by the route and the
// service, which word the refusal, so Fastify checks their shape only.
const fromQuery = requestShape(CalendarQuerySchema, 'query');
const taskBody = requestShape(CalendarTaskRequestSchema, 'body', { required: true });
const ownerBody = requestShape(ObligationOwnerRequestSchema, 'body', { required: true });

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

  const filtered = (request: { query: CalendarQuery } & Parameters<typeof companyOf>[0]) => companyCalendar(app.db, companyOf(request), calendarFilter(request.query));

  // The screen's read, per company (the same for each of its people), until a row it is made of changes.
  const cache = commandCentreCache(app.sessions);
  app.get<{ Querystring: CalendarQuery }>(
    '/api/obligations/calendar',
    { preHandler: companyUser, schema: { querystring: fromQuery, response: { 200: CalendarResponseSchema } } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const filter = calendarFilter(request.query);
      // The files' versions (rules, dates) and the texts' version the answer names.
      const key = JSON.stringify(['calendar', filter, istDate(), calendarLibraryVersions(), calendarLibraryTexts().version]);
      const answer = await cache.read(companyId, '', key, () => companyCalendar(app.db, companyId, filter), request.authAt);
      return sendWritten(reply, answer, () => reply.serialize(answer));
    },
  );

  // The library's texts, the same for everybody on a version and never changed under it (library.ts): read once per
  // version by the browser (immutable), written and compressed once here. Law as published: any signed-in user.
  app.get<{ Querystring: CalendarLibraryQuery }>(
    '/api/obligations/library',
    {
      preHandler: app.requireAuth(),
      schema: { querystring: requestShape(CalendarLibraryQuerySchema, 'query', { required: true }), response: { 200: CalendarLibraryResponseSchema } },
    },
    async (request, reply) => {
      const texts = calendarLibraryAt(request.query.version);
      if (!texts) throw new HttpError(404, 'This calendar library version is not served any more: reload the page');
      const etag = `"calendar-library-${texts.version}"`;
      reply.header('etag', etag).header('cache-control', `private, max-age=${LIBRARY_MAX_AGE_SECONDS}, immutable`);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return sendWritten(reply, texts, () => reply.serialize(texts));
    },
  );

  app.get<{ Querystring: CalendarQuery }>(
    '/api/obligations/calendar/export.ics',
    { preHandler: companyUser, schema: { querystring: fromQuery } },
    async (request, reply) => {
      const calendar = await filtered(request);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`statutory-calendar-${calendar.from}.ics`))
        .send(toIcs(calendar.occurrences, companyOf(request)));
    },
  );

  app.get<{ Querystring: CalendarQuery }>(
    '/api/obligations/calendar/export.csv',
    { preHandler: companyUser, schema: { querystring: fromQuery } },
    async (request, reply) => {
      const calendar = await filtered(request);
      return sendCsv(reply, `statutory-calendar-${calendar.from}.csv`, [CALENDAR_EXPORT_HEADER, ...calendarExportRows(calendar.occurrences)]);
    },
  );

  app.get<{ Querystring: CalendarQuery }>(
    '/api/obligations/calendar/export.xlsx',
    { preHandler: companyUser, schema: { querystring: fromQuery } },
    async (request, reply) => {
      const calendar = await filtered(request);
      const body = await tableXlsx('Statutory calendar', CALENDAR_EXPORT_HEADER, calendarExportRows(calendar.occurrences));
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachmentDisposition(`statutory-calendar-${calendar.from}.xlsx`))
        .send(body);
    },
  );

  app.post<{ Body: CalendarTaskRequest }>(
    '/api/obligations/tasks',
    {
      preHandler: adminOnly,
      schema: { body: taskBody, response: { 201: CalendarTaskResponseSchema } },
    },
    async (request, reply) => {
      const created = await createOccurrenceTask(app.db, adminOf(request), request.body, request.ip);
      app.kickNotifications();
      reply.status(201);
      return { success: true as const, message: 'Task created from the calendar', taskId: created.taskId };
    },
  );

  app.put<{ Params: { id: string }; Body: ObligationOwnerRequest }>(
    '/api/obligations/:id/owner',
    {
      preHandler: adminOnly,
      schema: { params: ObligationParamsSchema, body: ownerBody, response: { 200: ObligationOwnerResponseSchema } },
    },
    async (request) => {
      const owner = await setObligationOwner(app.db, adminOf(request), request.params.id, request.body, request.ip);
      // Occurrences already inside the lead time get their task now rather than at the next run.
      const admin = adminOf(request);
      const created = await createScheduledTasks(app.db, istDate(), { companyId: admin.companyId, obligationId: request.params.id });
      app.kickNotifications();
      return { success: true as const, message: 'Owner saved: tasks will be created ahead of each due date', owner, tasksCreated: created.length };
    },
  );

  occurrenceRoutes(app);
  await app.register(named(receiptRoutes));

  app.delete<{ Params: { id: string } }>(
    '/api/obligations/:id/owner',
    { preHandler: adminOnly, schema: { params: ObligationParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await removeObligationOwner(app.db, adminOf(request), request.params.id, request.ip);
      return { success: true as const, message: 'Owner removed' };
    },
  );
};
