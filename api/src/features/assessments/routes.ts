import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AssessmentPeriodQuerySchema,
  AssessmentPeriodsParamsSchema,
  AssessmentPeriodsResponseSchema,
  AssessmentProgressResponseSchema,
  HrAssessmentResponseSchema,
  HrContentResponseSchema,
  HrSaveBulkRequestSchema,
  HrSaveBulkResponseSchema,
  HrSaveRequestSchema,
  HrSaveResponseSchema,
  HrStatusRequestSchema,
  HrStatusResponseSchema,
  McaAssessmentResponseSchema,
  McaCompleteResponseSchema,
  McaContentResponseSchema,
  McaSubmitRequestSchema,
  McaSubmitResponseSchema,
  RbiAssessmentResponseSchema,
  RbiContentResponseSchema,
  RbiSubmitRequestSchema,
  RbiSubmitResponseSchema,
  SelfAuditContentQuerySchema,
  SelfAuditContentResponseSchema,
  SelfAuditGetQuerySchema,
  SelfAuditGetResponseSchema,
  SelfAuditSubmitRequestSchema,
  SelfAuditSubmitResponseSchema,
  StartPeriodRequestSchema,
  StartPeriodResponseSchema,
  type AssessmentPeriodQuery,
  type AssessmentPeriodsParams,
  type HrAnswerInput,
  type HrSaveBulkRequest,
  type HrSaveRequest,
  type HrStatusRequest,
  type McaSubmitRequest,
  type RbiSubmitRequest,
  type SelfAuditContentQuery,
  type SelfAuditGetQuery,
  type SelfAuditSubmitRequest,
  type StartPeriodRequest,
} from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import type { Actor, AnswerInput } from './answers';
import { completeHr, hrContent, loadHr, saveHr } from './hrService';
import { completeMca, loadMca, mcaContent, saveMca } from './mcaService';
import { companyProgress } from './progressService';
import { loadRbi, rbiContent, saveRbi } from './rbiService';
import { kindOrFail, listPeriods, startNewPeriod } from './periodService';
import { loadSelfAudit, saveSelfAudit, selfAuditContent } from './selfAuditService';

// Payloads: shared-contracts/src/assessments/assessmentPayloads.ts (periods, progress), assessmentAnswerPayloads.ts (answers)
// and assessmentContentPayloads.ts (content). Every answer is serialized by its schema.

type PeriodQuery = { Querystring: AssessmentPeriodQuery };

const actorOf = (request: FastifyRequest): Actor => ({ auth: request.auth!, companyId: companyOf(request), ip: request.ip });
const hrAnswer = (body: HrAnswerInput): AnswerInput => ({
  questionId: body.questionId,
  status: body.status,
  comments: body.comments,
  evidenceUploaded: body.evidenceUploaded,
});

/**
 * HR, RBI, MCA and self-audit assessments and the content they are built
 * from. Every call needs a session of a company user; answers belong to the caller's company.
 */
