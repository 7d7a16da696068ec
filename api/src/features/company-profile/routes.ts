import type { FastifyPluginAsync } from 'fastify';
import {
  CompanyEventInputSchema,
  CompanyEventListResponseSchema,
  CompanyEventResponseSchema,
  MessageResponseSchema,
  DIRECTOR_LIMITS,
  PROFILE_LIMITS,
  type CompanyEventInput,
  type ComplianceProfileInput,
  type ComplianceProfileResponse,
  type ComplianceProfileUpdateResponse,
} from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { getProfile, updateProfile, type CalendarEffect } from './service';
import { deleteEvent, listEvents, recordEvent, type EventsEffect } from './events';
import { requestShape } from '../../requestShape';

const eventBody = requestShape(CompanyEventInputSchema, 'body', { required: true });

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
    gstStates: { type: 'array', maxItems: PROFILE_LIMITS.states, items: { type: 'string', maxLength: 60 } },
    isdRegistered: { type: 'boolean' },
    debtListed: { type: 'boolean' },
    borrowings100Cr: { type: 'boolean' },
    csrApplies: { type: 'boolean' },
    rule9bApplies: { type: 'boolean' },
    taxAuditRequired: { type: 'boolean' },
    sftReporting: { type: 'boolean' },
    largeCorporate: { type: 'boolean' },
    foreignInvestment: { type: 'boolean' },
    ecbBorrower: { type: 'boolean' },
    directors: {
      type: 'array',
      maxItems: DIRECTOR_LIMITS.count,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'din', 'lastKycYear'],
        properties: { name: { type: 'string', maxLength: DIRECTOR_LIMITS.name }, din: { type: 'string', maxLength: 8 }, lastKycYear: { type: 'number' } },
      },
    },
  },
} as const;

/**
 * GET /api/company/compliance-profile: any user of the company (the calendar explains itself with it).
 * PUT: the admin only; answers what the change does to the calendar (`calendarEffect`, given by the calendar).
 */
export const companyProfileRoutes =
  (calendarEffect: CalendarEffect, eventsEffect: EventsEffect): FastifyPluginAsync =>
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

    // Company events (docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md): every user of the company reads them (the calendar explains its dates with them);
    // the admin records and deletes them.
    app.get(
      '/api/company/events',
      { preHandler: app.requireAuth(['admin', 'maker', 'checker']), schema: { response: { 200: CompanyEventListResponseSchema } } },
      async (request) => ({
        success: true as const,
        events: await listEvents(app.db, companyOf(request)),
      }),
    );

    app.post<{ Body: CompanyEventInput }>(
      '/api/company/events',
      { preHandler: app.requireAuth(['admin']), schema: { body: eventBody, response: { 201: CompanyEventResponseSchema } } },
      async (request, reply) => {
        const auth = request.auth!;
        const event = await recordEvent(app.db, { userId: auth.userId, role: auth.role, companyId: companyOf(request) }, request.body, request.ip, eventsEffect);
        reply.status(201);
        return { success: true as const, message: 'Event recorded', event };
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/api/company/events/:id',
      {
        preHandler: app.requireAuth(['admin']),
        schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } }, response: { 200: MessageResponseSchema } },
      },
      async (request) => {
        const auth = request.auth!;
        await deleteEvent(app.db, { userId: auth.userId, role: auth.role, companyId: companyOf(request) }, request.params.id, request.ip, eventsEffect);
        return { success: true as const, message: 'Event deleted' };
      },
    );
  };
