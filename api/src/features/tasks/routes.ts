import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { companyOf } from '../../plugins/auth';
import { myTasksResponse, taskListResponse } from './responseSchemas';
import { taskSummary } from './summary';
import { TaskReadCache } from './taskReadCache';
import { istDate } from './dates';
import { assignTask, companyTasks, myTasks, updateStatus, type AssignInput, type MyTasksQueryInput, type TaskListQueryInput } from './service';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const assignBody = {
  type: 'object',
  additionalProperties: false,
  properties: { description: text(2000), assignedTo: text(64), priority: text(20), dueDate: text(30), category: text(20), checkerId: text(64) },
} as const;

const statusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: text(20) },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(['status', 'assignedTo', 'priority', 'category', 'dueFrom', 'dueTo', 'overdue', 'page', 'pageSize'].map((k) => [k, text(64)])),
    cursor: text(300),
  },
} as const;

const myTasksQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: text(16), cursor: text(300), status: text(20) },
} as const;

const callerOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/** Spec 000 sections 4, 5 and 7: assigning, listing and moving tasks; the admin console's list and summary. */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireAuth(['admin']);
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const cache = new TaskReadCache(app.sessions);

  app.post<{ Body: AssignInput }>('/api/tasks/assign', { preHandler: adminOnly, schema: { body: assignBody } }, async (request, reply) => {
    const answer = await assignTask(app.db, callerOf(request), request.body ?? {}, request.ip);
    app.kickNotifications();
    return reply.status(201).send(answer);
  });

  app.get<{ Querystring: MyTasksQueryInput }>(
    '/api/tasks/my-tasks',
    { preHandler: companyUser, schema: { querystring: myTasksQuery, response: myTasksResponse } },
    async (request) => ({ success: true, ...(await myTasks(app.db, callerOf(request), request.query, cache)) }),
  );

  app.patch<{ Params: { id: string }; Body: { status: string } }>(
    '/api/tasks/update-status/:id',
    { preHandler: companyUser, schema: { body: statusBody } },
    async (request) => updateStatus(app.db, callerOf(request), request.params.id, request.body.status, request.ip),
  );

  app.get<{ Querystring: TaskListQueryInput }>('/api/tasks', { preHandler: adminOnly, schema: { querystring: listQuery, response: taskListResponse } }, async (request) =>
    companyTasks(app.db, companyOf(request), request.query),
  );

  app.get('/api/tasks/summary', { preHandler: companyUser }, async (request) => {
    const caller = callerOf(request);
    if (caller.role === 'admin') return taskSummary(app.db, caller.companyId, null);
    // A maker's or checker's summary reads only its own tasks: cached until one of them changes. (The admin's lists every team member, and adding one notifies nothing: not cached.)
    const today = istDate();
    return cache.read(caller.companyId, caller.userId, JSON.stringify(['summary', today]), () => taskSummary(app.db, caller.companyId, caller.userId));
  });
};
