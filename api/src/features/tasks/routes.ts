import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { companyOf } from '../../requestCompany';
import {
  AssignTaskRequestSchema,
  AssignTaskResponseSchema,
  MyTasksQuerySchema,
  MyTasksResponseSchema,
  TaskListQuerySchema,
  TaskListResponseSchema,
  UpdateTaskStatusRequestSchema,
  UpdateTaskStatusResponseSchema,
  type UpdateTaskStatusRequest,
} from 'shared-contracts/tasks/schemas';
import { requestShape, type Loose } from '../../requestShape';
import { taskSummary } from './summary';
import { ReadCache, sendWritten } from '../../readCache';
import { istDate } from '../../dates';
import { assignTask, companyTasks, myTasks, updateStatus, type AssignInput, type MyTasksQueryInput, type TaskListQueryInput } from './service';

const callerOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/** Assigning (admin), listing and moving tasks (the assignee); the admin console's list and summary. */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireAuth(['admin']);
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const cache = new ReadCache(app.sessions, 't');

  app.post<{ Body: AssignInput }>(
    '/api/tasks/assign',
    { preHandler: adminOnly, schema: { body: requestShape(AssignTaskRequestSchema), response: { 201: AssignTaskResponseSchema } } },
    async (request, reply) => {
      const answer = await assignTask(app.db, callerOf(request), request.body ?? {}, request.ip);
      app.kickNotifications();
      return reply.status(201).send(answer);
    },
  );

  app.get<{ Querystring: MyTasksQueryInput }>(
    '/api/tasks/my-tasks',
    { preHandler: companyUser, schema: { querystring: requestShape(MyTasksQuerySchema, 'query'), response: { 200: MyTasksResponseSchema } } },
    async (request, reply) => {
      const page = await myTasks(app.db, callerOf(request), request.query, { cache, since: request.authAt });
      return sendWritten(reply, page, () => reply.serialize({ success: true, ...page }));
    },
  );

  app.patch<{ Params: { id: string }; Body: Loose<UpdateTaskStatusRequest> }>(
    '/api/tasks/update-status/:id',
    { preHandler: companyUser, schema: { body: requestShape(UpdateTaskStatusRequestSchema), response: { 200: UpdateTaskStatusResponseSchema } } },
    async (request) => updateStatus(app.db, callerOf(request), request.params.id, request.body.status ?? '', request.ip),
  );

  app.get<{ Querystring: TaskListQueryInput }>(
    '/api/tasks',
    { preHandler: adminOnly, schema: { querystring: requestShape(TaskListQuerySchema, 'query'), response: { 200: TaskListResponseSchema } } },
    async (request) => companyTasks(app.db, companyOf(request), request.query),
  );

  app.get('/api/tasks/summary', { preHandler: companyUser }, async (request, reply) => {
    const caller = callerOf(request);
    if (caller.role === 'admin') return taskSummary(app.db, caller.companyId, null);
    // A maker's or checker's summary reads only its own tasks: cached until one of them changes. (The admin's lists every team member, and adding one notifies nothing: not cached.)
    const today = istDate();
    const summary = await cache.read(
      caller.companyId,
      caller.userId,
      JSON.stringify(['summary', today]),
      () => taskSummary(app.db, caller.companyId, caller.userId),
      request.authAt,
    );
    return sendWritten(reply, summary, () => JSON.stringify(summary));
  });
};
