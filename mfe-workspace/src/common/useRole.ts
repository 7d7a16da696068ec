import { useLocation } from 'react-router-dom';
import type { WorkspaceRole } from './types';

/** The area the page is shown in (/maker or /checker): pages are shared by both. */
export function useWorkspaceRole(): WorkspaceRole {
  return useLocation().pathname.startsWith('/checker') ? 'checker' : 'maker';
}
