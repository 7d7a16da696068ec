// API payloads of billing: the platform's GST particulars that the super-admin sets (the supplier on every tax
// invoice), and the invoice facts the plan page lists. One TypeBox schema each, the TypeScript types derived from them.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../common/schemaFormats';

export const INVOICE_SERIES_PATTERN = /^[A-Z0-9]{1,4}$/;
export const SAC_PATTERN = /^99[0-9]{4}$/;

/**
 * PUT /api/super-admin/billing-profile, and the profile of its answer. The api words the refusals (GSTIN check
 * character, series, SAC), so it gives Fastify only this schema's shape.
 */
export const BillingProfilePayloadSchema = Type.Object(
  {
    /** The supplier's legal name as registered under GST. */
    legalName: Type.String({ maxLength: 160 }),
    gstin: Type.String({ maxLength: 20 }),
    /** The registered place of business, printed under the name. */
    address: Type.String({ maxLength: 400 }),
    /** Up to 4 capitals or digits; the invoice number is SERIES/FY/NNNNN (at most 16 characters, CGST Rules r. 46(b)). */
    invoiceSeries: Type.String({ maxLength: 10 }),
    /** Services Accounting Code printed on every line (998315 by default). */
    sac: Type.String({ maxLength: 10 }),
  },
  { additionalProperties: false },
);
export type BillingProfilePayload = Static<typeof BillingProfilePayloadSchema>;

/** GET and PUT /api/super-admin/billing-profile; profile is null until the super-admin saves one. */
export const BillingProfileResponseSchema = Type.Object({
  success: Type.Literal(true),
  profile: Nullable(BillingProfilePayloadSchema),
  /** The state the GSTIN is registered in (from its first two digits), for the screen. */
  supplierState: Nullable(Type.String()),
  /** Successful payments still waiting for their invoice because no profile was set when they were paid. */
  invoicesWaiting: Type.Integer(),
});
export type BillingProfileResponse = Static<typeof BillingProfileResponseSchema>;
