import type { FastifyPluginAsync } from 'fastify';
import { PROFILE_LIMITS, type ComplianceProfileInput, type ComplianceProfileResponse, type ComplianceProfileUpdateResponse } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { getProfile, updateProfile, type CalendarEffect } from './service';

// Types and sizes are checked here; meaning (ranges, states, messages) in the shared validator, so the
// form and the server give the same message.
const profileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nbfcLayer', 'assetSizeCr', 'depositTaking', 'listing', 'headcount', 'establishmentStates', 'financialYearStartMonth'],
  properties: {
    nbfcLayer: { type: 'string', maxLength: 40 },
    assetSizeCr: { type: 'number' },
    depositTaking: { type: 'boolean' },
    listing: { type: 'string', maxLength: 20 },
    headcount: { type: 'number' },
    establishmentStates: { type: 'array', maxItems: PROFILE_LIMITS.states, items: { type: 'string', maxLength: 60 } },
    financialYearStartMonth: { type: 'number' },
  },
} as const;

/**
 * GET /api/company/compliance-profile: any user of the company (the calendar explains itself with it).
 * PUT: the admin only; answers what the change does to the calendar (`calendarEffect`, given by the calendar).
 */
export const companyProfileRoutes =
  (calendarEffect: CalendarEffect): FastifyPluginAsync =>
  async (app) => {
    app.get('/api/company/compliance-profile', { preHandler: app.requireAuth(['admin', 'maker', 'checker']) }, async (request): Promise<ComplianceProfileResponse> => ({
      success: true,
      profile: await getProfile(app.db, companyOf(request)),
    }));

    app.put<{ Body: ComplianceProfileInput }>(
      '/api/company/compliance-profile',
      { preHandler: app.requireAuth(['admin']), schema: { body: profileBody } },
      async (request): Promise<ComplianceProfileUpdateResponse> => {
        const auth = request.auth!;
        const { after, calendarChanges } = await updateProfile(
          app.db,
          { userId: auth.userId, role: auth.role, companyId: companyOf(request) },
          request.body,
          request.ip,
          calendarEffect,
        );
        return { success: true, message: 'Company profile saved', profile: after, calendarChanges };
      },
    );
  };
