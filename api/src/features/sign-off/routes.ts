import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AssessmentSignOffResponse, ReviewQueueResponse, SignOffActionRequest } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { parseKind } from './assessmentRef';
import { currentSignOff, reviewAssessment, reviewQueue, signOffKey, submitForReview, SIGN_OFF_MESSAGES, type SignOffActor } from './service';
import { reviewTask, setTaskChecker } from './taskReview';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const kindParams = { type: 'object', required: ['kind'], properties: { kind: text(20) } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: text(64) } } as const;
const keyQuery = { type: 'object', additionalProperties: false, properties: { scope: text(80), period: text(80) } } as const;
const actionBody = { type: 'object', additionalProperties: false, properties: { scope: text(80), period: text(80), comment: text(4000) } } as const;
const reviewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: { decision: { type: 'string', enum: ['approved', 'returned'] }, comment: text(4000) },
} as const;
const checkerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['checkerId'],
  properties: { checkerId: { anyOf: [text(64), { type: 'null' }] } },
} as const;

const actorOf = (request: FastifyRequest): SignOffActor => ({ auth: request.auth!, companyId: companyOf(request), ip: request.ip });

/**
 * Maker-checker sign-off (issue 13): an assessment is submitted for review by one user and
 * approved or returned by another (checker or admin), never by its submitter; tasks with a
 * checker likewise. Documents keep their own review (PATCH /api/documents/:id/review).
 */
export const signOffRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const reviewer = app.requireAuth(['admin', 'checker']);

  const keyOf = async (request: FastifyRequest<{ Params: { kind: string } }>, scope?: string, period?: string) =>
    signOffKey(app.db, companyOf(request), parseKind(request.params.kind), scope || undefined, period);

  app.get<{ Params: { kind: string }; Querystring: { scope?: string; period?: string } }>(
    '/api/sign-off/assessments/:kind',
    { preHandler: companyUser, schema: { params: kindParams, querystring: keyQuery } },
    async (request): Promise<AssessmentSignOffResponse> => {
      const key = await keyOf(request, request.query.scope, request.query.period);
      return { success: true, signOff: await currentSignOff(app.db, companyOf(request), key) };
    },
  );

  app.post<{ Params: { kind: string }; Body: SignOffActionRequest }>(
    '/api/sign-off/assessments/:kind/submit',
    { preHandler: companyUser, schema: { params: kindParams, body: actionBody } },
    async (request) => {
      const body = request.body ?? {};
      const signOff = await submitForReview(app.db, actorOf(request), await keyOf(request, body.scope, body.period), body.comment);
      return { success: true, message: SIGN_OFF_MESSAGES.submitted, signOff };
    },
  );

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['return', 'returned'],
  ] as const) {
    app.post<{ Params: { kind: string }; Body: SignOffActionRequest }>(
      `/api/sign-off/assessments/:kind/${path}`,
      { preHandler: reviewer, schema: { params: kindParams, body: actionBody } },
      async (request) => {
        const body = request.body ?? {};
        const signOff = await reviewAssessment(app.db, actorOf(request), await keyOf(request, body.scope, body.period), decision, body.comment);
        return { success: true, message: decision === 'approved' ? SIGN_OFF_MESSAGES.approved : SIGN_OFF_MESSAGES.returned, signOff };
      },
    );
  }

  app.get('/api/sign-off/queue', { preHandler: reviewer }, async (request): Promise<ReviewQueueResponse> => reviewQueue(app.db, actorOf(request)));

  app.put<{ Params: { id: string }; Body: { checkerId: string | null } }>(
    '/api/sign-off/tasks/:id/checker',
    { preHandler: app.requireAuth(['admin']), schema: { params: idParams, body: checkerBody } },
    async (request) => ({ success: true, message: 'Checker saved', ...(await setTaskChecker(app.db, actorOf(request), request.params.id, request.body.checkerId)) }),
  );

  app.post<{ Params: { id: string }; Body: { decision: 'approved' | 'returned'; comment?: string } }>(
    '/api/sign-off/tasks/:id/review',
    { preHandler: reviewer, schema: { params: idParams, body: reviewBody } },
    async (request) => {
      const result = await reviewTask(app.db, actorOf(request), request.params.id, request.body.decision, request.body.comment);
      return { success: true, message: request.body.decision === 'approved' ? 'Task approved' : 'Task returned for rework', ...result };
    },
  );
};
