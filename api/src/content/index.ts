// The regulatory content libraries: one source for the server's validation and the screens.
export { hrLibrary, hrQuestionIds } from './hr';
export { mcaLibrary, mcaQuestions, mcaQuestionById } from './mca';
export { rbiBanks } from './rbi';
export { selfAuditChecklists, selfAuditEntityTypes, selfAuditItems, selfAuditLibrary } from './self-audit';
export type { HrLibrary, LibraryInfo, McaLibrary, RbiBank, SelfAuditChecklist } from './types';
