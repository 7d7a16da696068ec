type Reply = { status?: number; body?: unknown } | ((body: unknown) => { status?: number; body?: unknown });

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with a table of answers keyed by 'METHOD /path?query' (tests only; the product
 * never mocks). An array answers successive calls in turn, repeating its last entry. A call
 * missing from the table answers 500, so an unexpected call shows up as a failure.
 */
export function mockApi(routes: Record<string, Reply | Reply[]>) {
  const calls: FetchCall[] = [];
  const queues = new Map<string, Reply[]>();
  for (const [key, reply] of Object.entries(routes)) queues.set(key, Array.isArray(reply) ? [...reply] : [reply]);
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const queue = queues.get(`${method} ${url}`);
    let reply: Reply | undefined = queue?.length ? (queue.length > 1 ? queue.shift() : queue[0]) : undefined;
    if (typeof reply === 'function') reply = reply(body);
    const status = reply?.status ?? (reply ? 200 : 500);
    const payload = reply?.body ?? (reply ? { success: true } : { success: false, message: `No mock for ${method} ${url}` });
    // jsdom has no Response; apiRequest reads only ok, status and text().
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(payload) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
