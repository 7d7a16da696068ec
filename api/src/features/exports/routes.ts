import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { companyOf } from '../../requestCompany';
import { parseKind } from '../sign-off/assessmentRef';
import { exportFileName, loadAssessmentReport } from './assessmentReport';
import { attachmentDisposition, sendCsv } from './csv';
import { reportCsvRows, reportPdf, reportXlsx } from './formats';

const FORMATS = ['csv', 'xlsx', 'pdf'] as const;
const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

const params = {
  type: 'object',
  required: ['kind', 'format'],
  properties: { kind: { type: 'string', maxLength: 20 }, format: { type: 'string', enum: [...FORMATS] } },
} as const;
const query = {
  type: 'object',
  additionalProperties: false,
  properties: { scope: { type: 'string', maxLength: 80 }, period: { type: 'string', maxLength: 80 } },
} as const;

/** Assessment exports (issue 13): CSV, XLSX and a printable PDF report of the caller's company. */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; format: (typeof FORMATS)[number] }; Querystring: { scope?: string; period?: string } }>(
    '/api/exports/assessments/:kind.:format',
    {
      preHandler: app.requireAuth(['admin', 'maker', 'checker']),
      schema: { params, querystring: query },
      // A PDF or XLSX renders the whole report (a CPU-heavy second): counted per signed-in user, not per address,
      // in the shared rate-limit store. CSV is plain text and stays free.
      config: {
        rateLimit: {
          max: app.config.exportLimitPer10Minutes,
          timeWindow: '10 minutes',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `export:${request.auth?.userId ?? request.ip}`,
          allowList: (request: FastifyRequest) => (request.params as { format?: string }).format === 'csv',
        },
      },
    },
    async (request, reply) => {
      const kind = parseKind(request.params.kind);
      const report = await loadAssessmentReport(app.db, companyOf(request), kind, request.query.scope || undefined, request.query.period);
      const { format } = request.params;
      reply.header('cache-control', 'no-store');
      if (format === 'csv') return sendCsv(reply, exportFileName(report, 'csv'), reportCsvRows(report));
      const body = format === 'xlsx' ? await reportXlsx(report) : await reportPdf(report);
      return reply
        .header('content-type', MIME[format])
        .header('content-disposition', attachmentDisposition(exportFileName(report, format)))
        .send(body);
    },
  );
};
