import { isDeepStrictEqual } from 'node:util';
import type { RouteOptions } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SELF_AUDIT_ENTITY_TYPES } from 'shared-contracts';
import { content } from '../../../src/content';
import { reopenAssessment } from '../../../src/features/assessments/periodRepository';
import { findHeader, upsertAnswer } from '../../../src/features/assessments/repository';
import { buildTestApp, type SeededTeam, type SeededUser, seedTeam, sessionHeaders, type TestApp } from '../../support/testApp';

jest.setTimeout(120_000);

// Fastify writes each assessment answer through its response schema and silently drops any field the schema does
// not name. So every assessment GET is asked twice, of the app and of a second instance on the same database with
// the response schemas taken off: each key of the unserialized answer must be one the schema names (or sits in an
// object the schema declares open), and the two answers must be equal.

const ASSESSMENT_PATHS = /^\/api\/(assessments|hr-compliance|rbi-compliance|mca-compliance|self-audit)(\/|$)/;
const isAssessmentGet = (route: RouteOptions) => [route.method].flat().includes('GET') && ASSESSMENT_PATHS.test(route.url);

type Json = { [key: string]: unknown };

/** Paths of the keys in `value` that `schema` does not name, following arrays, the chosen anyOf branch and open objects. */
function unnamedKeys(schema: TSchema, value: unknown, path = '$'): string[] {
  const node = schema as Json;
  if (Array.isArray(node.anyOf)) {
    const branch = (node.anyOf as TSchema[]).find((option) => Value.Check(option, value));
    return branch ? unnamedKeys(branch, value, path) : [`${path} (matches none of the schema's choices)`];
  }
  if (Array.isArray(value)) return value.flatMap((entry, i) => unnamedKeys(node.items as TSchema, entry, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const properties = (node.properties ?? {}) as Record<string, TSchema>;
  return Object.entries(value).flatMap(([key, entry]) => {
    if (properties[key]) return unnamedKeys(properties[key], entry, `${path}.${key}`);
    return node.additionalProperties === true ? [] : [`${path}.${key}`];
  });
}

let t: TestApp;
let unserialized: Awaited<ReturnType<NonNullable<TestApp['secondInstance']>>>;
const responseSchemas = new Map<string, TSchema>();
let team: SeededTeam;
let noType: SeededTeam;
let pastMcaPeriod: string;

const call = (user: SeededUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: sessionHeaders(user.token) });

beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => void (isAssessmentGet(route) && responseSchemas.set(route.url, (route.schema?.response as Json)?.[200] as TSchema)) });
  unserialized = await t.secondInstance!(
    {},
    { onRoute: (route) => void (ASSESSMENT_PATHS.test(route.url) && route.schema && (route.schema = { ...route.schema, response: undefined })) },
  );
  team = await seedTeam(t.app, { nbfcType: 'Middle layer' });
  noType = await seedTeam(t.app, { nbfcType: null });

  // HR: every question answered (one "not applicable"), completed; and an answer to an item the library no longer has.
  const hr = content().hr.questions;
  const notApplicable = hr.find((q) => q.notApplicableAllowed)!.id;
  const hrAnswers = hr.map((q) => ({ questionId: q.id, status: q.id === notApplicable ? 'not-applicable' : 'complied', comments: `checked ${q.id}` }));
  expect((await call(team.maker, 'POST', '/api/hr-compliance/save-bulk', { responses: hrAnswers })).statusCode).toBe(200);
  expect((await call(team.admin, 'PUT', '/api/hr-compliance/status', { status: 'completed' })).statusCode).toBe(200);
  const hrPeriod = (await call(team.admin, 'GET', '/api/hr-compliance')).json().assessment.period;
  const hrHeader = (await findHeader(t.db, team.companyId, 'hr', hrPeriod))!;
  await upsertAnswer(
    t.db,
    team.companyId,
    hrHeader.id,
    'hr',
    hrPeriod,
    '',
    {
      questionId: 'HR-RETIRED',
      status: 'partial',
      comments: 'from an older library',
      evidenceUploaded: false,
      contentVersion: '2024.1.1',
      fingerprint: null,
      questionText: 'Gone?',
    },
    team.maker.id,
  );

  // RBI (a middle-layer bank, which builds on the base layer's): a few answers.
  const rbi = content().rbiBanks['Middle layer'].questions.slice(0, 3);
  const rbiAnswers = rbi.map((q) => ({ questionId: q.questionId, status: q.notApplicableAllowed ? 'not-applicable' : 'partial', remarks: `remark ${q.questionId}` }));
  expect((await call(team.maker, 'POST', '/api/rbi-compliance/save', { responses: rbiAnswers })).statusCode).toBe(200);

  // MCA: completed, reopened with a note, then a new period started (the old one read-only).
  const mcaAnswers = content().mcaQuestions.map((q) => ({ questionId: q.id, status: 'Yes', remarks: `remark ${q.id}` }));
  expect((await call(team.maker, 'POST', '/api/mca-compliance/submit', { responses: mcaAnswers })).statusCode).toBe(200);
  expect((await call(team.checker, 'POST', '/api/mca-compliance/complete')).statusCode).toBe(200);
  pastMcaPeriod = (await call(team.admin, 'GET', '/api/mca-compliance')).json().assessment.period;
  await reopenAssessment(t.db, (await findHeader(t.db, team.companyId, 'mca', pastMcaPeriod))!.id, 'Reopened for the test: 1 new item needs an answer.');
  expect((await call(team.admin, 'POST', '/api/assessments/mca/periods', { from: pastMcaPeriod })).statusCode).toBe(201);

  // Self-audit: answers of the company's own category.
  const checklist = (await call(team.admin, 'GET', '/api/assessments/content/self-audit')).json();
  const items = checklist.tabs.returns[0].items.slice(0, 2) as { questionId: string }[];
  const audit = { nbfcCategory: checklist.entityType, responses: items.map((i) => ({ questionId: i.questionId, status: 'compliant', remarks: 'filed' })) };
  expect((await call(team.maker, 'POST', '/api/self-audit/save', audit)).statusCode).toBe(200);
});
afterAll(async () => {
  await unserialized?.close();
  await t.close();
});

