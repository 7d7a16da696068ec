// API payload types of the contact feature, used by the api and the front ends.

/** Limits shared by the contact form and the server's schema. */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 20,
  companyName: 160,
  subject: 160,
  message: 4000,
} as const;

/** POST /api/contact (public, rate limited). */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  companyName?: string;
  subject: string;
  message: string;
}

export interface ContactResponse {
  success: true;
  message: string;
  id: string;
}

export type ContactMessageStatus = 'new' | 'handled';

/** One stored message, as the super-admin inbox reads it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  /** ISO timestamps. */
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
}

/** GET /api/contact-messages?page=1&pageSize=20&status=new|handled (super-admin only). */
export interface ContactMessageListResponse {
  success: true;
  messages: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** PATCH /api/contact-messages/{id} (super-admin only). */
export interface ContactMessageUpdateRequest {
  handled: boolean;
}

export interface ContactMessageUpdateResponse {
  success: true;
  message: ContactMessage;
}
