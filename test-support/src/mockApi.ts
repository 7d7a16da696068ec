import type { AnswerOf, Answer } from './answerTypes';
import { refusalOf } from './apiAnswerCheck';

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

/** What the fake answers: an answer, an Error (a network failure), or a function of the request (a promise: an answer still on its way). */
export type Reply<B = unknown> = Answer<B> | Error | ((body: unknown, call: FetchCall) => Answer<B> | Promise<Answer<B>>);

/** mockApi's table: each key's replies typed by the API's answer on that route (answerTypes.ts). */
export type RouteTable<K extends string> = { [P in K]: Reply<AnswerOf<P>> | Array<Reply<AnswerOf<P>>> };

const OFF_CONTRACT = Symbol('off contract');

/**
 * An answer the API's contract does not allow, faked on purpose to test the client's defence against it (an unknown
 * role, a proxy's page). Not checked; `why` says what the test defends against.
 */
export function offContract(why: string, answer: Answer): Answer<never> {
  return Object.assign({ ...answer }, { [OFF_CONTRACT]: why }) as Answer<never>;
}

const isSuccess = (status: number | undefined) => status === undefined || (status >= 200 && status < 300);
const DEFAULT_BODY = { success: true };

/** Refusals of answers made by reply functions, reported when the test ends (a thrown fetch may be caught by the screen). */
const lateRefusals: string[] = [];
/** Takes the refusals not yet reported (mockApi's own test reads them; every other test fails on them when it ends). */
export const takeLateRefusals = () => lateRefusals.splice(0);
afterEach(() => {
  const refused = takeLateRefusals();
  if (refused.length) throw new Error(refused.join('\n'));
});

/**
 * The front end's one fetch fake: replaces fetch with a table of answers keyed by 'METHOD /path?query', or by
 * 'METHOD /path' for every query (tests only; the product never mocks). An array answers successive calls in turn,
 * repeating its last entry. A call missing from the table answers 500, so an unexpected call shows up as a failure.
 * A success answer must be one the API gives: typed by the route's schema in shared-contracts/answers, and checked
 * against it when the table is made (a reply function's answer: when it answers), so a fake cannot drift from the
 * contract (docs/decisions/0340-fakes-typed-by-the-api-answers.md).
 */
export function mockApi<K extends string>(routes: RouteTable<K>) {
  const calls: FetchCall[] = [];
  const queues = new Map<string, Reply[]>();
  for (const [key, reply] of Object.entries(routes) as Array<[string, Reply | Reply[]]>) {
    const replies = Array.isArray(reply) ? [...reply] : [reply];
    const [method, address] = key.split(' ');
    for (const r of replies) {
      if (r instanceof Error || typeof r === 'function' || OFF_CONTRACT in r || !isSuccess(r.status)) continue;
      const refusal = refusalOf(method, address.split('?')[0], r.body ?? DEFAULT_BODY);
      if (refusal) throw new Error(refusal);
    }
    queues.set(key, replies);
  }
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call: FetchCall = { method, url, path: url.split('?')[0], body, headers: (init?.headers ?? {}) as Record<string, string>, credentials: init?.credentials };
    calls.push(call);
    const queue = queues.get(`${method} ${url}`) ?? queues.get(`${method} ${call.path}`);
    const next: Reply | undefined = queue?.length ? (queue.length > 1 ? queue.shift() : queue[0]) : undefined;
    if (next instanceof Error) throw next;
    const reply = typeof next === 'function' ? await next(body, call) : next;
    const status = reply?.status ?? (reply ? 200 : 500);
    const payload = reply?.body ?? (reply ? DEFAULT_BODY : { success: false, message: `No mock for ${method} ${url}` });
    if (typeof next === 'function' && isSuccess(reply?.status)) {
      const refusal = refusalOf(method, call.path, payload);
      if (refusal) {
        lateRefusals.push(refusal);
        throw new Error(refusal);
      }
    }
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
