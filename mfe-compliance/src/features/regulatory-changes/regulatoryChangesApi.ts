import { apiRequest } from 'shared-auth';
import type { AcknowledgeChangesResponse, ChangeTasksRequest, ChangeTasksResponse, RegulatoryChangesResponse, ReleaseRef } from 'shared-contracts';

export const CHANGES_PATH = '/api/regulatory-changes';

export const fetchChanges = (signal?: AbortSignal) => apiRequest<RegulatoryChangesResponse>(CHANGES_PATH, { signal });

/** Acknowledges exactly the releases the screen showed. */
export const acknowledgeReleases = (releases: ReleaseRef[]) =>
  apiRequest<AcknowledgeChangesResponse>(`${CHANGES_PATH}/acknowledge`, { method: 'POST', body: { releases } });

export const createChangeTasks = (input: ChangeTasksRequest) => apiRequest<ChangeTasksResponse>(`${CHANGES_PATH}/tasks`, { method: 'POST', body: input });
