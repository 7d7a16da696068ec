import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AssessmentProgressResponse } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import type { Actor, AnswerInput } from './answers';
import { completeHr, hrContent, loadHr, saveHr } from './hrService';
import { completeMca, loadMca, mcaContent, saveMca, type McaBody } from './mcaService';
import { companyProgress } from './progressService';
import { loadRbi, rbiContent, saveRbi, type RbiBody } from './rbiService';
import { kindOrFail, listPeriods, startNewPeriod } from './periodService';
import {
  hrBulkBody,
  hrSaveBody,
  hrStatusBody,
  mcaBody,
  periodKindParams,
  periodQuery,
  rbiBody,
  selfAuditBody,
  selfAuditContentQuery,
  selfAuditGetQuery,
} from './schemas';
import { loadSelfAudit, saveSelfAudit, selfAuditContent, type SelfAuditBody } from './selfAuditService';

type HrAnswerBody = { questionId: string; status?: string | null; comments?: string; evidenceUploaded?: boolean; period?: string };
type PeriodQuery = { Querystring: { period?: string } };

const actorOf = (request: FastifyRequest): Actor => ({ auth: request.auth!, companyId: companyOf(request), ip: request.ip });
const hrAnswer = (body: HrAnswerBody): AnswerInput => ({
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
  app.get('/api/assessments/content/hr', auth, async (request) => hrContent(app.db, companyOf(request)));
  app.get('/api/assessments/content/rbi', auth, async (request) => rbiContent(app.db, companyOf(request)));
  app.get('/api/assessments/content/mca', auth, async (request) => mcaContent(app.db, companyOf(request)));
  app.get<{ Querystring: { entityType?: string } }>('/api/assessments/content/self-audit', { ...auth, schema: { querystring: selfAuditContentQuery } }, async (request) =>
    selfAuditContent(app.db, companyOf(request), request.query.entityType),
  );
  app.get('/api/assessments/progress', auth, async (request): Promise<AssessmentProgressResponse> => ({
    success: true,
    progress: await companyProgress(app.db, companyOf(request)),
  }));

  // Periods: every company role reads them; only the admin starts a new one.
  app.get<{ Params: { kind: string } }>('/api/assessments/:kind/periods', { ...auth, schema: { params: periodKindParams } }, async (request) =>
    listPeriods(app.db, companyOf(request), kindOrFail(request.params.kind)),
  );
  app.post<{ Params: { kind: string }; Body: { from?: string } | undefined }>(
    '/api/assessments/:kind/periods',
    {
      preHandler: app.requireAuth(['admin']),
      schema: { params: periodKindParams, body: { type: ['object', 'null'], additionalProperties: false, properties: { from: { type: 'string', maxLength: 32 } } } },
    },
    async (request, reply) => reply.status(201).send(await startNewPeriod(app.db, actorOf(request), kindOrFail(request.params.kind), request.body?.from)),
  );

  // HR compliance
  app.get<PeriodQuery>('/api/hr-compliance', { ...auth, schema: { querystring: periodQuery } }, async (request) => ({
    success: true,
    assessment: await loadHr(app.db, companyOf(request), request.query.period),
  }));
  app.post<{ Body: HrAnswerBody }>('/api/hr-compliance/save', { ...auth, schema: { body: hrSaveBody } }, async (request) => {
    const assessment = await saveHr(app.db, actorOf(request), [hrAnswer(request.body)], request.body.period);
    return { success: true, message: 'Response saved successfully', assessment };
  });
  app.post<{ Body: { responses: HrAnswerBody[]; period?: string } }>('/api/hr-compliance/save-bulk', { ...auth, schema: { body: hrBulkBody } }, async (request) => {
    await saveHr(app.db, actorOf(request), request.body.responses.map(hrAnswer), request.body.period);
    return { success: true, message: 'All responses saved successfully!' };
  });
  app.put<{ Body: { status: 'completed'; period?: string } }>('/api/hr-compliance/status', { ...auth, schema: { body: hrStatusBody } }, async (request) => ({
    success: true,
    message: 'HR Compliance Assessment completed',
    assessment: await completeHr(app.db, actorOf(request), request.body.period),
  }));

  // RBI compliance
  app.get<PeriodQuery>('/api/rbi-compliance', { ...auth, schema: { querystring: periodQuery } }, async (request) =>
    loadRbi(app.db, companyOf(request), request.query.period),
  );
  app.post<{ Body: RbiBody }>('/api/rbi-compliance/save', { ...auth, schema: { body: rbiBody } }, async (request) => {
    await saveRbi(app.db, actorOf(request), request.body, false);
    return { success: true, message: 'Progress saved' };
  });
  app.post<{ Body: RbiBody }>('/api/rbi-compliance/submit', { ...auth, schema: { body: rbiBody } }, async (request) => {
    await saveRbi(app.db, actorOf(request), request.body, true);
    return { success: true, message: 'RBI Compliance Assessment Submitted Successfully!' };
  });

  // MCA compliance: Save Progress and Submit's first step use /submit; /complete needs all 27 answered.
  app.get<PeriodQuery>('/api/mca-compliance', { ...auth, schema: { querystring: periodQuery } }, async (request) => ({
    success: true,
    assessment: await loadMca(app.db, companyOf(request), request.query.period),
  }));
  app.post<{ Body: McaBody }>('/api/mca-compliance/submit', { ...auth, schema: { body: mcaBody } }, async (request) => {
    await saveMca(app.db, actorOf(request), request.body);
    return { success: true, message: 'MCA Compliance Assessment Saved Successfully!' };
  });
  app.post<PeriodQuery>('/api/mca-compliance/complete', { ...auth, schema: { querystring: periodQuery } }, async (request) => {
    await completeMca(app.db, actorOf(request), request.query.period);
    return { success: true, message: 'MCA Compliance Assessment Submitted Successfully!' };
  });

  // Self-audit
  app.get<{ Querystring: { entityType?: string; period?: string } }>('/api/self-audit/get', { ...auth, schema: { querystring: selfAuditGetQuery } }, async (request) => ({
    success: true,
    audit: await loadSelfAudit(app.db, companyOf(request), request.query.entityType, request.query.period),
  }));
  app.post<{ Body: SelfAuditBody }>('/api/self-audit/save', { ...auth, schema: { body: selfAuditBody } }, async (request) => {
    await saveSelfAudit(app.db, actorOf(request), request.body, false);
    return { success: true, message: 'Progress saved' };
  });
  app.post<{ Body: SelfAuditBody }>('/api/self-audit/submit', { ...auth, schema: { body: selfAuditBody } }, async (request) => {
    await saveSelfAudit(app.db, actorOf(request), request.body, true);
    return { success: true, message: 'Self Audit Completed Successfully!' };
  });
};
