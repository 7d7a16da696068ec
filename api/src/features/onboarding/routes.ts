import type { FastifyPluginAsync } from 'fastify';
import { MessageResponseSchema, ONBOARDING_MESSAGES, OnboardingResponseSchema } from 'shared-contracts';
import { companyOf } from '../../requestCompany';
import { dismiss, onboarding } from './service';

/** The admin's guided onboarding checklist (docs/decisions/0049-people-and-the-command-centre-screen.md). */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireAuth(['admin']);
  app.get('/api/admin/onboarding', { preHandler: adminOnly, schema: { response: { 200: OnboardingResponseSchema } } }, async (request) =>
    onboarding(app.db, companyOf(request), request.auth!.userId),
  );
  app.post('/api/admin/onboarding/dismiss', { preHandler: adminOnly, schema: { response: { 200: MessageResponseSchema } } }, async (request) => {
    await dismiss(app.db, { companyId: companyOf(request), userId: request.auth!.userId, role: request.auth!.role }, request.ip);
    return { success: true as const, message: ONBOARDING_MESSAGES.dismissed };
  });
};
