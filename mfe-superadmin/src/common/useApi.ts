import { apiRequest } from 'shared-auth';
import { useAsync, type AsyncState } from 'shared-ui';

export type ApiResource<T> = AsyncState<T>;

/** GETs `path` (again whenever it changes); the newest answer wins. */
export function useApi<T>(path: string): ApiResource<T> {
  return useAsync<T>((signal) => apiRequest<T>(path, { signal }), [path]);
}

/** `?a=1&b=x` from the values that are set. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Address parameters of a list view: empty values and the first page are left out. */
export function listParams(values: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}