export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth(['admin', 'maker', 'checker']) };

  // Content: the screens read the same libraries the server validates against.
  app.get('/api/assessments/content/hr', { ...auth, schema: { response: { 200: HrContentResponseSchema } } }, async (request) => hrContent(app.db, companyOf(request)));
  app.get('/api/assessments/content/rbi', { ...auth, schema: { response: { 200: RbiContentResponseSchema } } }, async (request) =>
    rbiContent(app.db, companyOf(request)),
  );
  app.get('/api/assessments/content/mca', { ...auth, schema: { response: { 200: McaContentResponseSchema } } }, async (request) =>
    mcaContent(app.db, companyOf(request)),
  );
  app.get<{ Querystring: SelfAuditContentQuery }>(
    '/api/assessments/content/self-audit',
    { ...auth, schema: { querystring: SelfAuditContentQuerySchema, response: { 200: SelfAuditContentResponseSchema } } },
    async (request) => selfAuditContent(app.db, companyOf(request), request.query.entityType),
  );
  app.get('/api/assessments/progress', { ...auth, schema: { response: { 200: AssessmentProgressResponseSchema } } }, async (request) => ({
    success: true as const,
    progress: await companyProgress(app.db, companyOf(request)),
  }));

  // Periods: every company role reads them; only the admin starts a new one.
  app.get<{ Params: AssessmentPeriodsParams }>(
    '/api/assessments/:kind/periods',
    { ...auth, schema: { params: AssessmentPeriodsParamsSchema, response: { 200: AssessmentPeriodsResponseSchema } } },
    async (request) => listPeriods(app.db, companyOf(request), kindOrFail(request.params.kind)),
  );
  app.post<{ Params: AssessmentPeriodsParams; Body: StartPeriodRequest | undefined }>(
    '/api/assessments/:kind/periods',
    {
      preHandler: app.requireAuth(['admin']),
      schema: { params: AssessmentPeriodsParamsSchema, body: StartPeriodRequestSchema, response: { 201: StartPeriodResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await startNewPeriod(app.db, actorOf(request), kindOrFail(request.params.kind), request.body?.from)),
  );

  // HR compliance
  app.get<PeriodQuery>(
    '/api/hr-compliance',
    { ...auth, schema: { querystring: AssessmentPeriodQuerySchema, response: { 200: HrAssessmentResponseSchema } } },
    async (request) => ({ success: true as const, assessment: await loadHr(app.db, companyOf(request), request.query.period) }),
  );
  app.post<{ Body: HrSaveRequest }>(
    '/api/hr-compliance/save',
    { ...auth, schema: { body: HrSaveRequestSchema, response: { 200: HrSaveResponseSchema } } },
    async (request) => {
      const assessment = await saveHr(app.db, actorOf(request), [hrAnswer(request.body)], request.body.period);
      return { success: true as const, message: 'Response saved successfully', assessment };
    },
  );
  app.post<{ Body: HrSaveBulkRequest }>(
    '/api/hr-compliance/save-bulk',
    { ...auth, schema: { body: HrSaveBulkRequestSchema, response: { 200: HrSaveBulkResponseSchema } } },
    async (request) => {
      await saveHr(app.db, actorOf(request), request.body.responses.map(hrAnswer), request.body.period);
      return { success: true as const, message: 'All responses saved successfully!' };
    },
  );
  app.put<{ Body: HrStatusRequest }>(
    '/api/hr-compliance/status',
    { ...auth, schema: { body: HrStatusRequestSchema, response: { 200: HrStatusResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: 'HR Compliance Assessment completed',
      assessment: await completeHr(app.db, actorOf(request), request.body.period),
    }),
  );

  // RBI compliance
  app.get<PeriodQuery>(
    '/api/rbi-compliance',
    { ...auth, schema: { querystring: AssessmentPeriodQuerySchema, response: { 200: RbiAssessmentResponseSchema } } },
    async (request) => loadRbi(app.db, companyOf(request), request.query.period),
  );
  app.post<{ Body: RbiSubmitRequest }>(
    '/api/rbi-compliance/save',
    { ...auth, schema: { body: RbiSubmitRequestSchema, response: { 200: RbiSubmitResponseSchema } } },
    async (request) => {
      await saveRbi(app.db, actorOf(request), request.body, false);
      return { success: true as const, message: 'Progress saved' };
    },
  );
  app.post<{ Body: RbiSubmitRequest }>(
    '/api/rbi-compliance/submit',
    { ...auth, schema: { body: RbiSubmitRequestSchema, response: { 200: RbiSubmitResponseSchema } } },
    async (request) => {
      await saveRbi(app.db, actorOf(request), request.body, true);
      return { success: true as const, message: 'RBI Compliance Assessment Submitted Successfully!' };
    },
  );

  // MCA compliance: Save Progress and Submit's first step use /submit; /complete needs every question answered.
  app.get<PeriodQuery>(
    '/api/mca-compliance',
    { ...auth, schema: { querystring: AssessmentPeriodQuerySchema, response: { 200: McaAssessmentResponseSchema } } },
    async (request) => ({ success: true as const, assessment: await loadMca(app.db, companyOf(request), request.query.period) }),
  );
  app.post<{ Body: McaSubmitRequest }>(
    '/api/mca-compliance/submit',
    { ...auth, schema: { body: McaSubmitRequestSchema, response: { 200: McaSubmitResponseSchema } } },
    async (request) => {
      await saveMca(app.db, actorOf(request), request.body);
      return { success: true as const, message: 'MCA Compliance Assessment Saved Successfully!' };
    },
  );
  app.post<PeriodQuery>(
    '/api/mca-compliance/complete',
    { ...auth, schema: { querystring: AssessmentPeriodQuerySchema, response: { 200: McaCompleteResponseSchema } } },
    async (request) => {
      await completeMca(app.db, actorOf(request), request.query.period);
      return { success: true as const, message: 'MCA Compliance Assessment Submitted Successfully!' };
    },
  );

  // Self-audit
  app.get<{ Querystring: SelfAuditGetQuery }>(
    '/api/self-audit/get',
    { ...auth, schema: { querystring: SelfAuditGetQuerySchema, response: { 200: SelfAuditGetResponseSchema } } },
    async (request) => ({
      success: true as const,
      audit: await loadSelfAudit(app.db, companyOf(request), request.query.entityType, request.query.period),
    }),
  );
  app.post<{ Body: SelfAuditSubmitRequest }>(
    '/api/self-audit/save',
    { ...auth, schema: { body: SelfAuditSubmitRequestSchema, response: { 200: SelfAuditSubmitResponseSchema } } },
    async (request) => {
      await saveSelfAudit(app.db, actorOf(request), request.body, false);
      return { success: true as const, message: 'Progress saved' };
    },
  );
  app.post<{ Body: SelfAuditSubmitRequest }>(
    '/api/self-audit/submit',
    { ...auth, schema: { body: SelfAuditSubmitRequestSchema, response: { 200: SelfAuditSubmitResponseSchema } } },
    async (request) => {
      await saveSelfAudit(app.db, actorOf(request), request.body, true);
      return { success: true as const, message: 'Self Audit Completed Successfully!' };
    },
  );
};
