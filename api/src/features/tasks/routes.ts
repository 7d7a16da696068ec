import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
} from 'shared-contracts';
import { requestShape, type Loose } from '../../requestShape';
import { taskSummary } from './summary';
import { TaskReadCache } from './taskReadCache';
import { istDate } from '../../dates';
import { assignTask, companyTasks, myTasks, updateStatus, type AssignInput, type MyTasksQueryInput, type TaskListQueryInput } from './service';

const callerOf = (request: FastifyRequest) => ({ ...request.auth!, companyId: companyOf(request) });

/**
 * A cached read returns the same object on every hit: its JSON is written once (by the route's own
 * serializer, so only the contract's fields leave) and sent as it is. Keyed by the object, so a value
 * the cache dropped is forgotten here too.
 */
const written = new WeakMap<object, Buffer>();
function sendWritten(reply: FastifyReply, value: object, write: () => ReturnType<FastifyReply['serialize']>): FastifyReply {
  let body = written.get(value);
  if (body === undefined) {
    // Encoded once too: a hit sends the bytes without measuring or encoding the text again.
    const text = write();
    body = Buffer.isBuffer(text) ? text : Buffer.from(typeof text === 'string' ? text : new Uint8Array(text));
    written.set(value, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Assigning (admin), listing and moving tasks (the assignee); the admin console's list and summary. */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireAuth(['admin']);
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const cache = new TaskReadCache(app.sessions);

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
