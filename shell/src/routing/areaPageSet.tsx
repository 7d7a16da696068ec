import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AreaName } from 'shared-contracts';
import { resetRemote } from '../federation/remoteRegistry';
import { loadAreaPages, type AreaPageSet } from './areaRoutes';

interface AreaPageSetState {
  /** null while the contributors' route lists load. */
  pageSet: AreaPageSet | null;
  /** Forgets the contributors that failed and loads the area's route lists again (menu and pages together). */
  retry: () => void;
}

const AreaPageSetContext = createContext<AreaPageSetState>({ pageSet: null, retry: () => undefined });

/** Loads an area's route lists once for its frame's menu and its pages, so a Retry brings both back. */
export function AreaPageSetProvider({ area, contributors, children }: { area: AreaName; contributors: string[]; children: ReactNode }) {
  const [pageSet, setPageSet] = useState<AreaPageSet | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setPageSet(null);
    void loadAreaPages(area, contributors).then((result) => live && setPageSet(result));
    return () => {
      live = false;
    };
  }, [area, contributors, attempt]);
  const retry = useCallback(() => {
    pageSet?.failed.forEach(resetRemote);
    setAttempt((n) => n + 1);
  }, [pageSet]);
  const value = useMemo(() => ({ pageSet, retry }), [pageSet, retry]);
  return <AreaPageSetContext.Provider value={value}>{children}</AreaPageSetContext.Provider>;
}

export function useAreaPageSet(): AreaPageSetState {
  return useContext(AreaPageSetContext);
}
