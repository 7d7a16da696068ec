import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, isoDateInIndia, type CalendarOccurrence, type WorkItem } from 'shared-contracts';
import { mockApi, monthReplies, renderView, sampleAnswer, sampleFigures, sampleUser } from 'test-support';
import CommandCentrePage from './CommandCentrePage';
import { calendarQuery, readFilters, shifted } from './filters';

const person = (id: string, name: string) => ({ id, name });
const occurrence = (over: Partial<CalendarOccurrence> = {}): CalendarOccurrence => ({
  id: 'o1',
  key: 'RBI-NBS7:2026-11-30',
  obligationId: 'RBI-NBS7',
  obligationVersion: '1',
  title: 'NBS-7 quarterly return on capital adequacy and asset classification',
  authority: 'RBI',
  category: 'RBI',
  citation: 'x',
  sourceUrl: 'https://rbi.org.in',
  period: 'Quarter ended 30 Sep 2026',
  dueDate: '2026-11-30',
  reason: 'applies',
  status: 'upcoming',
  applies: true,
  owner: person('m1', 'Meera Shah'),
  checker: person('c1', 'Kiran Iyer'),
  filing: null,
  notApplicableReason: null,
  startedAt: null,
  task: null,
  ...over,
});
const filing = {
  filedOn: '2026-11-20',
  acknowledgement: 'ACK-2026-778',
  receipt: { documentId: 'd1', name: 'Receipt', fileName: 'receipt.pdf' },
  note: '',
  recordedBy: person('m1', 'Meera Shah'),
  recordedAt: '2026-11-20T10:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
  reviewComment: null,
  reviewOutcome: null,
  late: false,
};
/** The receipt's upload as the API answers it (only the document's id is read). */
const receiptAnswer = (id: string) => {
  const answer = sampleAnswer('POST /api/obligations/occurrences/:id/receipt', { message: 'Receipt uploaded' });
  return { ...answer, document: { ...answer.document, id } };
};
const cell = (rate: number | null) => ({ due: 2, filedOnTime: 1, filedLate: 0, missed: 1, rate });
/** The month answer and the library it is joined with, as the API answers them (the texts come from the library). */
const routes = (occurrences: CalendarOccurrence[], over: Record<string, unknown> = {}) => ({
  ...monthReplies(occurrences),
  'GET /api/obligations/summary': { body: sampleFigures({ today: '2026-11-27', overdue: 3, dueIn7Days: 2, awaitingSignOff: 1, awaitingMySignOff: 0 }) },
  'GET /api/obligations/score': {
    body: {
      success: true,
      periods: [
        { label: 'Oct 2026', from: '2026-10-01', to: '2026-10-31', overall: cell(50), byAuthority: [{ authority: 'RBI' as const, ...cell(50) }] },
        { label: 'Nov 2026', from: '2026-11-01', to: '2026-11-30', overall: cell(100), byAuthority: [{ authority: 'RBI' as const, ...cell(100) }] },
      ],
    },
  },
  ...over,
});
const maker = sampleUser({ id: 'm1', role: 'maker' });

/** The row's one actions menu: what it lists, and choosing one of them. */
async function menuOf(row: HTMLElement): Promise<string[]> {
  await userEvent.click(within(row).getByRole('button', { name: /^Actions: / }));
  const items = within(row)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return items;
}
async function choose(row: HTMLElement, action: string) {
  await userEvent.click(within(row).getByRole('button', { name: /^Actions: / }));
  await userEvent.click(within(row).getByRole('menuitem', { name: action }));
}
const checker = sampleUser({ id: 'c1', firstName: 'Kiran', lastName: 'Iyer', role: 'checker' });

