import { API_ANSWERS, isTypedOnly, type ApiRoute } from 'shared-contracts/answers/schemas';
import { refusalOf } from './apiAnswerCheck';
import { sampleAnswer } from './sampleAnswer';
import { calendarReplies, sampleOccurrence } from './fixtures';
import { mockApi, takeLateRefusals } from './mockApi';

// The fake cannot drift from the API (docs/decisions/0340-fakes-typed-by-the-api-answers.md): an answer its route's
// schema refuses fails the test that fakes it, by the compiler where it can see the body and at run time always.

const view = {
  success: true as const,
  from: '2026-12-01',
  to: '2027-01-01',
  trackingFrom: '2026-04-01',
  profileConfirmed: true,
  effectiveLayer: 'Middle Layer',
  obligations: [],
  occurrences: [sampleOccurrence()],
  evidenceExpiries: [],
};

test('an answer the API gives is faked and read back', async () => {
  mockApi(calendarReplies(view));
  const answer = await (await fetch('/api/obligations/calendar?from=2026-12-01')).json();
  expect(answer.occurrences[0].title).toBe('Provident fund contribution and ECR');
});

test('an answer missing a field of its schema is refused, naming the route and the field', () => {
  const { occurrences: _left, ...withoutOccurrences } = calendarReplies(view)['GET /api/obligations/calendar'].body;
  // @ts-expect-error the compiler refuses it too: occurrences is required
  expect(() => mockApi({ 'GET /api/obligations/calendar': { body: withoutOccurrences } })).toThrow(
    /GET \/api\/obligations\/calendar .*'GET \/api\/obligations\/calendar'[\s\S]*\/occurrences/,
  );
});

test('a property the schema does not name is refused: the API never sends it', () => {
  const { body } = calendarReplies(view)['GET /api/obligations/calendar'];
  // The month answer's entries carry no citation (it comes from the library): a screen reading it here reads nothing.
  const withCitation = { ...body, occurrences: [{ ...body.occurrences[0], citation: 'Code on Social Security, 2020' }] };
  expect(() => mockApi({ 'GET /api/obligations/calendar': { body: withCitation } })).toThrow(/\/occurrences\/0\/citation: not in the answer/);
});

test('a route with a parameter is checked by its pattern, and a success answer needs its body', () => {
  expect(() => mockApi({ 'POST /api/obligations/occurrences/o1/start': { status: 200 } })).toThrow(/'POST \/api\/obligations\/occurrences\/:id\/start'/);
  expect(() => mockApi({ 'POST /api/obligations/occurrences/o1/start': { status: 409, body: { success: false, message: 'Already started' } } })).not.toThrow();
});

test("a reply function's answer is checked when it answers, and fails the test even if the screen swallows the failed call", async () => {
  mockApi({ 'GET /api/notifications/unread-count': () => ({ body: { success: true, unreadCount: 'three' } as never }) });
  await expect(fetch('/api/notifications/unread-count')).rejects.toThrow(/\/unreadCount: Expected integer/);
  // Kept for the end of the test, which fails on it: taken here so that this test can pass.
  expect(takeLateRefusals()).toEqual([expect.stringMatching(/GET \/api\/notifications\/unread-count/)]);
});

test('sampleAnswer gives an answer the API could give on every route of the table', () => {
  const routes = Object.keys(API_ANSWERS).filter((route) => !isTypedOnly(API_ANSWERS[route as ApiRoute])) as ApiRoute[];
  for (const route of routes) {
    const [method, path] = route.split(' ');
    expect(refusalOf(method, path.replace(/:[^/]+/g, 'x1'), sampleAnswer(route))).toBeNull();
  }
});
