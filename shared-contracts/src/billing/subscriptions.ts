// The subscriptions feature's fixed texts and figures, read by the public site's plan cards and by the api; kept free
// of TypeBox so the plans page loads without it. The payload schemas are in subscriptionPayloads.ts.

/** The card highlighted with the 'MOST POPULAR' banner. */
export const MOST_POPULAR_LAYER = 'Middle Layer NBFC';
export const GST_PERCENT = 18;

export const SUBSCRIPTION_STATES = ['trial', 'active', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const PAYMENT_STATUSES = ['initiated', 'pending', 'success', 'failure'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The answer to a company user's write once the trial or plan has ended (HTTP 402). */
export const TRIAL_ENDED_MESSAGE = 'Your trial has ended. Please subscribe to continue.';
export const PLAN_ENDED_MESSAGE = 'Your plan has ended. Please subscribe to continue.';
