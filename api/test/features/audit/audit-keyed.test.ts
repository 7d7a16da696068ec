import { recordAudit } from '../../../src/features/audit/auditService';
import { auditKey, linkMac, sealPendingLinks } from '../../../src/features/audit/seal';
import { pdfText } from '../../support/exportReaders';
import { appWithMailbox, call } from '../../support/registration';
import { seedTeam, type TestApp } from '../../support/testApp';
import type { TestSmtpServer } from '../../support/smtpServer';

jest.setTimeout(120_000);

/**
 * The hash chain is computed in the database, so whoever can write there (the database role, a restored dump) could
 * rewrite a row and recompute every later link. The application therefore seals each link with an HMAC under a key
 * that never enters the database, and anchors each chain's head outside it: a signed checkpoint mailed to the admins.
 */
let smtp: TestSmtpServer;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await appWithMailbox()));
afterAll(() => close());

/** As the database's owner would: triggers off, the statement, triggers on. */
async function asOwner(statements: Array<[string, unknown[]?]>) {
  await t.db.transaction(async (tx) => {
    await tx.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    for (const [sql, params] of statements) await tx.query(sql, params ?? []);
    await tx.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
  });
}

/** Recomputes every link from `fromSeq` on, and the head, with the database's own functions (no key needed). */
async function rechain(chain: string, fromSeq: number) {
  const rows = await t.db.query<{ seq: number }>('SELECT seq FROM audit_events WHERE chain = $1 AND seq >= $2 ORDER BY seq', [chain, fromSeq]);
  const statements: Array<[string, unknown[]?]> = [];
  for (const { seq } of rows) {
    statements.push(
      ['UPDATE audit_events SET prev_hash = (SELECT hash FROM audit_events WHERE chain = $1 AND seq = $2 - 1) WHERE chain = $1 AND seq = $2', [chain, seq]],
      ['UPDATE audit_events e SET hash = audit_event_hash(e) WHERE chain = $1 AND seq = $2', [chain, seq]],
    );
  }
  statements.push([
    'UPDATE audit_chain_heads h SET seq = e.seq, hash = e.hash FROM (SELECT seq, hash FROM audit_events WHERE chain = $1 ORDER BY seq DESC LIMIT 1) e WHERE h.chain = $1',
    [chain],
  ]);
  await asOwner(statements);
}

async function companyWithEvents(n: number) {
  const team = await seedTeam(t.app);
  for (let i = 0; i < n; i++)
    await recordAudit(t.db, { companyId: team.companyId, actorId: team.admin.id, action: 'task.assigned', targetType: 'task', targetId: `t${i}` });
  return team;
}

const verify = async (token: string) => (await call(t.app, 'GET', '/api/audit/verify', token)).json();

test('ASVS v5.0 16.4.2 ASVS v5.0 16.4.3 a row rewritten with the whole chain recomputed in the database, without the key, is reported', async () => {
  const team = await companyWithEvents(4);
  expect(await verify(team.admin.token)).toMatchObject({ intact: true, firstBroken: null });
  const third = (await t.db.one<{ id: string; seq: number }>("SELECT id, seq FROM audit_events WHERE chain = $1 AND target_id = 't2'", [team.companyId]))!;
  await asOwner([[`UPDATE audit_events SET target_id = 'forged' WHERE id = $1`, [third.id]]]);
  await rechain(team.companyId, Number(third.seq));
  // The database's own check is satisfied...
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_events e WHERE chain = $1 AND hash <> audit_event_hash(e)', [team.companyId]))!.n).toBe(0);
  // ...the keyed one is not.
  expect(await verify(team.admin.token)).toMatchObject({ intact: false, firstBroken: { seq: Number(third.seq), eventId: third.id, problem: 'altered' } });
});

