import { randomUUID } from 'node:crypto';
import { freshDatabase } from '../support/testApp';

// The caches' freshness check (docs/decisions/0042-fewer-statements-per-request-more-reads-cached.md): a request's second cached read reuses the round trip its session check
// waited for, and never a round trip sent before a change it must see.

test('a round trip answered after `since` answers for it; a change committed after it is still waited for', async () => {
  const { db, drop } = await freshDatabase();
  const channel = `sync_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const received: string[] = [];
  const listener = await db.listen(
    channel,
    (payload) => received.push(payload),
    () => undefined,
  );
  try {
    const requestStart = performance.now();
    await listener.sync();
    const trips = listener.roundTrips;
    await listener.sync(requestStart);
    expect(listener.roundTrips).toBe(trips);

    await db.query('SELECT pg_notify($1, $2)', [channel, 'changed']);
    await listener.sync(performance.now());
    expect(received).toEqual(['changed']);
  } finally {
    await listener.stop();
    await drop();
  }
});
