import type { ContentLibraryInfo, HrQuestion, McaSection, RbiQuestion, SelfAuditCategory, SelfAuditPolicyGroup } from 'shared-contracts';

// Content libraries are data: each names its version, the date its references were checked
// against, and its sources. Item ids are stable: answers are stored against them.

export type LibraryInfo = ContentLibraryInfo;

export interface HrLibrary extends LibraryInfo {
  questions: HrQuestion[];
}

export interface RbiBank {
  library: LibraryInfo;
  areas: string[];
  questions: RbiQuestion[];
}

export interface McaLibrary extends LibraryInfo {
  sections: McaSection[];
}

export interface SelfAuditChecklist {
  returns: SelfAuditCategory[];
  committees: SelfAuditCategory[];
  policies: SelfAuditPolicyGroup[];
}
