import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  NBFC_TYPES,
  SELF_AUDIT_ENTITY_TYPES,
  type DocumentCategory,
  type DocumentNbfcType,
  type HrCategory,
  type HrQuestion,
  type McaQuestion,
  type NbfcType,
  type RbiQuestion,
  type SelfAuditEntityType,
  type SelfAuditItem,
  type SelfAuditTab,
} from 'shared-contracts';
import type { ChangeEntry } from './changeLog';
import { ContentError, validateLibrary, type LibraryFile, type LibraryItem, type LibraryKind, type Recurrence } from './schema';
import type { HrLibrary, LibraryInfo, McaLibrary, RbiBank, SelfAuditChecklist } from './types';
import { buildCalendar, type CalendarLibrary } from './calendar';

// Reads every library file of the content folder, validates it and builds the shapes the
// services and screens use. Loaded once at start; a bad file refuses the start.

/** What an answer records of the text it answered: changes when the question is reworded. */
export const fingerprintOf = (text: string) => createHash('sha256').update(text.normalize('NFC').replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16);

export interface ItemRecord {
  libraryId: string;
  version: string;
  text: string;
  fingerprint: string;
  clause: string;
  sourceUrl: string;
  obligation?: string;
  notApplicableAllowed: boolean;
  applicability?: LibraryItem['applicability'];
  verification?: LibraryItem['verification'];
}

export interface RequiredDocument {
  id: string;
  category: DocumentCategory;
  name: string;
  reference: string;
  appliesTo: 'all' | DocumentNbfcType[];
  verification?: LibraryItem['verification'];
}

export interface DeadlineItem {
  id: string;
  title: string;
  description: string;
  body: string;
  category: string;
  priority: 'urgent' | 'high' | 'medium' | 'low';
  source: string;
  sourceUrl: string;
  recurrence: Recurrence;
}

export type SelfAuditEntry = SelfAuditItem & { tab: SelfAuditTab; group: string };

/** One entry of a library's change log, with the library and release it belongs to. */
export interface LibraryChange extends ChangeEntry {
  libraryId: string;
  libraryName: string;
  libraryKind: LibraryKind;
  /** The release (library version) that made the change, and its publication date. */
  version: string;
  date: string;
}

export interface ContentSet {
  dir: string;
  obligations: Map<string, LibraryItem>;
  hr: HrLibrary;
  hrIds: ReadonlySet<string>;
  mca: McaLibrary;
  mcaQuestions: (McaQuestion & { section: string })[];
  rbiBanks: Record<NbfcType, RbiBank>;
  selfAudit: { library: LibraryInfo; checklists: Record<SelfAuditEntityType, SelfAuditChecklist>; items: Record<SelfAuditEntityType, Map<string, SelfAuditEntry>> };
  requiredDocuments: { library: { version: string; checkedOn: string }; documents: RequiredDocument[] };
  deadlines: { library: LibraryInfo; items: DeadlineItem[] };
  /** Every library's change log, newest release first within a library. */
  changes: LibraryChange[];
  /** Every assessable item by kind ('hr', 'rbi', 'mca', 'self-audit') and id. */
  items: Record<'hr' | 'rbi' | 'mca' | 'self-audit', Map<string, ItemRecord>>;
  /** The statutory calendar's obligations (calendar-*.json). */
  calendar: CalendarLibrary;
}

export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '../../content');

const infoOf = (file: LibraryFile): LibraryInfo => ({
  id: file.id,
  version: file.version,
  effectiveDate: file.effective_date,
  publicationDate: file.publication_date,
  name: file.name,
  provider: file.provider,
  sources: file.sources,
});

const recordOf = (file: LibraryFile, item: LibraryItem): ItemRecord => ({
  libraryId: file.id,
  version: file.version,
  text: item.text,
  fingerprint: fingerprintOf(item.text),
  clause: item.clause,
  sourceUrl: item.source_url,
  ...(item.obligation ? { obligation: item.obligation } : {}),
  notApplicableAllowed: naAllowed(item),
  ...(item.applicability ? { applicability: item.applicability } : {}),
  ...(item.verification ? { verification: item.verification } : {}),
});

/** "Not applicable" may be answered where the item says so, or where it states who it applies to. */
const naAllowed = (item: LibraryItem) => item.not_applicable_allowed || item.applicability !== undefined;

/** The item fields every screen may show: clause, source and whether N/A may be answered. */
const itemMeta = (item: LibraryItem) => ({
  clause: item.clause,
  sourceUrl: item.source_url,
  notApplicableAllowed: naAllowed(item),
  ...(item.obligation ? { obligation: item.obligation } : {}),
  ...(item.applicability ? { applicability: item.applicability } : {}),
  ...(item.verification ? { verification: item.verification } : {}),
});