it('shows the counts, each due date with its people, status and proof, dates as "30 Nov 2026", and the score with its trend', async () => {
  const api = mockApi(
    routes([occurrence(), occurrence({ id: 'o2', status: 'filed', filing: { ...filing, reviewedBy: person('c1', 'Kiran Iyer'), reviewOutcome: 'approved' } })]),
  );
  renderView(<CommandCentrePage />, { path: '/admin/command-centre', user: sampleUser({ id: 'a1', role: 'admin' }) });
  // The figures say whose items they count and each is a link to the list of them.
  expect(await screen.findByRole('link', { name: 'Overdue: 3. The company’s tasks and filings' })).toHaveAttribute(
    'href',
    '/admin/command-centre?figure=overdue&scope=company',
  );
  expect(screen.getByRole('link', { name: /^Due in 7 days: 2\./ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Awaiting sign-off: 1\./ })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Due dates' });
  const rows = within(table).getAllByRole('row').slice(1);
  // Compact rows: the filing with its authority and period, its people together; each field labelled on a phone.
  expect([...rows[0]!.querySelectorAll('td, th')].map((c) => c.textContent).slice(0, 4)).toEqual([
    '30 Nov 2026',
    'NBS-7 quarterly return on capital adequacy and asset classificationRBI · Quarter ended 30 Sep 2026',
    'Meera ShahChecker Kiran Iyer',
    'Upcoming',
  ]);
  expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveAttribute('data-label', 'People');
  expect(within(rows[0]!).getByRole('rowheader')).toHaveAttribute('data-label', 'Filing');
  expect(within(rows[1]!).getByText(/Filed 20 Nov 2026, ack. ACK-2026-778/)).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('link', { name: 'Receipt receipt.pdf' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'RBI: Oct 2026 50%, Nov 2026 100%' })).toBeInTheDocument();
  // Everything the screen shows is in the month answer: the library's texts are not read here.
  expect(api.of('GET', '/api/obligations/library')).toEqual([]);
});

it('keeps the filters in the address and asks the server with the same ones; the grid shows full titles', async () => {
  const api = mockApi(routes([occurrence()]));
  renderView(<CommandCentrePage />, { path: '/admin/command-centre?start=2026-11&authority=RBI', user: maker });
  // A maker's own filings come first, under a heading of their own.
  await screen.findByRole('table', { name: 'Due dates: Mine' });
  expect(api.of('GET', '/api/obligations/calendar')[0]!.url).toBe('/api/obligations/calendar?from=2026-11-01&to=2026-12-31&authority=RBI');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'overdue');
  await userEvent.selectOptions(screen.getByLabelText('Span'), 'quarter');
  // The selects read back from the address they wrote.
  expect(screen.getByLabelText('Status')).toHaveValue('overdue');
  expect(screen.getByLabelText('Authority')).toHaveValue('RBI');
  expect(api.of('GET', '/api/obligations/calendar').at(-1)!.url).toBe('/api/obligations/calendar?from=2026-10-01&to=2026-12-31&status=overdue&authority=RBI');
  await userEvent.click(screen.getByRole('button', { name: 'Month grid' }));
  const day = await screen.findByRole('listitem', { name: '30 Nov 2026: 1 due' });
  expect(day).toHaveTextContent('NBS-7 quarterly return on capital adequacy and asset classification (Quarter ended 30 Sep 2026) · Upcoming');
  // The calendars' one legend, and each due date opens its item.
  expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Overdue');
  await userEvent.click(within(day).getByRole('button', { name: /NBS-7 quarterly return/ }));
  const dialog = screen.getByRole('dialog', { name: 'NBS-7 quarterly return on capital adequacy and asset classification' });
  expect(dialog).toHaveTextContent('Due date30 Nov 2026');
  expect(dialog).toHaveTextContent('OwnerMeera Shah');
});

