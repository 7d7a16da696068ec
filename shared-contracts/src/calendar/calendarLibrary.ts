// The statutory calendar library's texts (docs/decisions/0061-the-month-answer-names-each-citation-once.md, speed): the same for every company on a library version, so
// they are read once per version (GET /api/obligations/library) rather than in every month answer.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Text } from '../common/schemaFormats';
import {
  ObligationFactsSchema,
  ObligationWordingSchema,
  type CalendarEntry,
  type CalendarObligation,
  type CalendarOccurrence,
  type CalendarResponse,
  type ObligationWording,
} from './calendar';

/** One obligation of the library: its own wording's texts, and every other wording occurrences may have been made under. */
export const LibraryObligationSchema = Type.Composite([
  ObligationFactsSchema,
  Type.Object({
    note: Nullable(Type.String()),
    /** An internal planning date (board or committee meeting), not a statutory due date of its own. */
    internal: Type.Optional(Type.Boolean()),
    /**
     * The obligation's other wordings, oldest first: earlier versions, and wordings of one version that differ by the
     * law in force at the period's end (Form 16A under the 1961 Act, Form 131 under the 2025 Act).
     */
    wordings: Type.Array(ObligationWordingSchema),
  }),
]);
export type LibraryObligation = Static<typeof LibraryObligationSchema>;

/** GET /api/obligations/library?version= : `version` is a month answer's libraryVersion. */
export const CalendarLibraryQuerySchema = Type.Object({ version: Text(64) }, { additionalProperties: false });
export type CalendarLibraryQuery = Static<typeof CalendarLibraryQuerySchema>;

/** Every obligation of the calendar library at one version (it never changes: a change of text is a new version). */
export const CalendarLibraryResponseSchema = Type.Object({
  success: Type.Literal(true),
  version: Type.String(),
  obligations: Type.Array(LibraryObligationSchema),
});
export type CalendarLibraryResponse = Static<typeof CalendarLibraryResponseSchema>;

/**
 * The wording an occurrence was made under, among an obligation's wordings (its own first): the one of its version
 * and title, else the first of its version, else the obligation's own. The server and the screens both find it so.
 */
export function wordingAmong<W extends Pick<ObligationWording, 'version' | 'title'>>(own: W, others: readonly W[], version: string, title: string): W {
  const candidates = [own, ...others];
  const ofVersion = candidates.filter((w) => w.version === version);
  return ofVersion.find((w) => w.title === title) ?? ofVersion[0] ?? own;
}

/** A month answer with the library's texts joined in: each obligation and occurrence as the screens show it. */
export type CalendarView = Omit<CalendarResponse, 'obligations' | 'occurrences'> & {
  obligations: CalendarObligation[];
  occurrences: CalendarOccurrence[];
};

/**
 * Joins a month answer to the library of its version. An occurrence of an obligation the library no longer has
 * keeps its own title with an empty citation and source (as the server's exports print it).
 */
export function joinCalendarTexts(calendar: CalendarResponse, library: CalendarLibraryResponse): CalendarView {
  const byId = new Map(library.obligations.map((o) => [o.id, o]));
  const obligations: CalendarObligation[] = [];
  for (const company of calendar.obligations) {
    const texts = byId.get(company.id);
    if (!texts) continue;
    const { wordings: _others, ...facts } = texts;
    obligations.push({ ...facts, ...company });
  }
  const occurrences = calendar.occurrences.map((o: CalendarEntry): CalendarOccurrence => {
    const texts = byId.get(o.obligationId);
    const wording = texts ? wordingAmong<ObligationWording>(texts, texts.wordings, o.obligationVersion, o.title) : null;
    return { ...o, citation: wording?.citation ?? '', sourceUrl: wording?.sourceUrl ?? '' };
  });
  return { ...calendar, obligations, occurrences };
}
