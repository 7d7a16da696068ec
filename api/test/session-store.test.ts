import type { Database, Listener } from '../src/db/database';
import { SessionStore } from '../src/features/auth/sessionStore';

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