it('the maker records a filing with date, acknowledgement and receipt; the receipt is uploaded first', async () => {
  const api = mockApi(
    routes([occurrence({ status: 'in_progress' })], {
      'POST /api/obligations/occurrences/o1/receipt': { status: 201, body: receiptAnswer('doc-9') },
      'POST /api/obligations/occurrences/o1/filing': { body: { success: true, message: 'Filing recorded: awaiting sign-off by Kiran Iyer', occurrence: occurrence() } },
    }),
  );
  renderView(<CommandCentrePage />, { path: '/maker/command-centre', user: maker });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(await menuOf(row)).toEqual(['Record filing', 'Open']);
  await choose(row, 'Record filing');
  const dialog = screen.getByRole('dialog');
  // The filing date starts at today in India, written as the product writes dates; a future day is refused beside it.
  const filedOn = within(dialog).getByLabelText('Filing date');
  expect(filedOn).toHaveValue(formatDate(isoDateInIndia()));
  await userEvent.clear(filedOn);
  await userEvent.type(
    filedOn,
    isoDateInIndia(new Date(Date.now() + 2 * 86_400_000))
      .split('-')
      .reverse()
      .join('/'),
  );
  expect(within(dialog).getByText('The filing date cannot be in the future')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record filing' }));
  expect(within(dialog).getByText('Enter the filing date')).toBeInTheDocument();
  await userEvent.clear(filedOn);
  await userEvent.type(filedOn, '20/11/2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record filing' }));
  expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Enter the acknowledgement / SRN / ARN number');
  await userEvent.type(within(dialog).getByLabelText('Acknowledgement / SRN / ARN number'), 'ACK-77');
  // A screenshot of the portal's acknowledgement is a receipt too; it is uploaded from the dialog itself.
  const receipt = within(dialog).getByLabelText(/^Receipt \(PDF, Word, Excel, PNG or JPG/);
  expect(receipt).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg');
  await userEvent.upload(receipt, new File(['png'], 'portal.png', { type: 'image/png' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record filing' }));
  expect(await screen.findByText('Filing recorded: awaiting sign-off by Kiran Iyer')).toBeInTheDocument();
  // The server decides the receipt's document type and category: the browser sends the file alone.
  const sent = api.of('POST', '/api/obligations/occurrences/o1/receipt')[0]!.body as FormData;
  expect([...sent.keys()]).toEqual(['file']);
  expect(api.of('POST', '/api/obligations/occurrences/o1/filing')[0]!.body).toMatchObject({
    filedOn: '2026-11-20',
    acknowledgement: 'ACK-77',
    receiptDocumentId: 'doc-9',
  });
});

it('the checker approves or returns with a comment; whoever recorded the filing is never offered the approval', async () => {
  const waiting = occurrence({ status: 'awaiting_sign_off', filing });
  const api = mockApi(
    routes([waiting], {
      'POST /api/obligations/occurrences/o1/return': { body: { success: true, message: 'Filing returned to Meera Shah', occurrence: waiting } },
    }),
  );
  const { unmount } = renderView(<CommandCentrePage />, { path: '/checker/command-centre', user: checker });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(await menuOf(row)).toEqual(['Approve', 'Return', 'Open']);
  await choose(row, 'Return');
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Say what needs correcting');
  await userEvent.type(within(dialog).getByLabelText('What needs correcting'), 'Wrong quarter on the receipt');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(await screen.findByText('Filing returned to Meera Shah')).toBeInTheDocument();
  expect(api.of('POST', '/api/obligations/occurrences/o1/return')[0]!.body).toEqual({ comment: 'Wrong quarter on the receipt' });
  unmount();

  mockApi(routes([waiting]));
  renderView(<CommandCentrePage />, { path: '/admin/command-centre', user: sampleUser({ id: 'm1', role: 'admin' }) });
  const own = (await screen.findAllByRole('row'))[1]!;
  expect(await menuOf(own)).toEqual(['Open']);
  // The admin who recorded it is told why (segregation of duties), not left with a missing button.
  expect(within(own).getByText('You recorded this filing: another person must sign it off')).toBeInTheDocument();
});

it('a returned filing past its due date reads "Returned by <name>: <comment>", never approved; a started overdue row says so', async () => {
  const returned = occurrence({
    status: 'overdue',
    startedAt: '2026-11-21T09:00:00Z',
    filing: { ...filing, reviewedBy: person('c1', 'Kiran Iyer'), reviewedAt: '2026-11-22T10:00:00Z', reviewComment: 'Wrong quarter', reviewOutcome: 'returned' },
  });
  mockApi(routes([returned]));
  renderView(<CommandCentrePage />, { path: '/maker/command-centre', user: maker });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(row).toHaveTextContent('Returned by Kiran Iyer: Wrong quarter');
  expect(row).not.toHaveTextContent('Approved by');
  expect(row).toHaveTextContent('Started 21 Nov 2026');
});

it('a checker without two-step verification is asked for the password when the server wants it, and the approval carries it', async () => {
  const waiting = occurrence({ status: 'awaiting_sign_off', filing });
  const api = mockApi(
    routes([waiting], {
      'POST /api/obligations/occurrences/o1/approve': [
        { status: 403, body: { success: false, message: 'Enter your password to confirm this approval: you sign in without two-step verification' } },
        { body: { success: true, message: 'Filing signed off', occurrence: { ...waiting, status: 'filed' } } },
      ],
    }),
  );
  renderView(<CommandCentrePage />, { path: '/checker/command-centre', user: checker });
  const row = (await screen.findAllByRole('row'))[1]!;
  await choose(row, 'Approve');
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter your password to confirm this approval');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your password to confirm');
  await userEvent.type(within(dialog).getByLabelText('Your password (you sign in without two-step verification)'), 'Checker-pass-2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Filing signed off')).toBeInTheDocument();
  expect(api.of('POST', '/api/obligations/occurrences/o1/approve').map((c) => c.body)).toEqual([{}, { password: 'Checker-pass-2026' }]);
});

it('approving the filing shows its task completed, as the server answers after the approval', async () => {
  const waiting = occurrence({ status: 'awaiting_sign_off', filing, task: { id: 't1', status: 'in-progress', assigneeName: 'Meera Shah' } });
  const filed: CalendarOccurrence = {
    ...waiting,
    status: 'filed',
    filing: { ...filing, reviewedBy: person('c1', 'Kiran Iyer'), reviewOutcome: 'approved' },
    task: { id: 't1', status: 'completed', assigneeName: 'Meera Shah' },
  };
  const before = routes([waiting]);
  const after = routes([filed]);
  mockApi(
    routes([], {
      'GET /api/obligations/calendar': [before['GET /api/obligations/calendar'], after['GET /api/obligations/calendar']],
      'GET /api/obligations/library': [before['GET /api/obligations/library'], after['GET /api/obligations/library']],
      'POST /api/obligations/occurrences/o1/approve': { body: { success: true, message: 'Filing signed off', occurrence: filed } },
    }),
  );
  renderView(<CommandCentrePage />, { path: '/checker/command-centre', user: checker });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(row).toHaveTextContent('In Progress (Meera Shah)');
  await choose(row, 'Approve');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Filing signed off')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Completed (Meera Shah)'));
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('Approved by Kiran Iyer');
});

