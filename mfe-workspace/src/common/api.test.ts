import { calendarReplies, mockApi, sampleOccurrence } from 'test-support';
import { loadCalendarView } from './api';

const view = {
  success: true as const,
  from: '2026-11-01',
  to: '2026-12-31',
  trackingFrom: '2026-11-01',
  profileConfirmed: true,
  effectiveLayer: 'Base layer',
  obligations: [],
  evidenceExpiries: [],
  occurrences: [sampleOccurrence({ citation: 'Code on Social Security, 2020, s. 16' })],
};

it("reads a library version's texts once for the session, and again after a failed read", async () => {
  const replies = calendarReplies(view);
  const api = mockApi({
    ...replies,
    'GET /api/obligations/library': [{ status: 503, body: { success: false, message: 'Busy' } }, replies['GET /api/obligations/library']],
  });
  await expect(loadCalendarView('?from=2026-11-01')).rejects.toThrow('Busy');
  const first = await loadCalendarView('?from=2026-11-01');
  const second = await loadCalendarView('?from=2026-12-01');
  expect(first.occurrences[0]!.citation).toBe('Code on Social Security, 2020, s. 16');
  expect(second.occurrences[0]!.sourceUrl).toBe('https://www.epfindia.gov.in');
  expect(api.of('GET', '/api/obligations/calendar')).toHaveLength(3);
  expect(api.of('GET', '/api/obligations/library').map((c) => c.url)).toEqual([
    `/api/obligations/library?version=${replies['GET /api/obligations/calendar'].body.libraryVersion}`,
    `/api/obligations/library?version=${replies['GET /api/obligations/calendar'].body.libraryVersion}`,
  ]);
});
