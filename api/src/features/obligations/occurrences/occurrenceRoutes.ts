import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BulkOwnersRequestSchema,
  BulkOwnersResponseSchema,
  FiledBeforeJoiningRequestSchema,
  FiledBeforeJoiningResponseSchema,
  TrackingResponseSchema,
  UpdateTrackingRequestSchema,
  type FiledBeforeJoiningRequest,
  type UpdateTrackingRequest,
  IdParamsSchema,
  NotApplicableRequestSchema,
  ObligationNotApplicableRequestSchema,
  ObligationNotApplicableResponseSchema,
  ObligationParamsSchema,
  type ObligationNotApplicableRequest,
  OCCURRENCE_MESSAGES as M,
  OccurrenceActionResponseSchema,
  OccurrenceDetailResponseSchema,
  RecordFilingRequestSchema,
  ReviewFilingRequestSchema,
  type BulkOwnersRequest,
  type NotApplicableRequest,
  type RecordFilingRequest,
  type ReviewFilingRequest,
} from 'shared-contracts';
import { companyOf } from '../../../requestCompany';
import { confirmApproval } from '../../auth/stepUp';
import { requestShape } from '../../../requestShape';
import {
  approveFiling,
  assertCanApprove,
  markNotApplicable,
  occurrenceDetail,
  recordFiling,
  reinstate,
  returnFiling,
  startOccurrence,
  type OccurrenceActor,
} from './occurrenceActions';
import { istDate } from '../../../dates';
import { createScheduledTasks } from '../calendar/scheduledTasks';
import { setObligationOwners } from '../calendar/service';
import { markObligationNotApplicable, reinstateObligation } from './obligationNotApplicable';
import { changeTracking, markFiledBeforeJoining, trackingState } from './dayOne';

// Payloads: shared-contracts/src/tasks/workItems.ts; rules: docs/obligations-api.md. Bodies are checked for their shape
// here; the service checks their values and words the refusal.
const filingBody = requestShape(RecordFilingRequestSchema, 'body', { required: true });
const reviewBody = requestShape(ReviewFilingRequestSchema);
const reasonBody = requestShape(NotApplicableRequestSchema);
const ownersBody = requestShape(BulkOwnersRequestSchema, 'body', { required: true });
const obligationNaBody = requestShape(ObligationNotApplicableRequestSchema);
const trackingBody = requestShape(UpdateTrackingRequestSchema, 'body', { required: true });
const beforeJoiningBody = requestShape(FiledBeforeJoiningRequestSchema, 'body', { required: true });

const actorOf = (request: FastifyRequest): OccurrenceActor => ({
  userId: request.auth!.userId,
  role: request.auth!.role,
  companyId: companyOf(request),
  ip: request.ip,
});

