/** Test helper: replaces global fetch with queued answers and records the calls. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: RequestCredentials;
}

export function mockFetch(answers: Array<{ status: number; body?: unknown } | Error>) {
  const calls: RecordedCall[] = [];
  const queue = [...answers];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      credentials: init?.credentials,
    });
    const next = queue.shift();
    if (!next) throw new Error(`Unexpected call to ${String(url)}`);
    if (next instanceof Error) throw next;
    const text = next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
    return { ok: next.status >= 200 && next.status < 300, status: next.status, text: async () => text } as Response;
  }) as typeof fetch;
  return calls;
}
