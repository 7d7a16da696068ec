import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ChangeEvidenceRequestSchema,
  EvidenceListQuerySchema,
  EvidenceListResponseSchema,
  EvidenceResponseSchema,
  ExpiringEvidenceQuerySchema,
  ExpiringEvidenceResponseSchema,
  IdParamsSchema,
  LinkEvidenceRequestSchema,
  MessageResponseSchema,
  type ChangeEvidenceRequest,
  type ExpiringEvidenceQuery,
} from 'shared-contracts';
import { HttpError } from '../../httpError';
import { requestShape, type Loose } from '../../requestShape';
import { companyOf } from '../../requestCompany';
import type { SignOffActor } from '../sign-off/service';
import { changeEvidence, evidenceExpiring, evidenceOf, linkEvidence, unlinkEvidence, type LinkEvidenceInput } from './service';

// Payloads: shared-contracts/src/sign-off/signOff.ts. The kind and the dates are checked by the service, which words the refusal.
const listQuery = requestShape(EvidenceListQuerySchema, 'query', { required: true });
const linkBody = requestShape(LinkEvidenceRequestSchema, 'body', { required: true });
const changeBody = requestShape(ChangeEvidenceRequestSchema);

const DEFAULT_WINDOW_DAYS = 60;
const MAX_WINDOW_DAYS = 366;

const actorOf = (request: FastifyRequest): SignOffActor => ({ auth: request.auth!, companyId: companyOf(request), ip: request.ip });

/** Evidence (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): register documents attached to assessment questions, with expiry dates. */
export const evidenceRoutes: FastifyPluginAsync = async (app) => {
  const companyUser = app.requireAuth(['admin', 'maker', 'checker']);

  app.get<{ Querystring: { kind: string; scope?: string; questionId?: string } }>(
    '/api/evidence',
    { preHandler: companyUser, schema: { querystring: listQuery, response: { 200: EvidenceListResponseSchema } } },
    async (request) => ({
      success: true as const,
      evidence: await evidenceOf(app.db, companyOf(request), request.query.kind, request.query.scope, request.query.questionId),
    }),
  );

  app.post<{ Body: LinkEvidenceInput }>(
    '/api/evidence',
    { preHandler: companyUser, schema: { body: linkBody, response: { 201: EvidenceResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ success: true, message: 'Evidence attached', evidence: await linkEvidence(app.db, actorOf(request), request.body) }),
  );

  app.patch<{ Params: { id: string }; Body: Loose<ChangeEvidenceRequest> }>(
    '/api/evidence/:id',
    { preHandler: companyUser, schema: { params: IdParamsSchema, body: changeBody, response: { 200: EvidenceResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: 'Evidence updated',
      evidence: await changeEvidence(app.db, actorOf(request), request.params.id, request.body ?? {}),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/evidence/:id',
    { preHandler: companyUser, schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await unlinkEvidence(app.db, actorOf(request), request.params.id);
      return { success: true as const, message: 'Evidence removed' };
    },
  );

  // For the calendar: evidence expired or expiring within withinDays (default 60, at most 366).
  app.get<{ Querystring: ExpiringEvidenceQuery }>(
    '/api/evidence/expiring',
    { preHandler: companyUser, schema: { querystring: ExpiringEvidenceQuerySchema, response: { 200: ExpiringEvidenceResponseSchema } } },
    async (request) => {
      const raw = request.query.withinDays;
      if (raw !== undefined && (!/^[0-9]{1,3}$/.test(raw) || Number(raw) > MAX_WINDOW_DAYS)) {
        throw new HttpError(400, `withinDays must be a whole number from 0 to ${MAX_WINDOW_DAYS}`);
      }
      const withinDays = raw === undefined ? DEFAULT_WINDOW_DAYS : Number(raw);
      return { success: true as const, withinDays, evidence: await evidenceExpiring(app.db, companyOf(request), withinDays) };
    },
  );
};