/** The life of each occurrence (start, filing, sign-off, not applicable) and the owners in bulk. */
export function occurrenceRoutes(app: FastifyInstance) {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);
  const reviewer = app.requireAuth(['admin', 'checker']);
  const adminOnly = app.requireAuth(['admin']);
  const answer = { response: { 200: OccurrenceActionResponseSchema } };
  const done = async (message: string, occurrence: Promise<unknown>) => {
    const after = await occurrence;
    app.kickNotifications();
    return { success: true as const, message, occurrence: after };
  };

  app.get<{ Params: { id: string } }>(
    '/api/obligations/occurrences/:id',
    { preHandler: companyUser, schema: { params: IdParamsSchema, response: { 200: OccurrenceDetailResponseSchema } } },
    async (request) => ({ success: true as const, ...(await occurrenceDetail(app.db, companyOf(request), request.params.id)) }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/obligations/occurrences/:id/start',
    { preHandler: companyUser, schema: { params: IdParamsSchema, ...answer } },
    async (request) => done(M.started, startOccurrence(app.db, actorOf(request), request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: RecordFilingRequest }>(
    '/api/obligations/occurrences/:id/filing',
    { preHandler: companyUser, schema: { params: IdParamsSchema, body: filingBody, ...answer } },
    async (request) => done(M.recorded, recordFiling(app.db, actorOf(request), request.params.id, request.body)),
  );

  for (const [step, message, decide] of [
    ['approve', M.approved, approveFiling],
    ['return', M.returned, returnFiling],
  ] as const) {
    app.post<{ Params: { id: string }; Body: ReviewFilingRequest | undefined }>(
      `/api/obligations/occurrences/:id/${step}`,
      { preHandler: reviewer, schema: { params: IdParamsSchema, body: reviewBody, ...answer } },
      async (request) => {
        // The same step-up as every other approval: a reviewer without an authenticator confirms with the password.
        if (step === 'approve') {
          await assertCanApprove(app.db, actorOf(request), request.params.id);
          await confirmApproval(request, request.body?.password);
        }
        return done(message, decide(app.db, actorOf(request), request.params.id, request.body?.comment));
      },
    );
  }

  app.post<{ Params: { id: string }; Body: NotApplicableRequest | undefined }>(
    '/api/obligations/occurrences/:id/not-applicable',
    { preHandler: adminOnly, schema: { params: IdParamsSchema, body: reasonBody, ...answer } },
    async (request) => done(M.markedNotApplicable, markNotApplicable(app.db, actorOf(request), request.params.id, request.body?.reason)),
  );

  app.post<{ Params: { id: string }; Body: NotApplicableRequest | undefined }>(
    '/api/obligations/occurrences/:id/reinstate',
    { preHandler: adminOnly, schema: { params: IdParamsSchema, body: reasonBody, ...answer } },
    async (request) => done(M.reinstated, reinstate(app.db, actorOf(request), request.params.id, request.body?.reason)),
  );

  // The whole obligation, from a first due date on (docs/obligations-api.md): admin only, as for one occurrence.
  for (const [step, decide] of [
    ['not-applicable', markObligationNotApplicable],
    ['reinstate', reinstateObligation],
  ] as const) {
    app.post<{ Params: { id: string }; Body: ObligationNotApplicableRequest | undefined }>(
      `/api/obligations/:id/${step}`,
      { preHandler: adminOnly, schema: { params: ObligationParamsSchema, body: obligationNaBody, response: { 200: ObligationNotApplicableResponseSchema } } },
      async (request) => {
        const answer = await decide(app.db, actorOf(request), request.params.id, request.body ?? {});
        app.kickNotifications();
        return answer;
      },
    );
  }
  // Day one: how far back to track, and the due dates filed before the company joined.
  app.get('/api/obligations/tracking', { preHandler: companyUser, schema: { response: { 200: TrackingResponseSchema } } }, async (request) =>
    trackingState(app.db, companyOf(request)),
  );
  app.put<{ Body: UpdateTrackingRequest }>(
    '/api/obligations/tracking',
    { preHandler: adminOnly, schema: { body: trackingBody, response: { 200: TrackingResponseSchema } } },
    async (request) => changeTracking(app.db, actorOf(request), request.body.choice),
  );
  app.post<{ Body: FiledBeforeJoiningRequest }>(
    '/api/obligations/occurrences/filed-before-joining',
    { preHandler: adminOnly, schema: { body: beforeJoiningBody, response: { 200: FiledBeforeJoiningResponseSchema } } },
    async (request) => ({ success: true as const, ...(await markFiledBeforeJoining(app.db, actorOf(request), request.body)) }),
  );

  app.put<{ Body: BulkOwnersRequest }>(
    '/api/obligations/owners',
    { preHandler: adminOnly, schema: { body: ownersBody, response: { 200: BulkOwnersResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const saved = await setObligationOwners(app.db, actor, request.body, request.ip);
      // Occurrences already inside their lead time get their task now, as with one owner.
      for (const o of request.body.owners) await createScheduledTasks(app.db, istDate(), { companyId: actor.companyId, obligationId: o.obligationId });
      app.kickNotifications();
      return { success: true as const, message: `Owners saved for ${saved} obligation${saved === 1 ? '' : 's'}`, saved };
    },
  );
}
