import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AssessmentKindId, EvidenceLink } from 'shared-contracts';
import { fetchEvidence } from './evidenceApi';

interface EvidenceState {
  kind: AssessmentKindId;
  /** The bank or checklist (self-audit: the entity type on screen); the server's default otherwise. */
  scope?: string;
  byQuestion: Map<string, EvidenceLink[]>;
  reload: () => void;
}

const EvidenceContext = createContext<EvidenceState | null>(null);

/** Loads the evidence of one assessment once (one call for all its questions) for the question cards. */
export function EvidenceProvider({ kind, scope, children }: { kind: AssessmentKindId; scope?: string; children: ReactNode }) {
  const [links, setLinks] = useState<EvidenceLink[] | null>(null);
  const reload = useCallback(() => {
    // Without evidence (e.g. the call fails) the cards simply show none; answering is never blocked.
    fetchEvidence(kind, scope).then(setLinks, () => setLinks(null));
  }, [kind, scope]);
  useEffect(reload, [reload]);
  const value = useMemo(() => {
    const byQuestion = new Map<string, EvidenceLink[]>();
    for (const link of links ?? []) byQuestion.set(link.questionId, [...(byQuestion.get(link.questionId) ?? []), link]);
    return { kind, scope, byQuestion, reload };
  }, [kind, scope, links, reload]);
  return <EvidenceContext.Provider value={links ? value : null}>{children}</EvidenceContext.Provider>;
}

export const useEvidence = () => useContext(EvidenceContext);
