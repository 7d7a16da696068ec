import type { FastifyPluginAsync } from 'fastify';
import type {
  CompaniesResponse,
  CompanyChoicesResponse,
  CompanyDetailResponse,
  CreateCompanyRequest,
  CreateCompanyResponse,
} from 'shared-contracts';
import { companyChoices, listCompanies } from './companiesRepository';
import { companyDetail, createCompany, setCompanyStatus, trialDays } from './companiesService';
import { createCompanyBody, idParams, listQuery, parseEnum, parsePaging, parseSearch } from './schemas';
import { actorOf } from './usersService';

/** Company Management: list with plan and seats, detail, Add New Company, suspension. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/super-admin/companies',
    { schema: { querystring: listQuery } },
    async (request): Promise<CompaniesResponse> => {
      const { page, pageSize } = parsePaging(request.query);
      const filter = {
        search: parseSearch(request.query.search),
        status: parseEnum(request.query.status, ['active', 'suspended'] as const, 'status'),
      };
      const days = await trialDays(app.db, app.config);
      const { companies, total } = await listCompanies(app.db, filter, days, page, pageSize);
      return { success: true, companies, total, page, pageSize };
    },
  );

  app.get('/api/super-admin/company-choices', async (): Promise<CompanyChoicesResponse> => ({
    success: true,
    companies: await companyChoices(app.db),
  }));

  app.get<{ Params: { id: string } }>(
    '/api/super-admin/companies/:id',
    { schema: { params: idParams } },
    async (request): Promise<CompanyDetailResponse> => companyDetail(app.db, app.config, request.params.id),
  );

  app.post<{ Body: CreateCompanyRequest }>(
    '/api/super-admin/companies',
    { schema: { body: createCompanyBody } },
    async (request, reply): Promise<CreateCompanyResponse> => {
      const created = await createCompany(app.db, actorOf(request), request.body);
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
      { schema: { params: idParams } },
      async (request): Promise<CompanyDetailResponse> => {
        await setCompanyStatus(app.db, actorOf(request), request.params.id, status);
        return companyDetail(app.db, app.config, request.params.id);
      },
    );
  }
};
