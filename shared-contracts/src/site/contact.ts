// The contact feature's limits, shared by the contact form and the payload schemas (contactPayloads.ts); kept free of
// TypeBox so the public site's form loads without it.

/** Limits shared by the contact form and the server's schema. */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 20,
  companyName: 160,
  subject: 160,
  message: 4000,
} as const;

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
