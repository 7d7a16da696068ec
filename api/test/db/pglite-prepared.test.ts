import { openPglite, type Database } from '../../src/db/database';

// docs/decisions/0380-the-embedded-database-keeps-hot-statements-prepared.md: the embedded database's thread keeps a
// statement it has seen twice parsed (and planned) by its text. These check that this changes no answer.
let db: Database;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(async () => db.close());

// The texts kept, besides this question's own (kept itself from its second run, before the next eviction).
const KEPT = 'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql';
const keptTexts = async () => (await db.query<{ statement: string }>(KEPT)).map((row) => row.statement).filter((text) => text !== KEPT);

test('a statement seen twice is kept prepared, and answers for its own parameters every time', async () => {
  const sql = 'SELECT $1::int * 2 AS doubled, $2::text AS word';
  const answers = [];
  for (let n = 0; n < 8; n++) answers.push(await db.one<{ doubled: number; word: string }>(sql, [n, `w${n}`]));
  expect(answers).toEqual(Array.from({ length: 8 }, (_, n) => ({ doubled: 2 * n, word: `w${n}` })));
  expect(await keptTexts()).toContain(sql);
});

test('after a table changes its columns, a kept SELECT * answers with the new shape', async () => {
  await db.exec('CREATE TABLE kept_shape (a int); INSERT INTO kept_shape VALUES (1)');
  for (let n = 0; n < 3; n++) expect(await db.query('SELECT * FROM kept_shape')).toEqual([{ a: 1 }]);
  await db.execute('ALTER TABLE kept_shape ADD COLUMN b text DEFAULT $$x$$');
  expect(await db.query('SELECT * FROM kept_shape')).toEqual([{ a: 1, b: 'x' }]);
  await db.exec('ALTER TABLE kept_shape ADD COLUMN c int DEFAULT 3');
  expect(await db.query('SELECT * FROM kept_shape')).toEqual([{ a: 1, b: 'x', c: 3 }]);
});

test('a kept statement whose run fails (bad parameter, constraint) answers again afterwards, in and out of transactions', async () => {
  await db.exec('CREATE TABLE kept_unique (k int PRIMARY KEY)');
  const insert = 'INSERT INTO kept_unique (k) VALUES ($1::int)';
  await db.execute(insert, [1]);
  await db.execute(insert, [2]);
  await expect(db.execute(insert, ['not a number'])).rejects.toThrow(/invalid input syntax/);
  await expect(db.execute(insert, [1])).rejects.toMatchObject({ code: '23505' });
  // Refused inside a transaction: the whole transaction is rolled back, the statement stays usable.
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(insert, [3]);
      await tx.execute(insert, [2]);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  await db.execute(insert, [4]);
  expect((await db.query<{ k: number }>('SELECT k FROM kept_unique ORDER BY k')).map((row) => row.k)).toEqual([1, 2, 4]);
});

test('a text whose first kept run fails is parsed again and then kept', async () => {
  const sql = 'SELECT 10 / $1::int AS q';
  expect(await db.one(sql, [5])).toEqual({ q: 2 });
  await expect(db.one(sql, [0])).rejects.toThrow(/division by zero/);
  expect(await db.one(sql, [2])).toEqual({ q: 5 });
  expect(await db.one(sql, [1])).toEqual({ q: 10 });
  expect((await keptTexts()).filter((text) => text === sql)).toHaveLength(1);
});

test('many different texts: the kept ones stay bounded and every answer is right', async () => {
  for (let round = 0; round < 2; round++) {
    for (let n = 0; n < 400; n++) expect(await db.one<{ n: number }>(`SELECT ${n} + $1::int AS n`, [round])).toEqual({ n: n + round });
  }
  const kept = await keptTexts();
  expect(kept.length).toBeGreaterThan(100);
  expect(kept.length).toBeLessThanOrEqual(256);
  // The most recently used are the ones kept.
  expect(kept).toContain('SELECT 399 + $1::int AS n');
});

test('concurrent writers through kept statements lose nothing', async () => {
  await db.exec('CREATE TABLE kept_writes (writer int, n int)');
  await Promise.all(
    Array.from({ length: 20 }, (_, writer) =>
      (async () => {
        for (let n = 0; n < 25; n++) {
          if (n % 2) await db.execute('INSERT INTO kept_writes (writer, n) VALUES ($1, $2)', [writer, n]);
          else await db.transaction((tx) => tx.execute('INSERT INTO kept_writes (writer, n) VALUES ($1, $2)', [writer, n]));
        }
      })(),
    ),
  );
  expect(await db.one('SELECT count(*)::int AS rows, count(DISTINCT (writer, n))::int AS distinct_rows FROM kept_writes')).toEqual({ rows: 500, distinct_rows: 500 });
});
