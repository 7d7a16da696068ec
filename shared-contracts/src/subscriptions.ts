// API payload types of the subscriptions and payments features, used by the api and the front ends.

/** Seats of a plan: admin always listed, maker and checker when above 0. */
export interface SeatCounts {
  admin: number;
  maker: number;
  checker: number;
}

/** A package, prices in rupees per month. */
export interface SubscriptionPackage {
  id: string;
  layer: string;
  packageName: string;
  description: string;
  basePrice: number;
  /** GST at 18% of basePrice, rounded to paise. */
  gst: number;
  totalPrice: number;
  seats: SeatCounts;
}

/** The card highlighted with the 'MOST POPULAR' banner. */
export const MOST_POPULAR_LAYER = 'Middle Layer NBFC';
export const GST_PERCENT = 18;

/** GET /api/subscriptions/packages (no token). */
export interface PackagesResponse {
  success: true;
  packages: SubscriptionPackage[];
}

export type SubscriptionState = 'trial' | 'active' | 'expired';

export interface CurrentSubscription {
  status: SubscriptionState;
  /** The paid plan in force (or last in force when expired); null during the trial. */
  plan: SubscriptionPackage | null;
  seats: SeatCounts;
  seatsUsed: SeatCounts;
  /** ISO date-times of the trial or the paid period. */
  periodStart: string;
  periodEnd: string;
  /** Whole days left, rounded up; 0 when expired. */
  daysLeft: number;
}

/** GET /api/subscriptions/current (any company user). */
export interface CurrentSubscriptionResponse {
  success: true;
  subscription: CurrentSubscription;
}

/** POST /api/payments/initiate (admin). */
export interface PaymentInitiateRequest {
  packageId: string;
}

/** The browser posts paymentParams as a hidden form to payuUrl (PayU's hosted checkout). */
export interface PaymentInitiateResult {
  success: boolean;
  message: string;
  payuUrl: string;
  paymentParams: Record<string, string>;
}

export type PaymentStatus = 'initiated' | 'pending' | 'success' | 'failure';

export interface PaymentRecord {
  txnid: string;
  status: PaymentStatus;
  /** Two decimals, as charged ("11798.82"). */
  amount: string;
  packageId: string;
  packageName: string;
  layer: string;
  /** The gateway's reason for a failure or a pending payment, when it gave one. */
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** GET /api/payments/:txnid (admin of that company). */
export interface PaymentResponse {
  success: true;
  payment: PaymentRecord;
}

/** GET /api/payments (admin): the company's payments, newest first. */
export interface PaymentListResponse {
  success: true;
  payments: PaymentRecord[];
}

/** The answer to a company user's write once the trial or plan has ended (HTTP 402). */
export const TRIAL_ENDED_MESSAGE = 'Your trial has ended. Please subscribe to continue.';
export const PLAN_ENDED_MESSAGE = 'Your plan has ended. Please subscribe to continue.';
