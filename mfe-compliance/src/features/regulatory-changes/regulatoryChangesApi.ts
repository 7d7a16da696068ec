import { apiRequest } from 'shared-auth';
import type { AcknowledgeChangesResponse, ChangeTasksRequest, ChangeTasksResponse, RegulatoryChangesResponse, ReleaseRef, UserListResponse } from 'shared-contracts';

export const CHANGES_PATH = '/api/regulatory-changes';

export const fetchChanges = (signal?: AbortSignal) => apiRequest<RegulatoryChangesResponse>(CHANGES_PATH, { signal });

/** Acknowledges exactly the releases the screen showed. */
export const acknowledgeReleases = (releases: ReleaseRef[]) =>
  apiRequest<AcknowledgeChangesResponse>(`${CHANGES_PATH}/acknowledge`, { method: 'POST', body: { releases } });

export const createChangeTasks = (input: ChangeTasksRequest) => apiRequest<ChangeTasksResponse>(`${CHANGES_PATH}/tasks`, { method: 'POST', body: input });

/** The makers and checkers who can take a task (admin only). */
export async function fetchTeam(signal?: AbortSignal) {
  const [makers, checkers] = await Promise.all(
    (['maker', 'checker'] as const).map((role) => apiRequest<UserListResponse>(`/api/admin/users?role=${role}`, { signal }).then((r) => r.users)),
  );
  return [...makers!, ...checkers!].filter((user) => user.status === 'active');
}
