/** An error answer of the api, or a network failure; `message` is the answer's message, else its error, else 'An error occurred'. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

/** `?a=1&b=x` from the values that are set (undefined, '' and false are left out); '' when none is. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Base of every call: same origin, under /api. */
export const API_BASE = '';

let onUnauthorized: (() => void) | null = null;

/** The auth store learns here that the server no longer knows the session (expired, ended elsewhere). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/**
 * The error of a non-OK answer: its text is the answer's message, else its error, else
 * 'An error occurred'. A 401 goes to the one unauthorized handler first.
 */
export function failureOf(status: number, data: unknown, fallback = 'An error occurred'): ApiRequestError {
  const record = (data && typeof data === 'object' ? data : {}) as { message?: unknown; error?: unknown };
  const message = (typeof record.message === 'string' && record.message) || (typeof record.error === 'string' && record.error) || fallback;
  if (status === 401) onUnauthorized?.();
  return new ApiRequestError(message, status, data);
}

/**
 * The shared helper (docs/specifications.md, A §8): JSON in and out, and on a non-OK answer an error whose
 * text is the answer's message, else its error, else 'An error occurred'. The session travels in its
 * HttpOnly cookie, which the browser adds to same-origin calls by itself.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, signal, credentials: 'same-origin' });
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw failureOf(response.status, data);
  return data as T;
}
