// Company events (docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md): what happened on a date that starts a statutory clock (AGM held, auditor
// appointed, fraud classified...). The calendar's event-driven obligations fall due from them.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Text } from '../common/schemaFormats';
import { isCalendarDate } from '../common/formats';

export const COMPANY_EVENT_KINDS = [
  'agm-held',
  'auditor-appointed',
  'director-appointed',
  'director-details-changed',
  'fraud-classified',
  'debt-issued',
  'debt-servicing-due',
  'suspicious-transaction',
  'cyber-incident',
  'rbi-intimation-change',
  'security-interest-created',
  'resolution-filed-with-roc',
  'ben1-received',
  'debt-board-meeting-scheduled',
  'debt-results-approved',
  'debt-record-date',
  'debt-material-event',
  'credit-rating-revised',
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
  'cyber-incident': 'Cyber incident detected',
  'rbi-intimation-change': 'Change in directors, address or auditors (to intimate to RBI)',
  'security-interest-created': 'Security interest created',
  'resolution-filed-with-roc': 'Resolution passed that must be filed with the Registrar (s. 117)',
  'ben1-received': 'Declaration of significant beneficial ownership (BEN-1) received',
  'debt-board-meeting-scheduled': 'Board meeting on listed debt (fund raising, interest, redemption) scheduled',
  'debt-results-approved': 'Financial results approved by the Board (listed debt)',
  'debt-record-date': 'Record date fixed for listed debt',
  'debt-material-event': 'Material event or information on listed debt',
  'credit-rating-revised': 'Credit rating of listed debt revised',
};

export const COMPANY_EVENT_NOTE_MAX = 300;

/** Events recorded ahead of their date: obligations fall due before them (a prior intimation, a record date's notice). */
export const SCHEDULED_EVENT_KINDS: readonly CompanyEventKind[] = ['debt-servicing-due', 'debt-board-meeting-scheduled', 'debt-record-date'];

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
  // Only scheduled dates (a payment, a board meeting or a record date of listed debt) may lie ahead: the others record what has happened.
  else if (input.date > today && !(SCHEDULED_EVENT_KINDS as readonly unknown[]).includes(input.kind)) errors.date = 'Date cannot be in the future';
  if (input.note !== undefined && (typeof input.note !== 'string' || input.note.length > COMPANY_EVENT_NOTE_MAX))
    errors.note = `Note must be at most ${COMPANY_EVENT_NOTE_MAX} characters`;
  return errors;
}
