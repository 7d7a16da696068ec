import type { FastifyPluginAsync } from 'fastify';
import type { PublicSiteSettings } from 'shared-contracts';
import { readSettings } from './settingsService';

/** GET /api/public/site-settings: what the public pages need (no token). */
export const siteSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/public/site-settings', async (): Promise<{ success: true; settings: PublicSiteSettings }> => {
    const settings = await readSettings(app.db, app.config);
    return { success: true, settings: { whatsappNumber: settings.whatsappNumber, trialDays: settings.trialDays } };
  });
};
