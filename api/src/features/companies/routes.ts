import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_STATUSES } from 'shared-contracts';
import type { CompaniesResponse, CompanyChoicesResponse, CompanyDetailResponse, CreateCompanyRequest, CreateCompanyResponse } from 'shared-contracts';
import { actorOf, idParams, listQuery, parseEnum, parsePaging, parseSearch } from '../../consoleQuery';
import { companyChoices, listCompanies } from './repository';
import { registerBody } from './schemas';
import { companyDetail, createCompany, setCompanyStatus, trialDays } from './service';

/** The super-admin's Company Management: list with plan and seats, detail, Add New Company, suspension. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  const superAdminOnly = { preHandler: app.requireAuth(['super-admin']) };

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/super-admin/companies',
    { ...superAdminOnly, schema: { querystring: listQuery } },
    async (request): Promise<CompaniesResponse> => {
      const { page, pageSize } = parsePaging(request.query);
      const filter = {
        search: parseSearch(request.query.search),
        status: parseEnum(request.query.status, ACCOUNT_STATUSES, 'status'),
      };
      const days = await trialDays(app.db, app.config);
      const { companies, total } = await listCompanies(app.db, filter, days, page, pageSize);
      return { success: true, companies, total, page, pageSize };
    },
  );

  app.get('/api/super-admin/company-choices', superAdminOnly, async (): Promise<CompanyChoicesResponse> => ({
    success: true,
    companies: await companyChoices(app.db),
  }));

  app.get<{ Params: { id: string } }>(
    '/api/super-admin/companies/:id',
    { ...superAdminOnly, schema: { params: idParams } },
    async (request): Promise<CompanyDetailResponse> => companyDetail(app.db, app.config, request.params.id),
  );

  app.post<{ Body: CreateCompanyRequest }>(
    '/api/super-admin/companies',
    { ...superAdminOnly, schema: { body: registerBody } },
    async (request, reply): Promise<CreateCompanyResponse> => {
      const created = await createCompany(app.db, actorOf(request), { ...request.body, lastName: request.body.lastName ?? '' });
      reply.status(201);
      return created;
    },
  );

  for (const [verb, status] of [
    ['suspend', 'suspended'],
    ['reactivate', 'active'],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/super-admin/companies/:id/${verb}`,
      { ...superAdminOnly, schema: { params: idParams } },
      async (request): Promise<CompanyDetailResponse> => {
        await setCompanyStatus(app.db, actorOf(request), request.params.id, status);
        return companyDetail(app.db, app.config, request.params.id);
      },
    );
  }
};
