import { createHash } from 'node:crypto';
import type { CalendarLibraryResponse, LibraryObligation } from 'shared-contracts';
import type { Obligation } from '../../../content/calendar';
import { calendarObligations } from '../../../content';

// The library's texts as GET /api/obligations/library sends them, built once per loaded library. The version is the
// texts' own fingerprint, so a version names one text for ever (the answer may be cached as immutable) even when a
// library file is corrected without a new version number.

const built = new WeakMap<readonly Obligation[], CalendarLibraryResponse>();
/** Every version this instance built (a test or an operator may install another library while it runs). */
const byVersion = new Map<string, CalendarLibraryResponse>();
const KEPT_VERSIONS = 20;

/** An obligation's own texts as the library states them (the service's answer carries them for the exports). */
export function obligationTexts(o: Obligation): Omit<LibraryObligation, 'wordings'> {
  return {
    id: o.id,
    version: o.version,
    title: o.title,
    authority: o.authority,
    category: o.category,
    frequency: o.frequency,
    citation: o.citation,
    sourceUrl: o.sourceUrl,
    note: o.note ?? null,
    ...(o.internal ? { internal: true } : {}),
    ...(o.verification ? { verification: o.verification } : {}),
  };
}

function libraryObligation(o: Obligation): LibraryObligation {
  const own = (v: Obligation['variants'][number]) => v.version === o.version && v.title === o.title && v.effectiveFrom === o.effectiveFrom;
  return {
    ...obligationTexts(o),
    wordings: o.variants.filter((v) => !own(v)).map((v) => ({ version: v.version, title: v.title, citation: v.citation, sourceUrl: v.sourceUrl })),
  };
}

/** The texts of the library in use, with their version. */
export function calendarLibraryTexts(): CalendarLibraryResponse {
  const obligations = calendarObligations();
  let texts = built.get(obligations);
  if (!texts) {
    const list = obligations.map(libraryObligation);
    const version = createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16);
    texts = byVersion.get(version);
    if (!texts) {
      texts = { success: true, version, obligations: list };
      if (byVersion.size >= KEPT_VERSIONS) byVersion.delete(byVersion.keys().next().value!);
      byVersion.set(version, texts);
    }
    built.set(obligations, texts);
  }
  return texts;
}

/** The texts of a version this instance serves (the one in use, or one it used since it started), else undefined. */
export function calendarLibraryAt(version: string): CalendarLibraryResponse | undefined {
  const current = calendarLibraryTexts();
  return current.version === version ? current : byVersion.get(version);
}
