import type {
  CalendarLibraryResponse,
  CalendarOccurrence,
  CalendarResponse,
  CalendarView,
  LibraryObligation,
  ObligationSummaryResponse,
  PublicUser,
  TeamUser,
  UserListResponse,
  Task,
  TaskSummaryResponse,
} from 'shared-contracts';

export function sampleTask(over: Partial<Task> = {}): Task {
  return {
    _id: 't1',
    description: 'File the quarterly NBS-7 return',
    priority: 'high',
    status: 'pending',
    dueDate: '2026-07-15',
    category: 'RBI',
    overdue: false,
    assignedTo: { id: 'u1', firstName: 'Meera', lastName: 'Shah', role: 'maker' },
    assignedBy: { id: 'a1', firstName: 'Anita', lastName: 'Desai' },
    createdAt: '2026-06-01T00:00:00Z',
    updatedAt: '2026-06-01T00:00:00Z',
    completedAt: null,
    ...over,
  };
}

export function sampleUser(over: Partial<PublicUser> = {}): PublicUser {
  return { id: 'u1', firstName: 'Meera', lastName: 'Shah', email: 'meera@example.test', role: 'maker', status: 'active', companyId: 'c1', ...over };
}

/** A user as the team list and the admin's search answer it (a PublicUser with when it was added). */
export function sampleTeamUser(over: Partial<TeamUser> = {}): TeamUser {
  return { ...sampleUser(), createdAt: '2026-06-01T00:00:00Z', ...over };
}

/** GET /api/admin/users as the API answers it (one page: `users`, and `data` the same list). */
export function sampleUserList(users: TeamUser[]): UserListResponse {
  return { success: true, users, data: users, nextCursor: null };
}

export function sampleSummary(over: Partial<TaskSummaryResponse> = {}): TaskSummaryResponse {
  return {
    success: true,
    counts: { pending: 2, inProgress: 1, completed: 3, overdue: 1, total: 6 },
    byAssignee: [
      { user: { id: 'u1', firstName: 'Meera', lastName: 'Shah', role: 'maker' }, pending: 2, inProgress: 1, completed: 1, overdue: 1 },
      { user: { id: 'u2', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' }, pending: 0, inProgress: 0, completed: 2, overdue: 0 },
    ],
    completedPerWeek: [
      { weekStart: '2026-06-01', completed: 1 },
      { weekStart: '2026-06-08', completed: 2 },
    ],
    ...over,
  };
}

/** One occurrence of the statutory calendar as GET /api/obligations/calendar answers it (docs/decisions/0049-people-and-the-command-centre-screen.md: a record with a status). */
export function sampleOccurrence(over: Partial<CalendarOccurrence> = {}): CalendarOccurrence {
  return {
    id: '0b7f3c1e-5d7a-4c8e-9f10-2a3b4c5d6e7f',
    key: 'LAB-EPF-MONTHLY:2026-12-15',
    obligationId: 'LAB-EPF-MONTHLY',
    obligationVersion: '2026.11.1',
    title: 'Provident fund contribution and ECR',
    authority: 'Labour',
    category: 'HR',
    period: 'Nov 2026',
    dueDate: '2026-12-15',
    citation: 'Code on Social Security, 2020',
    sourceUrl: 'https://www.epfindia.gov.in',
    reason: '40 employees (20 or more)',
    status: 'upcoming',
    applies: true,
    owner: null,
    checker: null,
    filing: null,
    notApplicableReason: null,
    startedAt: null,
    task: null,
    ...over,
  };
}

let libraryVersions = 0;

/**
 * The answers a calendar screen reads, made from the calendar as the screen shows it: GET /api/obligations/calendar with the
 * company's facts only, and GET /api/obligations/library with every text (the listed obligations' own, and the wordings
 * the occurrences were made under), so a text on screen can only have come through the join. Each call is a library
 * version of its own: the browser keeps a version's texts for the session.
 */
export function calendarReplies(view: Omit<CalendarView, 'libraryVersion'>) {
  const version = `test-library-${++libraryVersions}`;
  const texts = new Map<string, LibraryObligation>();
  for (const o of view.obligations) {
    const { reason: _reason, nextDue: _nextDue, owner: _owner, ...own } = o;
    texts.set(o.id, { ...own, wordings: [] });
  }
  for (const o of view.occurrences) {
    const wording = { version: o.obligationVersion, title: o.title, citation: o.citation, sourceUrl: o.sourceUrl };
    const known = texts.get(o.obligationId);
    if (!known) texts.set(o.obligationId, { id: o.obligationId, authority: o.authority, category: o.category, frequency: '', note: null, ...wording, wordings: [] });
    else if (![known, ...known.wordings].some((w) => w.version === wording.version && w.title === wording.title)) known.wordings.push(wording);
  }
  const calendar: CalendarResponse = {
    ...view,
    libraryVersion: version,
    obligations: view.obligations.map(({ id, reason, nextDue, owner }) => ({ id, reason, nextDue, owner })),
    occurrences: view.occurrences.map(({ citation: _citation, sourceUrl: _sourceUrl, ...entry }) => entry),
  };
  const library: CalendarLibraryResponse = { success: true, version, obligations: [...texts.values()] };
  return { 'GET /api/obligations/calendar': { body: calendar }, 'GET /api/obligations/library': { body: library } };
}

/** GET /api/obligations/summary: the figures every screen shows (an admin's: the company's). */
export function sampleFigures(over: Partial<ObligationSummaryResponse> = {}): ObligationSummaryResponse {
  return {
    success: true,
    today: '2026-11-28',
    scope: 'company',
    scopeLabel: 'The company’s tasks and filings',
    overdue: 19,
    dueIn7Days: 4,
    awaitingSignOff: 2,
    awaitingMySignOff: 1,
    byStatus: {},
    ...over,
  };
}

/** calendarReplies for a Middle-layer company's two months from 1 Nov 2026 listing `occurrences`, with `over` applied. */
export function monthReplies(occurrences: CalendarOccurrence[], over: Partial<Omit<CalendarView, 'libraryVersion'>> = {}) {
  return calendarReplies({
    success: true,
    from: '2026-11-01',
    to: '2026-12-31',
    trackingFrom: '2026-04-01',
    profileConfirmed: true,
    effectiveLayer: 'Middle Layer',
    obligations: [],
    occurrences,
    evidenceExpiries: [],
    ...over,
  });
}
