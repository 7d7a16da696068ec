import { apiRequest } from 'shared-auth';
import type { AssessmentProgressResponse } from './types';

/** The company's assessment progress: the dashboards' rings and lists, the maker's drafts. */
export const assessmentsApi = {
  progress: (signal?: AbortSignal) => apiRequest<AssessmentProgressResponse>('/api/assessments/progress', { signal }),
};
