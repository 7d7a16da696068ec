import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { companyOf } from '../../requestCompany';
import { parseKind } from '../sign-off/assessmentRef';
import { exportFileName, loadAssessmentReport } from './assessmentReport';
import { attachmentDisposition, sendCsv } from './csv';
import { reportCsvRows, reportXlsx } from './formats';
import { loadAssessmentPack } from './assessmentPack';
import { assessmentPackPdf } from './assessmentPackPdf';
import { loadCompanyReport, type CalendarReader } from './companyReport';
import { auditKeys } from '../audit/seal';
import { companyReportPdf } from './companyReportPdf';
import { userName } from './repository';
import { istDate } from '../../dates';

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

/** Assessment exports (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md): CSV, XLSX and a printable PDF report of the caller's company. */
export const exportRoutes =
  (readCalendar: CalendarReader): FastifyPluginAsync =>
  async (app) => {
    // PDF and XLSX exports of one signed-in user share one count (per user, not per address, in the shared store).
    const exportRateLimit = {
      max: app.config.exportLimitPer10Minutes,
      timeWindow: '10 minutes',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `export:${request.auth?.userId ?? request.ip}`,
    };
    app.get<{ Params: { kind: string; format: (typeof FORMATS)[number] }; Querystring: { scope?: string; period?: string } }>(
      '/api/exports/assessments/:kind.:format',
      {
        preHandler: app.requireAuth(['admin', 'maker', 'checker']),
        schema: { params, querystring: query },
        // A PDF or XLSX renders the whole report (a CPU-heavy second): counted per signed-in user, not per address,
        // in the shared rate-limit store. CSV is plain text and stays free.
        config: { rateLimit: { ...exportRateLimit, allowList: (request: FastifyRequest) => (request.params as { format?: string }).format === 'csv' } },
      },
      async (request, reply) => {
        const kind = parseKind(request.params.kind);
        const { format } = request.params;
        reply.header('cache-control', 'no-store');
        if (format === 'pdf') {
          const pack = await loadAssessmentPack(app.db, companyOf(request), kind, request.query.scope || undefined, request.query.period, auditKeys(app.dataKeys));
          return reply
            .header('content-type', MIME.pdf)
            .header('content-disposition', attachmentDisposition(exportFileName(pack.report, 'pdf')))
            .send(await assessmentPackPdf(pack));
        }
        const report = await loadAssessmentReport(app.db, companyOf(request), kind, request.query.scope || undefined, request.query.period);
        if (format === 'csv') return sendCsv(reply, exportFileName(report, 'csv'), reportCsvRows(report));
        const body = await reportXlsx(report);
        return reply
          .header('content-type', MIME[format])
          .header('content-disposition', attachmentDisposition(exportFileName(report, format)))
          .send(body);
      },
    );

    // The board's compliance report of a financial year (docs/decisions/0052-reports-a-board-and-an-auditor-accept.md): admins and checkers, who report upward.
    app.get<{ Querystring: { period?: string } }>(
      '/api/exports/company-report.pdf',
      {
        preHandler: app.requireAuth(['admin', 'checker']),
        schema: { querystring: { type: 'object', additionalProperties: false, properties: { period: { type: 'string', maxLength: 20 } } } },
        // A whole year's report: counted with the other PDF exports of the user.
        config: { rateLimit: exportRateLimit },
      },
      async (request, reply) => {
        const preparer = await userName(app.db, request.auth!.userId);
        const report = await loadCompanyReport(app.db, companyOf(request), request.query.period, auditKeys(app.dataKeys), readCalendar, preparer);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', MIME.pdf)
          .header('content-disposition', attachmentDisposition(`compliance-report-${report.period}-${istDate(report.generatedAt)}.pdf`))
          .send(await companyReportPdf(report));
      },
    );
  };
