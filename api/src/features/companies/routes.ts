import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_STATUSES,
  CompaniesResponseSchema,
  CompanyChoicesResponseSchema,
  CompanyDetailResponseSchema,
  ConsoleListQuerySchema,
  ContractPeriodRequestSchema,
  CreateCompanyResponseSchema,
  RegisterRequestSchema,
  UuidParamsSchema,
  type ConsoleListQuery,
  type ContractPeriodRequest,
  type CreateCompanyRequest,
} from 'shared-contracts';
import { actorOf, parseEnum, parsePaging, parseSearch } from '../../consoleQuery';
import { grantContractPeriod } from '../subscriptions/contractPeriod';
import { companyChoices, listCompanies } from './repository';
import { companyDetail, createCompany, setCompanyStatus, trialDays } from './service';

/** The super-admin's Company Management: list with plan and seats, detail, Add New Company, suspension. Payloads: shared-contracts/src/companies/companies.ts. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  const superAdminOnly = { preHandler: app.requireAuth(['super-admin']) };

  app.get<{ Querystring: ConsoleListQuery }>(
    '/api/super-admin/companies',
    { ...superAdminOnly, schema: { querystring: ConsoleListQuerySchema, response: { 200: CompaniesResponseSchema } } },
    async (request) => {
      const { page, pageSize } = parsePaging(request.query);
      const filter = {
        search: parseSearch(request.query.search),
        status: parseEnum(request.query.status, ACCOUNT_STATUSES, 'status'),
      };
      const days = await trialDays(app.db, app.config);
      const { companies, total } = await listCompanies(app.db, filter, days, page, pageSize);
      return { success: true as const, companies, total, page, pageSize };
    },
  );

  app.get('/api/super-admin/company-choices', { ...superAdminOnly, schema: { response: { 200: CompanyChoicesResponseSchema } } }, async () => ({
    success: true as const,
    companies: await companyChoices(app.db),
  }));

  app.get<{ Params: { id: string } }>(
    '/api/super-admin/companies/:id',
    { ...superAdminOnly, schema: { params: UuidParamsSchema, response: { 200: CompanyDetailResponseSchema } } },
    async (request) => companyDetail(app.db, app.config, request.params.id),
  );

  app.post<{ Body: CreateCompanyRequest }>(
    '/api/super-admin/companies',
    { ...superAdminOnly, schema: { body: RegisterRequestSchema, response: { 201: CreateCompanyResponseSchema } } },
    async (request, reply) => {
      const created = await createCompany(app.db, actorOf(request), { ...request.body, lastName: request.body.lastName ?? '' });
      reply.status(201);
      return created;
    },
  );

  // A team larger than any plan on offer: the period agreed by contract (subscriptions/contractPeriod.ts).
  app.post<{ Params: { id: string }; Body: ContractPeriodRequest }>(
    '/api/super-admin/companies/:id/contract-period',
    { ...superAdminOnly, schema: { params: UuidParamsSchema, body: ContractPeriodRequestSchema, response: { 201: CompanyDetailResponseSchema } } },
    async (request, reply) => {
      await grantContractPeriod(app.db, actorOf(request), request.params.id, request.body);
      reply.status(201);
      return companyDetail(app.db, app.config, request.params.id);
    },
  );

  for (const [verb, status] of [
    ['suspend', 'suspended'],
    ['reactivate', 'active'],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/super-admin/companies/:id/${verb}`,
      { ...superAdminOnly, schema: { params: UuidParamsSchema, response: { 200: CompanyDetailResponseSchema } } },
      async (request) => {
        await setCompanyStatus(app.db, actorOf(request), request.params.id, status);
        return companyDetail(app.db, app.config, request.params.id);
      },
    );
  }
};
