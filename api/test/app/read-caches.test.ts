import type { FastifyInstance } from 'fastify';
import { buildTestApp, seedTeam, sessionHeaders, type TestApp } from '../support/testApp';

// docs/decisions/0042-fewer-statements-per-request-more-reads-cached.md: the document register's pages (per company) and the updates feed (per user) are cached per API
// instance. Whatever changes what they show (this instance, another one, plain SQL), the next read shows it.

let t: TestApp;
let team: Awaited<ReturnType<typeof seedTeam>>;
let other: Awaited<ReturnType<typeof seedTeam>>;

beforeEach(async () => {
  t = await buildTestApp();
  team = await seedTeam(t.app);
  other = await seedTeam(t.app);
});
afterEach(async () => t.close());

const get = async (token: string, url: string, app: FastifyInstance = t.app) => {
  const res = await app.inject({ method: 'GET', url, headers: sessionHeaders(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const documents = (token: string, app?: FastifyInstance) => get(token, '/api/documents/get?limit=20', app);
const feed = (token: string, app?: FastifyInstance) => get(token, '/api/updates?pageSize=50', app);
const addDocument = (companyId: string, uploadedBy: string, name: string) =>
  t.db.execute(
    `INSERT INTO documents (company_id, name, category, nbfc_type, file_name, extension, mime_type, size_bytes, sha256, uploaded_by)
     VALUES ($1, $2, 'KYC', 'NBFC below 500Cr', 'd.pdf', 'pdf', 'application/pdf', 10, repeat('a', 64), $3)`,
    [companyId, name, uploadedBy],
  );

describe('the document register', () => {
  test('is served from the cache while nothing changed (a change that bypasses the notification is not seen)', async () => {
    await addDocument(team.companyId, team.admin.id, 'First');
    // The seeding's own notifications (users, companies) reach the listener first: on PostgreSQL one arriving
    // during the next read would rightly keep that read out of the cache, and this test would prove nothing.
    expect(await t.app.sessions.fresh()).toBe(true);
    expect((await documents(team.maker.token)).documents.map((d: { name: string }) => d.name)).toEqual(['First']);
    // Only to prove the cache is used: with the notifying trigger off, a change stays unseen.
    await t.db.exec('ALTER TABLE documents DISABLE TRIGGER documents_changed');
    await t.db.execute(`UPDATE documents SET name = 'Renamed silently' WHERE company_id = $1`, [team.companyId]);
    expect((await documents(team.maker.token)).documents[0].name).toBe('First');
    await t.db.exec('ALTER TABLE documents ENABLE TRIGGER documents_changed');
    // Another company's change leaves this company's pages; this company's own is seen at once.
    await addDocument(other.companyId, other.admin.id, 'Theirs');
    expect((await documents(team.maker.token)).documents[0].name).toBe('First');
    await addDocument(team.companyId, team.admin.id, 'Second');
    const after = await documents(team.maker.token);
    expect(after.documents.map((d: { name: string }) => d.name).sort()).toEqual(['Renamed silently', 'Second']);
    expect(after.counts).toEqual({ total: 2, approved: 0, pending: 2, rejected: 0 });
  });

  test('a review, a removal and an uploader renamed are seen at the next read', async () => {
    await addDocument(team.companyId, team.maker.id, 'Board resolution');
    expect((await documents(team.admin.token)).documents[0]).toMatchObject({ status: 'pending', uploadedBy: 'Mohan Maker' });
    await t.db.execute(`UPDATE documents SET status = 'approved' WHERE company_id = $1`, [team.companyId]);
    expect((await documents(team.admin.token)).counts).toMatchObject({ approved: 1, pending: 0 });
    await t.db.execute(`UPDATE users SET first_name = 'Mohini' WHERE id = $1`, [team.maker.id]);
    expect((await documents(team.admin.token)).documents[0].uploadedBy).toBe('Mohini Maker');
    await t.db.execute(`DELETE FROM documents WHERE company_id = $1`, [team.companyId]);
    expect(await documents(team.admin.token)).toMatchObject({ documents: [], counts: { total: 0 } });
  });

  test('a document added through another API instance is seen by this one at once', async () => {
    const second = await t.secondInstance!();
    try {
      expect((await documents(team.maker.token, second.app)).documents).toEqual([]);
      expect((await documents(team.maker.token)).documents).toEqual([]);
      await addDocument(team.companyId, team.admin.id, 'Shared');
      expect((await documents(team.maker.token, second.app)).documents[0].name).toBe('Shared');
      expect((await documents(team.maker.token)).documents[0].name).toBe('Shared');
    } finally {
      await second.close();
    }
  });
});

describe('the updates feed', () => {
  test("opening an item changes that user's feed at once, and no one else's", async () => {
    const before = await feed(team.maker.token);
    const othersBefore = await feed(team.checker.token);
    const fresh = before.updates.find((u: { isNew: boolean }) => u.isNew) ?? before.updates[0];
    await t.db.execute(`INSERT INTO update_reads (user_id, update_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [team.maker.id, fresh.id]);
    const after = await feed(team.maker.token);
    expect(after.updates.find((u: { id: string }) => u.id === fresh.id).isNew).toBe(false);
    if (fresh.isNew) expect(after.counts.new).toBe(before.counts.new - 1);
    expect(await feed(team.checker.token)).toEqual(othersBefore);
  });

  test('archiving, and an item published or changed, are seen at the next read', async () => {
    const before = await feed(team.maker.token);
    const item = before.updates[0];
    await t.db.execute(`INSERT INTO update_archives (user_id, update_id) VALUES ($1, $2)`, [team.maker.id, item.id]);
    expect((await feed(team.maker.token)).updates.map((u: { id: string }) => u.id)).not.toContain(item.id);
    await t.db.execute(`UPDATE compliance_updates SET title = 'Retitled by the platform' WHERE id = $1`, [before.updates[1].id]);
    expect((await feed(team.checker.token)).updates.find((u: { id: string }) => u.id === before.updates[1].id).title).toBe('Retitled by the platform');
    expect((await feed(team.maker.token)).updates.find((u: { id: string }) => u.id === before.updates[1].id).title).toBe('Retitled by the platform');
  });

  test('is served from the cache while nothing changed (a change that bypasses the notification is not seen)', async () => {
    // Earlier notifications delivered first (see the document register's test above).
    expect(await t.app.sessions.fresh()).toBe(true);
    const before = await feed(team.maker.token);
    await t.db.exec('ALTER TABLE compliance_updates DISABLE TRIGGER compliance_updates_changed');
    await t.db.execute(`UPDATE compliance_updates SET title = 'Changed silently' WHERE id = $1`, [before.updates[0].id]);
    expect((await feed(team.maker.token)).updates[0].title).toBe(before.updates[0].title);
    await t.db.exec('ALTER TABLE compliance_updates ENABLE TRIGGER compliance_updates_changed');
  });
});