/** Every library file of `dir`, each validated on its own (the seed of the content; releases are laid over it). */
export function readLibraries(dir: string): LibraryFile[] {
  let names: string[];
  try {
    names = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    throw new ContentError(dir, 'the folder', 'cannot be read (set CONTENT_DIR to the folder of the library files)');
  }
  return names.map((name) => {
    const file = path.join(dir, name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ContentError(name, 'the file', `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    return Object.assign(validateLibrary(name, parsed), { __file: name });
  });
}

function single(libraries: LibraryFile[], kind: LibraryKind): LibraryFile {
  const found = libraries.filter((library) => library.kind === kind);
  if (found.length !== 1) throw new ContentError(kind, 'the folder', `must hold exactly one library of kind ${kind} (found ${found.length})`);
  return found[0]!;
}

const fileName = (library: LibraryFile) => (library as { __file?: string }).__file ?? library.id;

/** RBI banks: a bank that `extends` another answers the other's items first, then its own (cumulative layers). */
function buildRbiBanks(libraries: LibraryFile[]): { banks: Record<NbfcType, RbiBank>; items: Map<string, ItemRecord> } {
  const files = libraries.filter((library) => library.kind === 'rbi');
  const byId = new Map(files.map((file) => [file.id, file]));
  const items = new Map<string, ItemRecord>();
  const composed = (file: LibraryFile, chain: string[] = []): { file: LibraryFile; item: LibraryItem }[] => {
    if (chain.includes(file.id)) throw new ContentError(fileName(file), 'extends', `forms a cycle (${[...chain, file.id].join(' -> ')})`);
    const parentId = file.extends as string | undefined;
    let inherited: { file: LibraryFile; item: LibraryItem }[] = [];
    if (parentId) {
      const parent = byId.get(parentId);
      if (!parent) throw new ContentError(fileName(file), 'extends', `names ${parentId}, which is no RBI library`);
      inherited = composed(parent, [...chain, file.id]);
    }
    return [...inherited, ...file.items.map((item) => ({ file, item }))];
  };
  const banks = {} as Record<NbfcType, RbiBank>;
  for (const type of NBFC_TYPES) {
    const forType = files.filter((file) => file.nbfc_type === type);
    if (forType.length !== 1) throw new ContentError('rbi', 'the folder', `must hold exactly one RBI library for ${type} (found ${forType.length})`);
    const file = forType[0]!;
    // An inherited item that states the layers it applies to is left out of the other layers' banks
    // (for example 'placed correctly in the Base Layer').
    const entries = composed(file).filter(({ file: from, item }) => from === file || !item.applicability?.layers || item.applicability.layers.includes(type));
    const seen = new Set<string>();
    const questions: RbiQuestion[] = entries.map(({ file: from, item }) => {
      if (seen.has(item.id)) throw new ContentError(fileName(file), `item ${item.id}`, 'appears twice once the libraries it extends are added');
      seen.add(item.id);
      const known = items.get(item.id);
      if (known && known.libraryId !== from.id) throw new ContentError(fileName(from), `item ${item.id}`, `repeats an id of ${known.libraryId}`);
      items.set(item.id, recordOf(from, item));
      return {
        questionId: item.id,
        area: item.area as string,
        questionText: item.text,
        clauseReference: item.reference as string,
        explanation: item.explanation as string,
        ...itemMeta(item),
        ...(from.id !== file.id ? { layerLibrary: from.id } : {}),
      };
    });
    // Each answer records its own item's library version; the bank shows its own library.
    banks[type] = {
      library: infoOf(file),
      areas: [...new Set(questions.map((question) => question.area))],
      questions,
    };
  }
  return { banks, items };
}

function buildSelfAudit(file: LibraryFile) {
  const byId = new Map(file.items.map((item) => [item.id, item]));
  const checklists = {} as Record<SelfAuditEntityType, SelfAuditChecklist>;
  const items = {} as Record<SelfAuditEntityType, Map<string, SelfAuditEntry>>;
  type Group = { name: string; items: string[] };
  const raw = file.checklists as Record<SelfAuditEntityType, Record<SelfAuditTab, Group[]>>;
  for (const type of SELF_AUDIT_ENTITY_TYPES) {
    const entries = new Map<string, SelfAuditEntry>();
    const itemsOf = (tab: SelfAuditTab, group: Group): SelfAuditItem[] =>
      group.items.map((id) => {
        const item = byId.get(id)!;
        const built: SelfAuditItem = {
          questionId: id,
          item: item.text,
          reference: item.reference as string,
          ...(item.guidance ? { guidance: item.guidance as string } : {}),
          ...itemMeta(item),
        };
        entries.set(id, { ...built, tab, group: group.name });
        return built;
      });
    const list = raw[type];
    checklists[type] = {
      returns: list.returns.map((group) => ({ category: group.name, items: itemsOf('returns', group) })),
      committees: list.committees.map((group) => ({ category: group.name, items: itemsOf('committees', group) })),
      policies: list.policies.map((group) => ({ group: group.name, items: itemsOf('policies', group) })),
    };
    items[type] = entries;
  }
  return { library: infoOf(file), checklists, items };
}

/**
 * Loads and validates every library of `dir`; throws ContentError naming the file and the fault. `releases`: library
 * files (validated) that replace the folder's file of the same id (content releases published from the database).
 */
export function loadContent(dir: string = DEFAULT_CONTENT_DIR, releases: readonly LibraryFile[] = []): ContentSet {
  const replaced = new Map(releases.map((file) => [file.id, file]));
  const libraries = readLibraries(dir).map((file) => (replaced.has(file.id) ? Object.assign({ ...replaced.get(file.id)! }, { __file: fileName(file) }) : file));
  const obligationsFile = single(libraries, 'obligations');
  const obligations = new Map(obligationsFile.items.map((item) => [item.id, item]));
  for (const library of libraries) {
    for (const item of library.items) {
      if (item.obligation && !obligations.has(item.obligation)) {
        throw new ContentError(fileName(library), `item ${item.id}.obligation`, `names ${item.obligation}, which is no obligation of ${fileName(obligationsFile)}`);
      }
    }
  }

  const hrFile = single(libraries, 'hr');
  const hr: HrLibrary = {
    ...infoOf(hrFile),
    questions: hrFile.items.map((item): HrQuestion => ({
      id: item.id,
      category: item.category as HrCategory,
      area: item.area as string,
      question: item.text,
      guidance: item.guidance as string,
      documentsEvidence: item.evidence as string[],
      legalReference: item.reference as string,
      ...itemMeta(item),
    })),
  };

  const mcaFile = single(libraries, 'mca');
  const sections = mcaFile.sections as { id: string; title: string }[];
  const mca: McaLibrary = {
    ...infoOf(mcaFile),
    sections: sections.map((section) => ({
      sectionId: section.id,
      title: section.title,
      questions: mcaFile.items
        .filter((item) => item.section === section.id)
        .map((item): McaQuestion => ({
          id: item.id,
          question: item.text,
          options: naAllowed(item) ? ['Yes', 'No', 'N/A'] : ['Yes', 'No'],
          guidance: item.guidance as string,
          evidence: item.evidence as string[],
          reference: item.reference as string,
          ...itemMeta(item),
        })),
    })),
  };
  const mcaQuestions = mca.sections.flatMap((section) => section.questions.map((question) => ({ ...question, section: section.title })));

  const rbi = buildRbiBanks(libraries);
  const selfAuditFile = single(libraries, 'self-audit');
  const selfAudit = buildSelfAudit(selfAuditFile);

  const documentsFile = single(libraries, 'required-documents');
  const documents: RequiredDocument[] = documentsFile.items.map((item) => ({
    id: item.id,
    category: item.category as DocumentCategory,
    name: item.text,
    reference: item.reference as string,
    appliesTo: item.applies_to as RequiredDocument['appliesTo'],
    ...(item.verification ? { verification: item.verification } : {}),
  }));
  const names = new Set<string>();
  for (const document of documents) {
    // Approved uploads are matched on the name: two entries of one name would share them.
    if (names.has(document.name)) throw new ContentError(fileName(documentsFile), `item ${document.id}.text`, 'repeats the name of another document');
    names.add(document.name);
  }

  const deadlinesFile = single(libraries, 'deadlines');
  const deadlines = deadlinesFile.items.map((item): DeadlineItem => ({
    id: item.id,
    title: item.text,
    description: item.description as string,
    body: item.body as string,
    category: item.category as string,
    priority: item.priority as DeadlineItem['priority'],
    source: item.source as string,
    sourceUrl: item.source_url,
    recurrence: item.recurrence as Recurrence,
  }));

  const changes = libraries.flatMap((library) =>
    (library.changes ?? []).flatMap((release) =>
      release.items.map((entry): LibraryChange => ({
        ...entry,
        libraryId: library.id,
        libraryName: library.name,
        libraryKind: library.kind,
        version: release.version,
        date: release.date,
      })),
    ),
  );
  const recordsOf = (file: LibraryFile) => new Map(file.items.map((item) => [item.id, recordOf(file, item)]));
  return {
    dir,
    obligations,
    hr,
    hrIds: new Set(hr.questions.map((question) => question.id)),
    mca,
    mcaQuestions,
    rbiBanks: rbi.banks,
    selfAudit,
    requiredDocuments: { library: { version: documentsFile.version, checkedOn: documentsFile.publication_date }, documents },
    deadlines: { library: infoOf(deadlinesFile), items: deadlines },
    changes,
    items: { hr: recordsOf(hrFile), mca: recordsOf(mcaFile), rbi: rbi.items, 'self-audit': recordsOf(selfAuditFile) },
    calendar: buildCalendar(
      libraries.filter((library) => library.kind === 'calendar'),
      fileName,
    ),
  };
}
