import type { FastifyPluginAsync } from 'fastify';
import { EMAIL_PATTERN, PlatformSettingsPayloadSchema, PlatformSettingsResponseSchema } from 'shared-contracts';
import type { PlatformSettingsPayload, PlatformSettingsResponse } from 'shared-contracts';
import { HttpError } from '../../httpError';
import { requestShape } from '../../requestShape';
import { recordAudit } from '../audit/auditService';
import { readSettings, writeSetting } from './settingsService';

// Payloads: shared-contracts/src/site/siteSettingsPayloads.ts. The rules below word the refusals, so Fastify checks the shape only.
const settingsBody = requestShape(PlatformSettingsPayloadSchema, 'body', { required: true });
const TRIAL_DAYS_RANGE = { min: PlatformSettingsPayloadSchema.properties.trialDays.minimum!, max: PlatformSettingsPayloadSchema.properties.trialDays.maximum! };

function checkSettings(body: PlatformSettingsPayload): PlatformSettingsPayload {
  const whatsappNumber = body.whatsappNumber.replace(/[\s+-]/g, '');
  if (!Number.isInteger(body.trialDays) || body.trialDays < TRIAL_DAYS_RANGE.min || body.trialDays > TRIAL_DAYS_RANGE.max) {
    throw new HttpError(400, `Trial length must be between ${TRIAL_DAYS_RANGE.min} and ${TRIAL_DAYS_RANGE.max} days`);
  }
  if (!/^[0-9]{10,15}$/.test(whatsappNumber)) {
    throw new HttpError(400, 'WhatsApp number must be 10 to 15 digits with the country code, e.g. 919876543210');
  }
  const contactInboxEmail = body.contactInboxEmail.trim();
  if (!EMAIL_PATTERN.test(contactInboxEmail)) throw new HttpError(400, 'Contact inbox email is invalid');
  return { trialDays: body.trialDays, whatsappNumber, contactInboxEmail };
}

/** System Settings: what the operator changes at run time (the environment gives the defaults). */
export const consoleSettingsRoutes: FastifyPluginAsync = async (app) => {
  const superAdminOnly = { preHandler: app.requireAuth(['super-admin']) };
  const answer = { response: { 200: PlatformSettingsResponseSchema } };

  app.get('/api/super-admin/settings', { ...superAdminOnly, schema: answer }, async (): Promise<PlatformSettingsResponse> => ({
    success: true,
    settings: await readSettings(app.db, app.config),
  }));

  app.put<{ Body: PlatformSettingsPayload }>(
    '/api/super-admin/settings',
    { ...superAdminOnly, schema: { body: settingsBody, ...answer } },
    async (request): Promise<PlatformSettingsResponse> => {
      const next = checkSettings(request.body);
      await app.db.transaction(async (tx) => {
        const before = await readSettings(tx, app.config);
        for (const key of ['trialDays', 'whatsappNumber', 'contactInboxEmail'] as const) {
          if (before[key] !== next[key]) await writeSetting(tx, key, next[key] as never, request.auth!.userId);
        }
        await recordAudit(tx, {
          companyId: null,
          actorId: request.auth!.userId,
          actorRole: 'super-admin',
          action: 'superadmin.settings_updated',
          targetType: 'platform_settings',
          targetId: null,
          before,
          after: next,
          ip: request.ip,
        });
      });
      return { success: true, settings: await readSettings(app.db, app.config) };
    },
  );
};