const entityQuery = (type: string) => `?entityType=${encodeURIComponent(type)}`;
/** [route, URL asked, who asks]: every assessment GET, with answers, without, of a past period and of a company without an NBFC type. */
const asked = (): [string, string, SeededUser][] => [
  ['/api/assessments/content/hr', '/api/assessments/content/hr', team.maker],
  ['/api/assessments/content/rbi', '/api/assessments/content/rbi', team.maker],
  ['/api/assessments/content/rbi', '/api/assessments/content/rbi', noType.maker],
  ['/api/assessments/content/mca', '/api/assessments/content/mca', team.maker],
  ['/api/assessments/content/self-audit', '/api/assessments/content/self-audit', team.maker],
  ...SELF_AUDIT_ENTITY_TYPES.map((type): [string, string, SeededUser] => [
    '/api/assessments/content/self-audit',
    `/api/assessments/content/self-audit${entityQuery(type)}`,
    team.checker,
  ]),
  ['/api/assessments/progress', '/api/assessments/progress', team.admin],
  ['/api/assessments/progress', '/api/assessments/progress', noType.admin],
  ...['hr', 'rbi', 'mca', 'self-audit'].map((kind): [string, string, SeededUser] => ['/api/assessments/:kind/periods', `/api/assessments/${kind}/periods`, team.admin]),
  ['/api/hr-compliance', '/api/hr-compliance', team.admin],
  ['/api/hr-compliance', '/api/hr-compliance', noType.admin],
  ['/api/rbi-compliance', '/api/rbi-compliance', team.admin],
  ['/api/rbi-compliance', '/api/rbi-compliance', noType.admin],
  ['/api/mca-compliance', '/api/mca-compliance', team.admin],
  ['/api/mca-compliance', `/api/mca-compliance?period=${encodeURIComponent(pastMcaPeriod)}`, team.admin],
  ['/api/self-audit/get', '/api/self-audit/get', team.admin],
  ['/api/self-audit/get', `/api/self-audit/get${entityQuery('Core Investment Company')}`, team.admin],
  ['/api/self-audit/get', '/api/self-audit/get', noType.admin],
];

test('every assessment GET declares its answer, and each is asked below', () => {
  const routes = [...responseSchemas.keys()].sort();
  expect(routes).toEqual([...new Set(asked().map(([route]) => route))].sort());
  for (const route of routes) expect(responseSchemas.get(route)).toBeDefined();
});

test('the unserialized answers name only fields of their schemas, and serialization leaves them whole', async () => {
  const problems: string[] = [];
  for (const [route, url, user] of asked()) {
    const headers = sessionHeaders(user.token);
    const [served, raw] = await Promise.all([t.app.inject({ url, headers }), unserialized.app.inject({ url, headers })]);
    expect([url, served.statusCode, raw.statusCode]).toEqual([url, 200, 200]);
    problems.push(...unnamedKeys(responseSchemas.get(route)!, raw.json()).map((key) => `${url}: ${key} is not in the schema`));
    // The serializer writes keys in the schema's order: equal up to that.
    if (!isDeepStrictEqual(served.json(), raw.json())) problems.push(`${url}: the served answer differs from the unserialized one`);
  }
  expect(problems).toEqual([]);
});

test('the data above reaches the optional fields the screens read', async () => {
  const hr = (await call(team.admin, 'GET', '/api/hr-compliance')).json().assessment;
  expect(hr).toMatchObject({ status: 'completed', completedBy: { firstName: 'Asha' }, retired: [expect.objectContaining({ questionId: 'HR-RETIRED' })] });
  expect(hr.responses[0]).toEqual(expect.objectContaining({ updatedBy: expect.any(Object), answeredVersion: expect.any(String), changedSinceAnswered: false }));
  const past = (await call(team.admin, 'GET', `/api/mca-compliance?period=${encodeURIComponent(pastMcaPeriod)}`)).json().assessment;
  expect(past).toMatchObject({ readOnly: true, reopenedNote: expect.stringContaining('Reopened') });
  const rbi = (await call(team.maker, 'GET', '/api/assessments/content/rbi')).json();
  expect(rbi.questions.some((q: Json) => q.layerLibrary && q.obligation)).toBe(true);
  expect(rbi.library.sources[0]).toHaveProperty('date');
  const hrContent = (await call(team.maker, 'GET', '/api/assessments/content/hr')).json();
  expect(hrContent.questions.some((q: Json) => q.applicability && 'appliesToCompany' in q && q.applicabilityNote)).toBe(true);
});

test('a key the schema does not name is found, also inside a chosen branch; an open object takes any', () => {
  const schema = responseSchemas.get('/api/rbi-compliance')!;
  expect(unnamedKeys(schema, { success: false, nbfcType: null, message: 'x', assessment: null, extra: 1 })).toEqual(['$.extra']);
  const contentSchema = responseSchemas.get('/api/assessments/content/mca')!;
  const library = { id: 'mca', version: '1', effectiveDate: '2026-01-01', sources: [{ title: 'Act', circular: 'No. 7' }] };
  expect(unnamedKeys(contentSchema, { success: true, library, sections: [{ sectionId: 'A', title: 'A', questions: [], note: 'x' }] })).toEqual(['$.sections[0].note']);
});
