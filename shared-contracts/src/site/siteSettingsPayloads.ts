// API payloads of the site settings: what the public pages read, and what the super-admin changes at run time
// (System Settings). One TypeBox schema each, the TypeScript types derived from them. The public pages import
// the types only, so TypeBox stays out of the first visit.
import { Type, type Static } from '@sinclair/typebox';

/** The settings every visitor may read. */
export const PublicSiteSettingsSchema = Type.Object({
  /** International format without '+', e.g. 919876543210 (for wa.me links). */
  whatsappNumber: Type.String(),
  trialDays: Type.Integer(),
});
export type PublicSiteSettings = Static<typeof PublicSiteSettingsSchema>;

/** GET /api/public/site-settings (no session). */
export const PublicSiteSettingsResponseSchema = Type.Object({ success: Type.Literal(true), settings: PublicSiteSettingsSchema });
export type PublicSiteSettingsResponse = Static<typeof PublicSiteSettingsResponseSchema>;

/**
 * PUT /api/super-admin/settings, and the settings of its answer. The api words the refusals ("Trial length must be
 * between 1 and 90 days"), so it gives Fastify only this schema's shape; the form reads its bounds from it.
 */
export const PlatformSettingsPayloadSchema = Type.Object(
  {
    trialDays: Type.Integer({ minimum: 1, maximum: 90 }),
    /** International format without '+', 10 to 15 digits (spaces, '+' and '-' are dropped on saving). */
    whatsappNumber: Type.String({ maxLength: 20 }),
    /** Where contact-form messages are also announced (the messages themselves are stored). */
    contactInboxEmail: Type.String({ maxLength: 254 }),
  },
  { additionalProperties: false },
);
export type PlatformSettingsPayload = Static<typeof PlatformSettingsPayloadSchema>;

/** GET and PUT /api/super-admin/settings */
export const PlatformSettingsResponseSchema = Type.Object({ success: Type.Literal(true), settings: PlatformSettingsPayloadSchema });
export type PlatformSettingsResponse = Static<typeof PlatformSettingsResponseSchema>;