it('months: this month and next by default, the quarter when switched, and moved by whole spans', () => {
  const f = readFilters(new URLSearchParams(''), '2026-11-27');
  expect(calendarQuery(f)).toBe('?from=2026-11-01&to=2026-12-31');
  expect(calendarQuery(shifted(f, 1))).toBe('?from=2027-01-01&to=2027-02-28');
  expect(calendarQuery({ ...f, span: 'quarter' })).toBe('?from=2026-10-01&to=2026-12-31');
  expect(readFilters(new URLSearchParams('status=bogus,filed&owner=x%27--'), '2026-11-27')).toMatchObject({ status: ['filed'], owner: '' });
});

it('an admin marks the whole obligation not applicable from a due date on, with a reason; reinstating it undoes the rule', async () => {
  const admin = sampleUser({ id: 'a1', role: 'admin' });
  const marked = occurrence({ status: 'not_applicable', notApplicableReason: 'No deposits taken', notApplicableFrom: '2026-11-30' });
  const api = mockApi(
    routes([occurrence()], {
      'POST /api/obligations/RBI-NBS7/not-applicable': {
        body: { success: true, message: 'Not applicable from 30 Nov 2026: 5 due dates marked', obligationId: 'RBI-NBS7', notApplicable: null, changed: 5 },
      },
    }),
  );
  const { unmount } = renderView(<CommandCentrePage />, { path: '/admin/command-centre', user: admin });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(await menuOf(row)).toEqual(['Start', 'Record filing', 'Mark not applicable', 'Open']);
  await choose(row, 'Mark not applicable');
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByLabelText(/Every due date of this obligation/));
  expect(within(dialog).getByLabelText('First due date it does not apply to')).toHaveValue('30 Nov 2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the reason');
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'No deposits taken');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
  expect(await screen.findByText('Not applicable from 30 Nov 2026: 5 due dates marked')).toBeInTheDocument();
  expect(api.of('POST', '/api/obligations/RBI-NBS7/not-applicable')[0]!.body).toEqual({ reason: 'No deposits taken', from: '2026-11-30' });
  unmount();

  const back = mockApi(
    routes([marked], {
      'POST /api/obligations/RBI-NBS7/reinstate': {
        body: { success: true, message: 'The obligation applies again: 5 due dates reinstated', obligationId: 'RBI-NBS7', notApplicable: null, changed: 5 },
      },
    }),
  );
  renderView(<CommandCentrePage />, { path: '/admin/command-centre', user: admin });
  const markedRow = (await screen.findAllByRole('row'))[1]!;
  expect(await menuOf(markedRow)).toEqual(['Reinstate', 'Open']);
  await choose(markedRow, 'Reinstate');
  expect(screen.getByRole('dialog')).toHaveTextContent('Not applicable for the whole obligation from 30 Nov 2026');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reinstate' }));
  expect(await screen.findByText('The obligation applies again: 5 due dates reinstated')).toBeInTheDocument();
  expect(back.of('POST', '/api/obligations/RBI-NBS7/reinstate')).toHaveLength(1);
});

