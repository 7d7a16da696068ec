import { auditKeys } from './seal';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuditChainVerification, AuditFilterOptions, AuditListResponse } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { companyOf } from '../../requestCompany';
import { UUID_PATTERN } from 'shared-contracts';
import { verifyAllChains, verifyChain } from './chain';
import { eventRows, listAuditActions } from './actionRows';
import { auditFilterOptions, chainExists, listAuditEvents, type AuditFilter } from './repository';

const MAX_PAGE_SIZE = 100;
const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

type ListQuery = { page?: string; pageSize?: string; userId?: string; entity?: string; from?: string; to?: string; view?: 'actions' | 'events' };

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'string', maxLength: 6 },
    pageSize: { type: 'string', maxLength: 6 },
    userId: { type: 'string', maxLength: 36 },
    entity: { type: 'string', maxLength: 50 },
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 10 },
    // One row per action (the screens), or per recorded event (the exports, with every before and after).
    view: { type: 'string', enum: ['actions', 'events'] },
  },
} as const;

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1) throw new HttpError(400, `${name} must be a positive whole number`);
  return Number(value);
}

function day(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const valid = new RegExp(DATE).test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) throw new HttpError(400, `${name} must be a date as YYYY-MM-DD`);
  return value;
}

/** The console's filters, checked: a malformed value is a 400, never a database error. */
export function auditFilter(query: ListQuery): AuditFilter {
  const userId = query.userId || undefined;
  if (userId && !UUID_PATTERN.test(userId)) throw new HttpError(400, 'userId must be a user id');
  const entity = query.entity?.trim() || undefined;
  if (entity && !/^[a-z][a-z_-]*$/.test(entity)) throw new HttpError(400, 'entity must be an entity type such as task or user');
  const from = day(query.from, 'from');
  const to = day(query.to, 'to');
  if (from && to && from > to) throw new HttpError(400, 'from must be on or before to');
  return { userId, entity, from, to };
}

async function listPage(request: FastifyRequest<{ Querystring: ListQuery }>, chain: string): Promise<AuditListResponse> {
  const page = positive(request.query.page, 'page', 1);
  const pageSize = Math.min(positive(request.query.pageSize, 'pageSize', 20), MAX_PAGE_SIZE);
  const filter = auditFilter(request.query);
  const db = request.server.db;
  if (request.query.view === 'events') {
    const { events, total } = await listAuditEvents(db, chain, page, pageSize, filter);
    return { success: true, events: await eventRows(db, events), page, pageSize, total };
  }
  const { events, total } = await listAuditActions(db, chain, page, pageSize, filter);
  return { success: true, events, page, pageSize, total };
}

/** The admin reads and verifies its own company's audit trail; the super-admin verifies every chain. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireAuth(['admin']);
  const superAdminOnly = app.requireAuth(['super-admin']);

  app.get<{ Querystring: ListQuery }>('/api/audit', { preHandler: adminOnly, schema: { querystring: listQuery } }, async (request) =>
    listPage(request, companyOf(request)),
  );

  app.get('/api/audit/filters', { preHandler: adminOnly }, async (request): Promise<AuditFilterOptions> => ({
    success: true,
    ...(await auditFilterOptions(app.db, companyOf(request))),
  }));

  app.get('/api/audit/verify', { preHandler: adminOnly }, async (request): Promise<{ success: true } & AuditChainVerification> => ({
    success: true,
    ...(await verifyChain(app.db, companyOf(request), auditKeys(app.dataKeys))),
  }));

  // The super-admin reads any company's trail, or the platform's own ('platform': sign-ins of unknown accounts, refusals).
  app.get<{ Params: { chain: string }; Querystring: ListQuery }>(
    '/api/super-admin/audit/:chain',
    { preHandler: superAdminOnly, schema: { querystring: listQuery } },
    async (request) => {
      const { chain } = request.params;
      if (chain !== 'platform' && !UUID_PATTERN.test(chain)) throw new HttpError(404, 'No such audit trail');
      const key = chain.toLowerCase();
      // A company's trail, also after the company was deleted (its chain head stays); nothing for an unknown id.
      const known = key === 'platform' || (await chainExists(app.db, key));
      if (!known) throw new HttpError(404, 'No such audit trail');
      return listPage(request, key);
    },
  );

  app.get('/api/super-admin/audit-verify', { preHandler: superAdminOnly }, async () => {
    const chains = await verifyAllChains(app.db, auditKeys(app.dataKeys));
    const broken = chains.filter((c) => !c.intact);
    return { success: true, intact: broken.length === 0, chains: chains.length, events: chains.reduce((n, c) => n + c.checked, 0), broken };
  });
};
