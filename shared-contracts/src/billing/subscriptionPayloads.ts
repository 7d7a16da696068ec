// API payloads of the subscriptions and payments features: one TypeBox schema each, the TypeScript types derived from
// them; used by the api (validation, serialization) and the public site's plan, checkout and result pages.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Text } from '../common/schemaFormats';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATES } from './subscriptions';

/** Seats of a plan: admin always listed, maker and checker when above 0. */
export const SeatCountsSchema = Type.Object({ admin: Type.Integer(), maker: Type.Integer(), checker: Type.Integer() });
export type SeatCounts = Static<typeof SeatCountsSchema>;

/** A package, prices in rupees per month. */
export const SubscriptionPackageSchema = Type.Object({
  id: Type.String(),
  layer: Type.String(),
  packageName: Type.String(),
  description: Type.String(),
  basePrice: Type.Number(),
  /** GST at 18% of basePrice, rounded to paise. */
  gst: Type.Number(),
  totalPrice: Type.Number(),
  seats: SeatCountsSchema,
});
export type SubscriptionPackage = Static<typeof SubscriptionPackageSchema>;

/** GET /api/subscriptions/packages (no token). */
export const PackagesResponseSchema = Type.Object({ success: Type.Literal(true), packages: Type.Array(SubscriptionPackageSchema) });
export type PackagesResponse = Static<typeof PackagesResponseSchema>;

export const CurrentSubscriptionSchema = Type.Object({
  status: StringEnum(SUBSCRIPTION_STATES),
  /** The paid plan in force (or last in force when expired); null during the trial. */
  plan: Nullable(SubscriptionPackageSchema),
  seats: SeatCountsSchema,
  seatsUsed: SeatCountsSchema,
  /** ISO date-times of the trial or the paid period. */
  periodStart: Type.String(),
  periodEnd: Type.String(),
  /** Whole days left, rounded up; 0 when expired. */
  daysLeft: Type.Integer(),
});
export type CurrentSubscription = Static<typeof CurrentSubscriptionSchema>;

/** GET /api/subscriptions/current (any company user). */
export const CurrentSubscriptionResponseSchema = Type.Object({ success: Type.Literal(true), subscription: CurrentSubscriptionSchema });
export type CurrentSubscriptionResponse = Static<typeof CurrentSubscriptionResponseSchema>;

/** The most team seats of one role a contract period may grant (far above any plan; a typo of 5000 is refused). */
export const CONTRACT_SEATS_MAX = 500;

/**
 * POST /api/super-admin/companies/:id/contract-period (super-admin): a period agreed by contract for a team larger than
 * any plan on offer; the plan gives the features and the admin seats, the contract the team seats and the months.
 */
export const ContractPeriodRequestSchema = Type.Object(
  {
    packageId: Text(64, { minLength: 1 }),
    makers: Type.Integer({ minimum: 0, maximum: CONTRACT_SEATS_MAX }),
    checkers: Type.Integer({ minimum: 0, maximum: CONTRACT_SEATS_MAX }),
    months: Type.Integer({ minimum: 1, maximum: 36 }),
    /** The contract or purchase-order number, kept on the period and in the audit trail. */
    contractReference: Text(80, { required: true }),
  },
  { additionalProperties: false },
);
export type ContractPeriodRequest = Static<typeof ContractPeriodRequestSchema>;

/** POST /api/payments/initiate (admin): the package only; the amount always comes from the package on the server. */
export const PaymentInitiateRequestSchema = Type.Object({ packageId: Text(64, { minLength: 1 }) }, { additionalProperties: false });
export type PaymentInitiateRequest = Static<typeof PaymentInitiateRequestSchema>;

/** The browser posts paymentParams as a hidden form to payuUrl (PayU's hosted checkout). */
export const PaymentInitiateResultSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  payuUrl: Type.String(),
  paymentParams: Type.Record(Type.String(), Type.String()),
});
export type PaymentInitiateResult = Static<typeof PaymentInitiateResultSchema>;

/**
 * What PayU (or the local test gateway) posts back to /api/payments/payu/{success,failure} and what the test gateway's
 * page posts: a form-encoded, cross-site post whose fields PayU chooses, so any field names, every value text. It is
 * authenticated by the reverse hash the service checks, not by its shape.
 */
export const GatewayCallbackSchema = Type.Record(Type.String(), Type.String());
export type GatewayCallback = Static<typeof GatewayCallbackSchema>;

export const PaymentRecordSchema = Type.Object({
  txnid: Type.String(),
  status: StringEnum(PAYMENT_STATUSES),
  /** Two decimals, as charged ("11798.82"). */
  amount: Type.String(),
  packageId: Type.String(),
  packageName: Type.String(),
  layer: Type.String(),
  /** The gateway's reason for a failure or a pending payment, when it gave one. */
  failureReason: Nullable(Type.String()),
  createdAt: Type.String(),
  completedAt: Nullable(Type.String()),
  /** The GST tax invoice's number once issued (GET /api/payments/{txnid}/invoice.pdf); null before. */
  invoiceNumber: Nullable(Type.String()),
  /** Trial days that were left at this payment and were added to the paid period. */
  trialDaysCredited: Type.Integer(),
});
export type PaymentRecord = Static<typeof PaymentRecordSchema>;

/** GET /api/payments/{txnid} (admin of that company); PayU's txnid is at most 25 characters. */
export const PaymentParamsSchema = Type.Object({ txnid: Text(25) });
export type PaymentParams = Static<typeof PaymentParamsSchema>;

export const PaymentResponseSchema = Type.Object({ success: Type.Literal(true), payment: PaymentRecordSchema });
export type PaymentResponse = Static<typeof PaymentResponseSchema>;

/** GET /api/payments (admin): the company's payments, newest first. */
export const PaymentListResponseSchema = Type.Object({ success: Type.Literal(true), payments: Type.Array(PaymentRecordSchema) });
export type PaymentListResponse = Static<typeof PaymentListResponseSchema>;
