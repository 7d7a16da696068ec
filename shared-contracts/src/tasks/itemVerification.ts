// How each law item (question, checklist item, document, calendar obligation) was established: on the
// instrument's own page, by independent published sources that agree, or not yet. Shown beside the item and
// in exports, so a user can weigh it.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/schemaFormats';

export const VERIFICATION_STATUSES = ['official', 'corroborated', 'unverified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  official: 'Official source',
  corroborated: 'Corroborated',
  unverified: 'Unverified',
};

export const VerificationSourceSchema = Type.Object({
  /** What was read: the instrument, the listing or the report. */
  title: Type.String(),
  /** Who published it (RBI, the Gazette of India, livemint...). */
  publisher: Type.String(),
  /** YYYY-MM-DD, where the source states it. */
  date: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
});
export type VerificationSource = Static<typeof VerificationSourceSchema>;

export const ItemVerificationSchema = Type.Object({
  status: StringEnum(VERIFICATION_STATUSES),
  sources: Type.Array(VerificationSourceSchema),
  /** For an unverified item: what is uncertain and why. Otherwise what the sources leave open, if anything. */
  note: Type.Optional(Type.String()),
});
export type ItemVerification = Static<typeof ItemVerificationSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sourceText = (s: VerificationSource) => {
  if (!s.date) return `${s.publisher}, ${s.title}`;
  const [y, m, d] = s.date.split('-').map(Number);
  return `${s.publisher}, ${s.title} (${d} ${MONTHS[m - 1]} ${y})`;
};

/** One line for a screen or an export: "Corroborated: livemint, ... (5 Dec 2025); Taxmann, ... (8 Dec 2025)". */
export function verificationText(v: ItemVerification | undefined): string {
  if (!v) return '';
  const sources = v.sources.map(sourceText).join('; ');
  const parts = [`${VERIFICATION_LABELS[v.status]}${sources ? `: ${sources}` : ''}`];
  if (v.note) parts.push(v.note);
  return parts.join('. ');
}
