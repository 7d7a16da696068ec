/** A faked request as the fake saw it. */
export interface FetchCall {
  method: string;
  /** The address with its query string. */
  url: string;
  /** The address without its query string. */
  path: string;
  /** The JSON body parsed, FormData as is, undefined when none. */
  body: unknown;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

/** `body`: JSON (an object) or the raw text of a file; `headers`: e.g. a file's content-disposition. */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
/** What the fake answers: a status and JSON body, an Error (a network failure), or a function of the request. */
export type Reply = Answer | Error | ((body: unknown, call: FetchCall) => Answer);

/**
 * The front end's one fetch fake: replaces fetch with a table of answers keyed by
 * 'METHOD /path?query', or by 'METHOD /path' for every query (tests only; the product never
 * mocks). An array answers successive calls in turn, repeating its last entry. A call missing
 * from the table answers 500, so an unexpected call shows up as a failure. Dependency-free, so
 * shared-auth's and shared-ui's own tests use it too.
 */
export function mockApi(routes: Record<string, Reply | Reply[]>) {
  const calls: FetchCall[] = [];
  const queues = new Map<string, Reply[]>();
  for (const [key, reply] of Object.entries(routes)) queues.set(key, Array.isArray(reply) ? [...reply] : [reply]);
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call: FetchCall = { method, url, path: url.split('?')[0], body, headers: (init?.headers ?? {}) as Record<string, string>, credentials: init?.credentials };
    calls.push(call);
    const queue = queues.get(`${method} ${url}`) ?? queues.get(`${method} ${call.path}`);
    const next: Reply | undefined = queue?.length ? (queue.length > 1 ? queue.shift() : queue[0]) : undefined;
    if (next instanceof Error) throw next;
    const reply = typeof next === 'function' ? next(body, call) : next;
    const status = reply?.status ?? (reply ? 200 : 500);
    const payload = reply?.body ?? (reply ? { success: true } : { success: false, message: `No mock for ${method} ${url}` });
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const headers = Object.fromEntries(Object.entries(reply?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    // jsdom has no Response: the parts the product's fetch layer reads.
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text], { type: headers['content-type'] ?? '' }),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  /** The calls made to one address (any query). */
  const of = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, fetchMock, of };
}

/**
 * For screens that log a failed call on purpose: console.error stays quiet for logged Error
 * objects while React's own warnings stay visible. Call once at the top of a test file.
 */
export function quietLoggedErrors() {
  const realError = console.error;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (args.some((a) => a instanceof Error)) return;
      realError(...args);
    });
  });
  afterEach(() => jest.restoreAllMocks());
}
