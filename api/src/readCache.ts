import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { SessionStore } from './features/auth/sessions/sessionStore';

// Shared by the features whose hottest reads are cached (tasks, documents, the updates feed); it lives
// beside requestCompany.ts rather than in one feature, so no feature imports another.

interface Entry {
  /** Whose data the value is: a company, or a user for per-user reads such as the updates feed. */
  scope: string;
  /** The user whose own rows the value is made of ('' when the whole scope's). */
  userId: string;
  value: unknown;
  /** When it stops being served (Date.now() time; SessionStore.entryLifetimeMs after it was read). */
  servedUntil: number;
}

/**
 * Per-instance cache of hot reads, so they cost no query while nothing changed. Each cache follows one
 * kind of notification on the session cache's channel ('t' tasks, 'd' documents, 'f' the updates feed),
 * which the database's triggers send at commit to every instance (migrations 0920 and 0940):
 * '<kind>:<scope>:<user>' drops that user's entries of the scope, '<kind>:<scope>' the scope's,
 * '<kind>:*' all of them. A company change ('c:<company>') drops the company's entries; a user change
 * ('u:', e.g. a name shown in a list) or a possible loss ('*') drops everything; other kinds are not
 * this cache's. Same guarantees as the session cache it rides on: before an entry is served, every
 * change committed before the request has been delivered (SessionStore.fresh); a read that raced a
 * notification is not kept; while the listening connection is down nothing is cached; an entry lives
 * at most SESSION_CACHE_SECONDS (each for a spread share of it, 75-100%).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, by key, with the generation they began in. */
  private readonly loading = new Map<string, { generation: number; value: Promise<unknown> }>();
  private generation = 0;

  /**
   * `alsoKinds`: other caches' letters whose change to a scope drops this cache's whole scope (a company-wide read
   * made of tasks or documents among other rows: 't:<company>:<user>' drops every user's entries of the company).
   */
  constructor(
    private readonly sessions: SessionStore,
    private readonly kind: string,
    private readonly maxEntries = 20_000,
    private readonly alsoKinds: readonly string[] = [],
  ) {
    sessions.onChange((payload) => this.invalidate(payload));
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(payload: string): void {
    const [kind, scope, userId] = payload.split(':', 3);
    if (kind === this.kind && scope && scope !== '*') return this.drop(scope, userId);
    if (kind === 'c' && scope) return this.drop(scope);
    const also = this.alsoKinds.includes(kind ?? '');
    if (also && scope && scope !== '*') return this.drop(scope);
    if (kind === this.kind || also || kind === 'u' || kind === '*') {
      this.generation++;
      this.entries.clear();
    }
  }

  private drop(scope: string, userId?: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.scope === scope && (!userId || entry.userId === userId)) this.entries.delete(key);
  }

  /**
   * The value under `key` (which must name everything the read depends on besides the scope's rows), else
   * `load()`, remembered. `since`: when the request's session was checked (`request.authAt`); the round trip
   * that check waited for then also answers for this read.
   */
  async read<T>(scope: string, userId: string, key: string, load: () => Promise<T>, since?: number): Promise<T> {
    const fullKey = `${scope}|${userId}|${key}`;
    if ((this.entries.has(fullKey) || this.loading.has(fullKey)) && (await this.sessions.fresh(since))) {
      const entry = this.entries.get(fullKey);
      if (entry && Date.now() < entry.servedUntil) return entry.value as T;
      if (entry) this.entries.delete(fullKey);
      // A read of the same key under way, begun after every change this request must see (nothing dropped since
      // it began, and every change committed before the request delivered): its answer is this request's too.
      // Without this, a burst of requests after an entry went would each run the read (on the embedded database,
      // one after another on its one connection).
      const pending = this.loading.get(fullKey);
      if (pending && pending.generation === this.generation) return pending.value as Promise<T>;
    }
    const generation = this.generation;
    const pending = load();
    this.loading.set(fullKey, { generation, value: pending });
    try {
      const value = await pending;
      if (generation === this.generation && this.sessions.listening) {
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(fullKey, { scope, userId, value, servedUntil: Date.now() + this.sessions.entryLifetimeMs() });
      }
      return value;
    } finally {
      if (this.loading.get(fullKey)?.value === pending) this.loading.delete(fullKey);
    }
  }
}

/** The encodings a cached body is kept in besides its JSON, as app.ts's @fastify/compress would choose them. */
type Encoding = 'br' | 'gzip';
/** app.ts's @fastify/compress threshold: a smaller body is sent as it is. */
const COMPRESS_FROM = 1024;

/**
 * The encoding of the request's Accept-Encoding to send a cached body in: br before gzip (as app.ts lists them),
 * none when neither is accepted (q=0, absent) or the client asked for no compression.
 */
export function acceptedEncoding(headers: Record<string, string | string[] | undefined>): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 4, @fastify/compress's own default: the first read of an entry pays for it, every hit sends it.
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * A cached read returns the same object on every hit: its JSON is written once (by the route's own
 * serializer, so only the contract's fields leave) and sent as it is, and so is its compressed copy when the
 * client accepts br or gzip (@fastify/compress leaves a body with a Content-Encoding alone). Keyed by the
 * object, so a value the cache dropped is forgotten here too.
 */
const written = new WeakMap<object, { json: Buffer } & Partial<Record<Encoding, Buffer>>>();
export function sendWritten(reply: FastifyReply, value: object, write: () => ReturnType<FastifyReply['serialize']>): FastifyReply {
  let body = written.get(value);
  if (body === undefined) {
    // Encoded once too: a hit sends the bytes without measuring or encoding the text again.
    const text = write();
    body = { json: Buffer.isBuffer(text) ? text : Buffer.from(typeof text === 'string' ? text : new Uint8Array(text)) };
    written.set(value, body);
  }
  reply.type('application/json; charset=utf-8');
  if (body.json.length < COMPRESS_FROM) return reply.send(body.json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(reply.request.headers);
  if (encoding === null) return reply.send(body.json);
  const packed = (body[encoding] ??= compressors[encoding](body.json));
  return reply.header('content-encoding', encoding).send(packed);
}

/**
 * The command centre's reads (calendar, work items, counts, score), per company: dropped by 'o' (occurrences, owners,
 * task links, the compliance profile, events, evidence, the company's row: migration 1071) and by the tasks ('t'),
 * documents ('d', receipts) and tracking start ('p') they are made of. Keys name the day (overdue is derived).
 */
export const commandCentreCache = (sessions: SessionStore) => new ReadCache(sessions, 'o', 20_000, ['t', 'd', 'p']);
