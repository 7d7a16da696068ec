// How the library cites its instruments, counted the same way by the tests and by `npx tsx
// api/src/content/citationFiguresCli.ts` (docs/regulatory-sources.md, "Index pages" and "Evidence on every item").
// The goal: an index or portal page appears only beside the instrument's number, and at most 1 item in 10 cites one
// without it.

/** A regulator's index or portal page (a site's home page or a list of instruments), not the instrument itself. */
export const isIndexPage = (url: string) =>
  /^https:\/\/[^/]+\/?$/.test(url) || /BS_ViewMasterDirections\.aspx$|NotificationUser\.aspx$|master-circulars$|acts-rules\/ebooks/.test(url);

// The forms an instrument's number takes in the library: RBI's (RBI/2025-26/168, DOR.CRE.REC..., DoS...), a
// Gazette notification (G.S.R. 239(E)), a central Act's "(18 of 2013)", a state Act's "Karnataka Act 35 of 1976",
// "Mah. XVI of 1975" or "President's Act No. 11 of 1976", and SEBI's regulations and circulars (SEBI/LAD-NRO/GN/...).
const INSTRUMENT_NUMBER = new RegExp(
  [
    String.raw`RBI\/[A-Za-z]+\/\d{4}-\d{2}\/\d+`,
    String.raw`RBI\/\d{4}-\d{2}\/\d+`,
    String.raw`No\.\s?\d`,
    String.raw`G\.S\.R\.`,
    String.raw`GSR \d`,
    String.raw`Act,? (?:No\. ?)?(?:\d+|[IVXLC]+) of \d{4}`,
    String.raw`\((?:[A-Z][a-z]+\. )?(?:\d+|[IVXLC]+) of \d{4}\)`,
    String.raw`DOR\.[A-Z]`,
    String.raw`DoS\.[A-Z]`,
    String.raw`SEBI\/(?:LAD-NRO|HO)\/[A-Z0-9/-]+\/\d+`,
  ].join('|'),
);

interface CitedItem {
  id: string;
  source_url: string;
  clause?: string;
  reference?: string;
  verification?: { status: string };
}

/** Whether the item's clause or reference names the instrument's number. */
export const citesInstrumentNumber = (item: CitedItem) => INSTRUMENT_NUMBER.test(`${item.clause ?? ''} ${item.reference ?? ''}`);

/** Items that link an index page without naming the instrument's number. */
export const indexPagesWithoutNumber = <T extends CitedItem>(items: T[]) => items.filter((item) => isIndexPage(item.source_url) && !citesInstrumentNumber(item));

export interface CitationFigures {
  items: number;
  indexPageWithoutNumber: number;
  /** indexPageWithoutNumber / items, rounded to a tenth of a per cent. */
  indexPageShare: number;
  verification: Record<'official' | 'corroborated' | 'unverified', number>;
  unverifiedShare: number;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

export function citationFigures(libraries: { items: CitedItem[] }[]): CitationFigures {
  const items = libraries.flatMap((library) => library.items);
  const verification = { official: 0, corroborated: 0, unverified: 0 };
  for (const item of items) {
    const status = item.verification?.status;
    if (status === 'official' || status === 'corroborated' || status === 'unverified') verification[status]++;
  }
  const without = indexPagesWithoutNumber(items).length;
  return {
    items: items.length,
    indexPageWithoutNumber: without,
    indexPageShare: percent(without, items.length),
    verification,
    unverifiedShare: percent(verification.unverified, items.length),
  };
}
