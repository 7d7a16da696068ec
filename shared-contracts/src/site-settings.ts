/** GET /api/public/site-settings */
export interface PublicSiteSettings {
  /** International format without '+', e.g. 919876543210 (for wa.me links). */
  whatsappNumber: string;
  trialDays: number;
}
