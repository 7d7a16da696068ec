import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AssessmentKindParamsSchema,
  AssessmentSignOffResponseSchema,
  IdParamsSchema,
  ReviewQueueResponseSchema,
  ReviewedResponseSchema,
  SignOffActionRequestSchema,
  SignOffActionResponseSchema,
  SignOffKeyQuerySchema,
  TaskCheckerRequestSchema,
  TaskCheckerResponseSchema,
  TaskReviewRequestSchema,
  TaskReviewResponseSchema,
  type SignOffActionRequest,
  type SignOffKeyQuery,
  type TaskCheckerRequest,
  type TaskReviewRequest,
} from 'shared-contracts';
import { requestShape } from '../../requestShape';
import { companyOf } from '../../requestCompany';
import { approvalNeedsPassword, confirmApproval } from '../auth/stepUp';
import { parseKind } from './assessmentRef';
import { currentSignOff, reviewAssessment, reviewQueue, signOffKey, submitForReview, SIGN_OFF_MESSAGES, type SignOffActor } from './service';
import { reviewTask, setTaskChecker } from './taskReview';
import { reviewedBy } from './reviewed';

// Payloads: shared-contracts/src/sign-off/signOff.ts. The kind in the path is checked by parseKind, which names it.
const kindParams = requestShape(AssessmentKindParamsSchema, 'query', { required: true });

/** A decision may carry a password (step-up): bounded like every password check. */
const decisionLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const actorOf = (request: FastifyRequest): SignOffActor => ({ auth: request.auth!, companyId: companyOf(request), ip: request.ip });

/**
 * Maker-checker sign-off (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): an assessment is submitted for review by one user and
 * approved or returned by another (checker or admin), never by its submitter; tasks with a
 * checker likewise. Documents keep their own review (PATCH /api/documents/:id/review).
 */
export const signOffRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const reviewer = app.requireAuth(['admin', 'checker']);

  const keyOf = async (request: FastifyRequest<{ Params: { kind: string } }>, scope?: string, period?: string) =>
    signOffKey(app.db, companyOf(request), parseKind(request.params.kind), scope || undefined, period);

  app.get<{ Params: { kind: string }; Querystring: SignOffKeyQuery }>(
    '/api/sign-off/assessments/:kind',
    { preHandler: companyUser, schema: { params: kindParams, querystring: SignOffKeyQuerySchema, response: { 200: AssessmentSignOffResponseSchema } } },
    async (request) => {
      const key = await keyOf(request, request.query.scope, request.query.period);
      return {
        success: true as const,
        signOff: await currentSignOff(app.db, companyOf(request), key),
        approvalNeedsPassword: await approvalNeedsPassword(app.db, request.auth!.userId),
      };
    },
  );

  app.post<{ Params: { kind: string }; Body: SignOffActionRequest }>(
    '/api/sign-off/assessments/:kind/submit',
    { preHandler: companyUser, schema: { params: kindParams, body: SignOffActionRequestSchema, response: { 200: SignOffActionResponseSchema } } },
    async (request) => {
      const body = request.body ?? {};
      const signOff = await submitForReview(app.db, actorOf(request), await keyOf(request, body.scope, body.period), body.comment);
      return { success: true as const, message: SIGN_OFF_MESSAGES.submitted, signOff };
    },
  );

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['return', 'returned'],
  ] as const) {
    app.post<{ Params: { kind: string }; Body: SignOffActionRequest }>(
      `/api/sign-off/assessments/:kind/${path}`,
      {
        preHandler: reviewer,
        schema: { params: kindParams, body: SignOffActionRequestSchema, response: { 200: SignOffActionResponseSchema } },
        config: decisionLimit,
      },
      async (request) => {
        const body = request.body ?? {};
        if (decision === 'approved') await confirmApproval(request, body.password);
        const signOff = await reviewAssessment(app.db, actorOf(request), await keyOf(request, body.scope, body.period), decision, body.comment);
        return { success: true as const, message: decision === 'approved' ? SIGN_OFF_MESSAGES.approved : SIGN_OFF_MESSAGES.returned, signOff };
      },
    );
  }

  app.get('/api/sign-off/queue', { preHandler: reviewer, schema: { response: { 200: ReviewQueueResponseSchema } } }, async (request) => ({
    ...(await reviewQueue(app.db, actorOf(request))),
    approvalNeedsPassword: await approvalNeedsPassword(app.db, request.auth!.userId),
  }));

  // The checker's Reviewed page: what the caller approved or returned (tasks, filings, assessments), newest first.
  app.get('/api/sign-off/reviewed', { preHandler: reviewer, schema: { response: { 200: ReviewedResponseSchema } } }, async (request) =>
    reviewedBy(app.db, companyOf(request), request.auth!.userId),
  );

  app.put<{ Params: { id: string }; Body: TaskCheckerRequest }>(
    '/api/sign-off/tasks/:id/checker',
    { preHandler: app.requireAuth(['admin']), schema: { params: IdParamsSchema, body: TaskCheckerRequestSchema, response: { 200: TaskCheckerResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: 'Checker saved',
      ...(await setTaskChecker(app.db, actorOf(request), request.params.id, request.body.checkerId)),
    }),
  );

  app.post<{ Params: { id: string }; Body: TaskReviewRequest }>(
    '/api/sign-off/tasks/:id/review',
    { preHandler: reviewer, schema: { params: IdParamsSchema, body: TaskReviewRequestSchema, response: { 200: TaskReviewResponseSchema } }, config: decisionLimit },
    async (request) => {
      if (request.body.decision === 'approved') await confirmApproval(request, request.body.password);
      const result = await reviewTask(app.db, actorOf(request), request.params.id, request.body.decision, request.body.comment);
      return { success: true as const, message: request.body.decision === 'approved' ? 'Task approved' : 'Task returned for rework', ...result };
    },
  );
};
