// Company events (issue 27): what happened on a date that starts a statutory clock (AGM held, auditor
// appointed, fraud classified...). The calendar's event-driven obligations fall due from them.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Text } from './schemaFormats';
import { isCalendarDate } from './formats';

export const COMPANY_EVENT_KINDS = [
  'agm-held',
  'auditor-appointed',
  'director-appointed',
  'director-details-changed',
  'fraud-classified',
  'debt-issued',
  'debt-servicing-due',
  'suspicious-transaction',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

/** How the event reads in period labels and on the screen ('AGM held on 12 Nov 2026'). */
export const COMPANY_EVENT_LABELS: Record<CompanyEventKind, string> = {
  'agm-held': 'AGM held',
  'auditor-appointed': 'Auditor appointed',
  'director-appointed': 'Director appointed or re-appointed',
  'director-details-changed': "Director's details changed",
  'fraud-classified': 'Fraud classified',
  'debt-issued': 'Debt securities allotted',
  'debt-servicing-due': 'Interest or principal on listed debt due',
  'suspicious-transaction': 'Transaction found suspicious',
};

export const COMPANY_EVENT_NOTE_MAX = 300;

/** POST /api/company/events */
export const CompanyEventInputSchema = Type.Object(
  {
    kind: Type.String({ maxLength: 40 }),
    date: IsoDate({ maxLength: 10 }),
    note: Type.Optional(Text(COMPANY_EVENT_NOTE_MAX)),
  },
  { additionalProperties: false },
);
export type CompanyEventInput = Static<typeof CompanyEventInputSchema>;

export const CompanyEventSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  label: Type.String(),
  date: Type.String(),
  note: Type.String(),
  recordedBy: Type.String(),
  recordedAt: Type.String(),
});
export type CompanyEvent = Static<typeof CompanyEventSchema>;

export const CompanyEventListResponseSchema = Type.Object({ success: Type.Literal(true), events: Type.Array(CompanyEventSchema) });
export type CompanyEventListResponse = Static<typeof CompanyEventListResponseSchema>;

export const CompanyEventResponseSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), event: CompanyEventSchema });
export type CompanyEventResponse = Static<typeof CompanyEventResponseSchema>;

/** The form's and the server's messages: the kind must be known and the date real. */
export function validateCompanyEvent(input: Partial<CompanyEventInput>, today: string): Partial<Record<keyof CompanyEventInput, string>> {
  const errors: Partial<Record<keyof CompanyEventInput, string>> = {};
  if (!(COMPANY_EVENT_KINDS as readonly unknown[]).includes(input.kind)) errors.kind = 'Choose what happened';
  if (typeof input.date !== 'string' || !isCalendarDate(input.date)) errors.date = 'Date must be a real date (YYYY-MM-DD)';
  // Only a scheduled payment date of listed debt may lie ahead: the others record what has happened.
  else if (input.date > today && input.kind !== 'debt-servicing-due') errors.date = 'Date cannot be in the future';
  if (input.note !== undefined && (typeof input.note !== 'string' || input.note.length > COMPANY_EVENT_NOTE_MAX))
    errors.note = `Note must be at most ${COMPANY_EVENT_NOTE_MAX} characters`;
  return errors;
}
