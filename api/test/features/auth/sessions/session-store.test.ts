import type { Database, Listener } from '../../../../src/db/database';
import { SessionStore } from '../../../../src/features/auth/sessions/sessionStore';

/** A database double: counts session reads, and lets the test play the notification connection. */
function fakeDatabase() {
  const state = {
    reads: 0,
    writes: 0,
    live: true,
    onMessage: (_payload: string) => undefined as void,
    onLive: (_live: boolean) => undefined as void,
    /** Resolves the next read when set (to interleave a notification with a read in flight). */
    gate: null as Promise<void> | null,
    syncFails: false,
  };
  const row = () => ({
    session_id: 's1',
    user_id: 'u1',
    role: 'maker',
    company_id: 'c1',
    email: 'm@x.in',
    first_name: 'M',
    last_name: 'K',
    company_name: 'C',
    expires_at: new Date(Date.now() + 3_600_000),
    last_seen_at: new Date(),
  });
  const db = {
    kind: 'postgres',
    async one() {
      state.reads++;
      if (state.gate) await state.gate;
      return state.live ? row() : null;
    },
    async query() {
      return [];
    },
    async execute() {
      state.writes++;
      return 1;
    },
    async listen(_channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): Promise<Listener> {
      state.onMessage = onMessage;
      state.onLive = onLive;
      onLive(true);
      return {
        sync: async () => {
          if (state.syncFails) throw new Error('down');
        },
        roundTrips: 0,
        stop: async () => onLive(false),
      };
    },
  } as unknown as Database;
  return { db, state };
}

const TOKEN = 'a'.repeat(43);

test('ASVS v5.0 7.2.1 repeated requests are served from the cache; a notification for the session, user or company drops it', async () => {
  for (const payload of ['s:s1', 'u:u1', 'c:c1']) {
    const { db, state } = fakeDatabase();
    const store = new SessionStore(db, { idleMinutes: 30, cacheSeconds: 30 });
    await store.start();
    expect(await store.resolve(TOKEN)).toMatchObject({ userId: 'u1', sessionId: 's1' });
    await store.resolve(TOKEN);
    expect(state.reads).toBe(1);
    state.live = false; // revoked in the database...
    state.onMessage('u:someone-else');
    expect(await store.resolve(TOKEN)).not.toBeNull();
    state.onMessage(payload); // ...and announced
    expect(await store.resolve(TOKEN)).toBeNull();
    await store.stop();
  }
});

test('ASVS v5.0 7.4.1 while the notification connection is down the cache is not trusted, and it starts empty when back', async () => {
  const { db, state } = fakeDatabase();
  const store = new SessionStore(db, { idleMinutes: 30, cacheSeconds: 30 });
  await store.start();
  await store.resolve(TOKEN);
  state.onLive(false);
  await store.resolve(TOKEN);
  await store.resolve(TOKEN);
  expect(state.reads).toBe(3);
  expect(store.size).toBe(0);
  state.onLive(true);
  await store.resolve(TOKEN);
  await store.resolve(TOKEN);
  expect(state.reads).toBe(4);
  // A failed round trip on the listening connection also means: ask the database.
  state.syncFails = true;
  await store.resolve(TOKEN);
  expect(state.reads).toBe(5);
  await store.stop();
});

test('ASVS v5.0 7.4.1 a read that was in flight when a revocation was announced is not cached', async () => {
  const { db, state } = fakeDatabase();
  const store = new SessionStore(db, { idleMinutes: 30, cacheSeconds: 30 });
  await store.start();
  let open!: () => void;
  state.gate = new Promise((resolve) => (open = resolve));
  const pending = store.resolve(TOKEN);
  while (state.reads === 0) await new Promise((resolve) => setImmediate(resolve));
  state.onMessage('s:s1');
  open();
  expect(await pending).not.toBeNull(); // it started before the revocation
  state.gate = null;
  state.live = false;
  expect(await store.resolve(TOKEN)).toBeNull();
  await store.stop();
});

test('SESSION_CACHE_SECONDS=0 reads the database on every request', async () => {
  const { db, state } = fakeDatabase();
  const store = new SessionStore(db, { idleMinutes: 30, cacheSeconds: 0 });
  await store.start();
  for (let i = 0; i < 3; i++) await store.resolve(TOKEN);
  expect(state.reads).toBe(3);
  expect(state.writes).toBe(0);
});

test('sessions cached together expire at spread times, all within SESSION_CACHE_SECONDS, so they do not all ask the database in the same second', async () => {
  const { db, state } = fakeDatabase();
  const store = new SessionStore(db, { idleMinutes: 30, cacheSeconds: 30 });
  await store.start();
  const tokens = Array.from({ length: 40 }, (_, i) => `${String(i).padStart(2, '0')}${'b'.repeat(41)}`);
  const start = Date.now();
  const clock = jest.spyOn(Date, 'now');
  try {
    clock.mockReturnValue(start);
    for (const token of tokens) await store.resolve(token);
    expect(state.reads).toBe(40);
    const readsAt = async (seconds: number) => {
      clock.mockReturnValue(start + seconds * 1000);
      const before = state.reads;
      for (const token of tokens) await store.resolve(token);
      return state.reads - before;
    };
    expect(await readsAt(22)).toBe(0); // none before 75% of the cache time
    const midway = await readsAt(26.25);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(40);
    // Those still cached at 26.25 s are read again by 30 s; those read again at 26.25 s are not due yet.
    expect(await readsAt(30)).toBe(40 - midway);
  } finally {
    clock.mockRestore();
    await store.stop();
  }
});

test('ASVS v5.0 7.3.1 the last-seen time of sessions that started together is written at spread times, never within a minute', async () => {
  const { db, state } = fakeDatabase();
  const store = new SessionStore(db, { idleMinutes: 30, cacheSeconds: 0 });
  await store.start();
  const tokens = Array.from({ length: 40 }, (_, i) => `${String(i).padStart(2, '0')}${'c'.repeat(41)}`);
  const clock = jest.spyOn(Date, 'now');
  const writesAt = async (seconds: number) => {
    clock.mockReturnValue(new Date().getTime() + seconds * 1000); // new Date() reads the real clock
    const before = state.writes;
    for (const token of tokens) await store.resolve(token);
    return state.writes - before;
  };
  try {
    // The double's session was last seen "now" (real time): the clock moves ahead of it.
    expect(await writesAt(59.9)).toBe(0);
    const midway = await writesAt(67.5);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(40);
    expect(await writesAt(75.1)).toBe(40);
  } finally {
    clock.mockRestore();
    await store.stop();
  }
});
