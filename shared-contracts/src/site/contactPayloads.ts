// API payloads of the contact feature (the public form, the super-admin's inbox): one TypeBox schema each, the
// TypeScript types derived from them. The bounds are the form's own (CONTACT_LIMITS).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Text, Uuid } from '../common/schemaFormats';
import { CONTACT_LIMITS, CONTACT_MESSAGE_STATUSES } from './contact';

/** POST /api/contact (public, rate limited): emptiness and the e-mail's form are checked by the service, which words the refusal. */
export const ContactRequestSchema = Type.Object(
  {
    name: Text(CONTACT_LIMITS.name),
    email: Text(CONTACT_LIMITS.email),
    phone: Type.Optional(Text(CONTACT_LIMITS.phone)),
    companyName: Type.Optional(Text(CONTACT_LIMITS.companyName)),
    subject: Text(CONTACT_LIMITS.subject),
    message: Text(CONTACT_LIMITS.message),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;

export const ContactResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), id: Type.String() });
export type ContactResponse = Static<typeof ContactResponseSchema>;

/** One stored message, as the super-admin inbox reads it. */
export const ContactMessageSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  subject: Type.String(),
  message: Type.String(),
  status: StringEnum(CONTACT_MESSAGE_STATUSES),
  /** ISO timestamps. */
  createdAt: Type.String(),
  handledAt: Nullable(Type.String()),
  handledBy: Nullable(Type.String()),
});
export type ContactMessage = Static<typeof ContactMessageSchema>;

/** GET /api/contact-messages?page=1&pageSize=20&status=new|handled (super-admin only). */
export const ContactMessageListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$|^100$' })),
    status: Type.Optional(StringEnum(CONTACT_MESSAGE_STATUSES)),
  },
  { additionalProperties: false },
);
export type ContactMessageListQuery = Static<typeof ContactMessageListQuerySchema>;

export const ContactMessageListResponseSchema = Type.Object({
  success: Type.Literal(true),
  messages: Type.Array(ContactMessageSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ContactMessageListResponse = Static<typeof ContactMessageListResponseSchema>;

/** PATCH /api/contact-messages/{id} (super-admin only). */
export const ContactMessageParamsSchema = Type.Object({ id: Uuid() });
export const ContactMessageUpdateRequestSchema = Type.Object({ handled: Type.Boolean() }, { additionalProperties: false });
export type ContactMessageUpdateRequest = Static<typeof ContactMessageUpdateRequestSchema>;

export const ContactMessageUpdateResponseSchema = Type.Object({ success: Type.Literal(true), message: ContactMessageSchema });
export type ContactMessageUpdateResponse = Static<typeof ContactMessageUpdateResponseSchema>;
