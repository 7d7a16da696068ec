import { apiRequest } from 'shared-auth';
import { TEAM_ROLES, type TeamRole } from 'shared-contracts/common';
import type { TeamUser, UserListResponse } from 'shared-contracts/users';
import { useAsync, type AsyncState } from '../hooks/useAsync';

export interface TeamQuery {
  /** Whose choice it is: the company's makers, checkers, or both (the default). */
  roles?: readonly TeamRole[];
  /**
   * Also suspended accounts: for filtering what exists (a suspended person's tasks), never for giving work
   * (a suspended person cannot sign in to do it).
   */
  withSuspended?: boolean;
}

/**
 * The people a choice of person offers (docs/decisions/0320-one-person-picker.md): the company's makers and/or
 * checkers (GET /api/admin/users, admin only), active accounts unless asked otherwise, makers before checkers.
 */
export async function loadTeam({ roles = TEAM_ROLES, withSuspended = false }: TeamQuery = {}, signal?: AbortSignal): Promise<TeamUser[]> {
  const lists = await Promise.all(roles.map((role) => apiRequest<UserListResponse>(`/api/admin/users?role=${role}`, { signal })));
  return lists.flatMap((list) => list.users).filter((user) => withSuspended || user.status === 'active');
}

/** loadTeam as a view's state (loading, error with retry). */
export function useTeam({ roles = TEAM_ROLES, withSuspended = false }: TeamQuery = {}): AsyncState<TeamUser[]> {
  const key = roles.join();
  return useAsync((signal) => loadTeam({ roles: key.split(',') as TeamRole[], withSuspended }, signal), [key, withSuspended]);
}
