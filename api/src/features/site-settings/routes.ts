import type { FastifyPluginAsync } from 'fastify';
import { PublicSiteSettingsResponseSchema, type PublicSiteSettingsResponse } from 'shared-contracts';
import { readSettings } from './settingsService';

/** GET /api/public/site-settings: what the public pages need (no token). Payloads: shared-contracts/src/site/siteSettingsPayloads.ts. */
export const siteSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/public/site-settings', { schema: { response: { 200: PublicSiteSettingsResponseSchema } } }, async (): Promise<PublicSiteSettingsResponse> => {
    const settings = await readSettings(app.db, app.config);
    return { success: true, settings: { whatsappNumber: settings.whatsappNumber, trialDays: settings.trialDays } };
  });
};