it('a figure’s link lists exactly the items it counts, tasks and filings, and each opens with its human due date', async () => {
  const item = (over: Partial<WorkItem>): WorkItem => ({
    kind: 'filing',
    id: 'o9',
    title: 'GSTR-3B monthly return',
    dueDate: '2026-11-20',
    status: 'overdue',
    statusLabel: 'Overdue',
    stage: 'open',
    overdue: true,
    category: 'General',
    authority: 'GST',
    obligationId: 'GST-GSTR3B',
    period: 'Oct 2026',
    priority: null,
    owner: person('m1', 'Meera Shah'),
    checker: null,
    acknowledgement: null,
    taskId: null,
    ...over,
  });
  const api = mockApi({
    ...routes([occurrence()]),
    'GET /api/obligations/work-items': {
      body: {
        success: true,
        items: [
          item({}),
          item({ kind: 'task', id: 't1', title: 'Board minutes', status: 'pending', statusLabel: 'Pending', authority: null, period: null, obligationId: null }),
        ],
        total: 2,
        nextCursor: null,
      },
    },
  });
  renderView(<CommandCentrePage />, { path: '/admin/command-centre?figure=overdue&scope=company', user: sampleUser({ id: 'a1', role: 'admin' }) });
  expect(await screen.findByRole('heading', { name: 'Overdue: the company’s tasks and filings (2)' })).toBeInTheDocument();
  expect(api.of('GET', '/api/obligations/work-items')[0]!.url).toBe('/api/obligations/work-items?figure=overdue&scope=company&limit=100');
  const table = screen.getByRole('table', { name: 'Overdue: the company’s tasks and filings' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
  ).toEqual(['20 Nov 2026', '20 Nov 2026']);
  expect(within(table).getByText('Pending, overdue')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open GSTR-3B monthly return' }));
  const dialog = screen.getByRole('dialog', { name: 'GSTR-3B monthly return' });
  expect(dialog).toHaveTextContent('Due date20 Nov 2026');
  expect(dialog).toHaveTextContent('StatusOverdue');
  expect(within(dialog).getByRole('link', { name: 'Open in the Command Centre' })).toHaveAttribute('href', '/admin/command-centre?start=2026-11&item=o9');
});

it('a maker sees their own due dates first, then the others’, each a compact row', async () => {
  mockApi(routes([occurrence({ id: 'o7', key: 'A:2026-11-10', title: 'Someone else’s return', dueDate: '2026-11-10', owner: person('x9', 'Ravi Rao') }), occurrence()]));
  renderView(<CommandCentrePage />, { path: '/maker/command-centre', user: maker });
  await screen.findByRole('table', { name: 'Due dates: Mine' });
  const sections = screen.getAllByRole('region').filter((r) => /^Group /.test(r.getAttribute('aria-label') ?? ''));
  expect(sections.map((r) => r.getAttribute('aria-label'))).toEqual(['Group Mine', 'Group Others']);
  expect(within(sections[0]!).getByRole('rowheader')).toHaveTextContent('NBS-7 quarterly return');
  expect(within(sections[1]!).getByRole('rowheader')).toHaveTextContent('Someone else’s return');
});