test('ASVS v5.0 16.4.2 a signed daily checkpoint is mailed to the admins; a trail cut back below it is reported', async () => {
  const team = await companyWithEvents(3);
  await t.app.auditCheckpoints();
  const head = (await t.db.one<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_chain_heads WHERE chain = $1', [team.companyId]))!;
  const mail = await smtp.mailTo(team.admin.email, 'Audit trail checkpoint');
  const mac = linkMac(auditKey(t.app.dataKey), team.companyId, Number(head.seq), head.hash);
  expect(mail.text).toContain(`Event number: ${head.seq}`);
  expect(mail.text).toContain(`Chain hash: ${head.hash}`);
  expect(mail.text).toContain(`Signature (HMAC-SHA-256): ${mac}`);
  // A second run the same day writes nothing new for an unchanged chain.
  expect(await t.app.auditCheckpoints()).toBe(0);

  // Removing the last event and moving the head back hides the cut from the chain itself, not from the checkpoint.
  await asOwner([
    ['DELETE FROM audit_events WHERE chain = $1 AND seq = $2', [team.companyId, head.seq]],
    ['ALTER TABLE audit_chain_heads DISABLE TRIGGER audit_chain_heads_no_delete'],
    [
      'UPDATE audit_chain_heads h SET seq = e.seq, hash = e.hash FROM (SELECT seq, hash FROM audit_events WHERE chain = $1 ORDER BY seq DESC LIMIT 1) e WHERE h.chain = $1',
      [team.companyId],
    ],
    ['ALTER TABLE audit_chain_heads ENABLE TRIGGER audit_chain_heads_no_delete'],
  ]);
  expect(await verify(team.admin.token)).toMatchObject({ intact: false, firstBroken: { seq: Number(head.seq), problem: 'missing' } });
});

test('ASVS v5.0 16.4.2 rows that existed at the upgrade are sealed once, unless already rewritten', async () => {
  const team = await companyWithEvents(3);
  // As a trail written before this release: no seals yet, and the upgrade (migration 1240) recorded its length.
  await t.db.execute('ALTER TABLE audit_seals DISABLE TRIGGER audit_seals_append_only');
  await t.db.execute('DELETE FROM audit_seals WHERE chain = $1', [team.companyId]);
  await t.db.execute('ALTER TABLE audit_seals ENABLE TRIGGER audit_seals_append_only');
  await t.db.execute('ALTER TABLE audit_legacy_cutoff DISABLE TRIGGER audit_legacy_cutoff_frozen');
  await t.db.execute('INSERT INTO audit_legacy_cutoff (chain, seq) VALUES ($1, 3)', [team.companyId]);
  await t.db.execute('ALTER TABLE audit_legacy_cutoff ENABLE TRIGGER audit_legacy_cutoff_frozen');
  const second = (await t.db.one<{ id: string }>('SELECT id FROM audit_events WHERE chain = $1 AND seq = 2', [team.companyId]))!;
  await asOwner([[`UPDATE audit_events SET action = 'forged' WHERE id = $1`, [second.id]]]);
  await sealPendingLinks(t.db, auditKey(t.app.dataKey));
  const sealed = await t.db.query<{ seq: number }>('SELECT seq FROM audit_seals WHERE chain = $1 ORDER BY seq', [team.companyId]);
  expect(sealed.map((s) => Number(s.seq))).toEqual([1, 3]);
  expect(await verify(team.admin.token)).toMatchObject({ intact: false, firstBroken: { seq: 2, problem: 'altered' } });
});

test('ASVS v5.0 16.4.2 the pack and the company report print the signed checkpoints an auditor can match with the mails', async () => {
  const team = await companyWithEvents(2);
  const printed = async (url: string) => {
    const res = await call(t.app, 'GET', url, team.admin.token);
    expect(res.statusCode).toBe(200);
    return (await pdfText(res.rawPayload)).replace(/\s+/g, '');
  };
  expect(await printed('/api/exports/assessments/hr.pdf')).toContain('Nosignedcheckpoint');

  await t.app.auditCheckpoints();
  const head = (await t.db.one<{ seq: number; hash: string }>('SELECT seq, hash FROM audit_chain_heads WHERE chain = $1', [team.companyId]))!;
  const mac = linkMac(auditKey(t.app.dataKey), team.companyId, Number(head.seq), head.hash);
  expect((await smtp.mailTo(team.admin.email, 'Audit trail checkpoint')).text).toContain(mac);
  // The signature printed is the one mailed (whitespace removed: the table wraps long values).
  for (const url of ['/api/exports/assessments/hr.pdf', '/api/exports/company-report.pdf']) {
    const text = await printed(url);
    expect(text).toContain(mac);
    expect(text).toContain(head.hash);
  }
  // A checkpoint row written without the key is not printed as an anchor.
  await t.db.execute('INSERT INTO audit_checkpoints (chain, seq, hash, mac) VALUES ($1, $2, $3, $4)', [team.companyId, head.seq, head.hash, 'f'.repeat(64)]);
  expect(await printed('/api/exports/assessments/hr.pdf')).not.toContain('f'.repeat(64));
});
