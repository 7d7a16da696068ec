import type { SessionStore } from './features/auth/sessions/sessionStore';
import { ReadCache } from './readCache';

// The cache's rules without a database: a notification on the channel is what the triggers send at commit.

function channel() {
  const subscribers: Array<(payload: string) => void> = [];
  const sessions = {
    onChange: (fn: (payload: string) => void) => subscribers.push(fn),
    fresh: async () => true,
    listening: true,
    entryLifetimeMs: () => 60_000,
  } as unknown as SessionStore;
  return { sessions, notify: (payload: string) => subscribers.forEach((fn) => fn(payload)) };
}

/** A read that answers when released (run n answers "<answer> n"), counting how often it ran. */
function slowRead(answer: string) {
  const waiting = new Map<number, () => void>();
  const read: { runs: number; release: (run: number) => void; load: () => Promise<string> } = {
    runs: 0,
    release: (run) => waiting.get(run)?.(),
    load: () => {
      const run = ++read.runs;
      return new Promise<string>((resolve) => waiting.set(run, () => resolve(`${answer} ${run}`)));
    },
  };
  return read;
}
const settle = () => new Promise((r) => setImmediate(r));

test('requests arriving while the same read is under way share it instead of each running it', async () => {
  const { sessions } = channel();
  const cache = new ReadCache(sessions, 'o');
  const read = slowRead('calendar');
  const first = cache.read('company-a', '', 'k', read.load);
  await Promise.resolve();
  const others = Promise.all([1, 2, 3].map(() => cache.read('company-a', '', 'k', read.load)));
  await settle();
  read.release(1);
  expect(await first).toBe('calendar 1');
  expect(await others).toEqual(['calendar 1', 'calendar 1', 'calendar 1']);
  expect(read.runs).toBe(1);
  // Another company's key is its own read.
  const other = slowRead('other');
  const theirs = cache.read('company-b', '', 'k', other.load);
  await settle();
  other.release(1);
  expect(await theirs).toBe('other 1');
});

test('a change notified while a read is under way: later requests read again, and the older answer is not kept', async () => {
  const { sessions, notify } = channel();
  const cache = new ReadCache(sessions, 'o', 100, ['t']);
  const read = slowRead('calendar');
  const first = cache.read('company-a', '', 'k', read.load);
  await settle();
  // A task of the company changed ('t' is one of this cache's other kinds): the read under way is not joined.
  notify('t:company-a:user-1');
  const second = cache.read('company-a', '', 'k', read.load);
  await settle();
  expect(read.runs).toBe(2);
  read.release(2);
  expect(await second).toBe('calendar 2');
  // The read begun before the change ends last: its answer goes to its own request only.
  read.release(1);
  expect(await first).toBe('calendar 1');
  expect(await cache.read('company-a', '', 'k', read.load)).toBe('calendar 2');
  expect(read.runs).toBe(2);
  // Another company's change leaves this entry; this company's drops it.
  notify('o:company-b');
  expect(await cache.read('company-a', '', 'k', read.load)).toBe('calendar 2');
  notify('o:company-a');
  const fresh = cache.read('company-a', '', 'k', read.load);
  await settle();
  read.release(3);
  expect(await fresh).toBe('calendar 3');
});
