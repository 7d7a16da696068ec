import { type SeededTeam, sessionHeaders, type TestApp, testCompanies } from '../support/testApp';

// Evidence reaches the user: the question banks, the document checklist and the calendar library carry each item's
// verification as the content library records it (docs/decisions/0121-evidence-on-every-item.md).

let t: TestApp;
let team: SeededTeam;
beforeAll(async () => {
  ({ t, team } = await testCompanies());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: sessionHeaders(team.maker.token) });

describe('evidence on the items users see', () => {
  test('an RBI question states how it was established: RBI-BL-17 corroborated by named, dated sources', async () => {
    const body = (await get('/api/assessments/content/rbi')).json();
    const bl17 = body.questions.find((q: { questionId: string }) => q.questionId === 'RBI-BL-17');
    expect(bl17.verification.status).toBe('corroborated');
    expect(bl17.verification.sources).toEqual(expect.arrayContaining([expect.objectContaining({ publisher: 'livemint', date: '2025-12-05' })]));
    expect(body.questions.every((q: { verification?: unknown }) => q.verification !== undefined)).toBe(true);
  });

  test('an unverified HR question says what is uncertain', async () => {
    const hr11 = (await get('/api/assessments/content/hr')).json().questions.find((q: { id: string }) => q.id === 'HR-11');
    expect(hr11.verification).toMatchObject({ status: 'unverified', note: expect.stringMatching(/Gazette/) });
  });

  test('the calendar library names the evidence of each obligation', async () => {
    const version = (await get('/api/obligations/calendar')).json().libraryVersion;
    const library = (await get(`/api/obligations/library?version=${version}`)).json();
    const cic = library.obligations.find((o: { id: string }) => o.id === 'CIC-FORTNIGHTLY-DATA');
    expect(cic.verification.status).toBe('corroborated');
    expect(library.obligations.find((o: { id: string }) => o.id === 'MCA-MGT14').verification.status).toBe('official');
  });
});
