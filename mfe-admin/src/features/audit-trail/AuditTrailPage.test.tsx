import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import AuditTrailPage from './AuditTrailPage';
import { changeWords } from './auditWords';

const maker = { id: '11111111-1111-4111-8111-111111111111', firstName: 'Meera', lastName: 'Shah', role: 'maker' as const };

function event(seq: number, over: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `e${seq}`,
    seq,
    action: 'task.status_changed',
    actor: maker,
    targetType: 'task',
    targetId: `t${seq}`,
    before: { status: 'pending' },
    after: { status: 'completed' },
    ip: '10.0.0.7',
    createdAt: '2026-11-20T06:30:00Z',
    sentence: `Meera Shah moved the task "Renew the trade licence ${seq}" to completed`,
    events: 1,
    ...over,
  };
}

const approval = event(29, {
  id: 'approval',
  action: 'occurrence.filing_approved',
  actor: { id: '22222222-2222-4222-8222-222222222222', firstName: 'Asha', lastName: 'Rao', role: 'checker' },
  targetType: 'occurrence',
  before: { status: 'awaiting_sign_off', period: 'Oct 2026', kind: 'hr' },
  after: { status: 'filed', comment: 'Challan matches', scope: null },
  sentence: 'Asha Rao approved the filing of GSTR-3B for Oct 2026: "Challan matches"',
  events: 3,
});

const filters = { body: { success: true, users: [maker], entities: ['document', 'task'] } };
const page = (events: AuditEvent[], n: number, total: number) => ({ body: { success: true, events, page: n, pageSize: 25, total } });

it('lists the trail newest first with who, what, when and where, and pages on the server', async () => {
  const { calls } = mockApi({
    'GET /api/audit/filters': filters,
    'GET /api/audit?page=1&pageSize=25': page([event(30), approval, event(29)], 1, 30),
    'GET /api/audit?page=2&pageSize=25': page([event(5)], 2, 30),
  });
  renderView(<AuditTrailPage />, { path: '/admin/audit-trail' });
  const table = await screen.findByRole('table', { name: 'Audit events' });
  const first = within(table).getAllByRole('row')[1];
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['30', '20 Nov 2026, 12:00:00 pm', 'Meera Shah moved the task "Renew the trade licence 30" to completed', 'Status: pending → completed', '10.0.0.7']);
  expect(screen.getByText('30 actions')).toBeInTheDocument();
  // One action that wrote several events (a filing approved with its receipt and task) is one row; bookkeeping
  // (the assessment kind, the stored period, the comment the sentence already quotes) is not repeated beside it.
  const approved = within(table).getAllByRole('row')[2];
  expect(within(approved).getAllByRole('cell')[2]).toHaveTextContent('Asha Rao approved the filing of GSTR-3B for Oct 2026: "Challan matches"');
  expect(within(approved).getAllByRole('cell')[3]).toHaveTextContent(/^Status: awaiting sign off → filed; 3 recorded events$/);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(calls.map((c) => c.url)).toContain('/api/audit?page=2&pageSize=25');
});

it('filters by user, entity and date range on the server, back to page 1', async () => {
  const { calls } = mockApi({
    'GET /api/audit/filters': filters,
    'GET /api/audit?page=1&pageSize=25': page([event(2)], 1, 2),
    [`GET /api/audit?userId=${maker.id}&page=1&pageSize=25`]: page([event(2)], 1, 1),
    [`GET /api/audit?userId=${maker.id}&entity=document&page=1&pageSize=25`]: page([], 1, 0),
    [`GET /api/audit?userId=${maker.id}&entity=document&from=2026-11-01&page=1&pageSize=25`]: page([], 1, 0),
  });
  renderView(<AuditTrailPage />, { path: '/admin/audit-trail' });
  await screen.findByRole('table', { name: 'Audit events' });
  await userEvent.selectOptions(await screen.findByLabelText('User'), 'Meera Shah (maker)');
  expect(await screen.findByText('1 action')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Entity'), 'document');
  expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('From'), '01/11/2026');
  await screen.findByText('No events match these filters.');
  expect(calls.at(-1)?.url).toBe(`/api/audit?userId=${maker.id}&entity=document&from=2026-11-01&page=1&pageSize=25`);
  // A range ending before it starts is refused beside the field (the server refuses it too) and not asked for.
  const asked = calls.length;
  await userEvent.type(screen.getByLabelText('To'), '31/10/2026');
  expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
  expect(calls).toHaveLength(asked);
});

it('verifies the hash chain and names the first broken event', async () => {
  mockApi({
    'GET /api/audit/filters': filters,
    'GET /api/audit?page=1&pageSize=25': page([event(1)], 1, 1),
    'GET /api/audit/verify': [
      { body: { success: true, chain: 'c', intact: true, checked: 12, head: { seq: 12, hash: 'ab' }, firstBroken: null } },
      {
        body: {
          success: true,
          chain: 'c',
          intact: false,
          checked: 12,
          head: { seq: 12, hash: 'ab' },
          firstBroken: { seq: 4, eventId: 'e4', problem: 'altered', createdAt: null },
        },
      },
    ],
  });
  renderView(<AuditTrailPage />, { path: '/admin/audit-trail' });
  await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Intact: all 12 events are linked and unchanged.');
  await userEvent.click(screen.getByRole('button', { name: 'Verify integrity' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Tampering detected: event #4 was changed after it was written. Events from #4 on cannot be trusted.');
});

it('says what changed in words, without raw JSON or ids', () => {
  expect(changeWords(event(1, { before: null, after: { role: 'maker' } }))).toBe('Role: maker');
  expect(changeWords(event(1, { before: null, after: null }))).toBe('');
  const assigned = event(1, {
    before: null,
    after: { assignedTo: maker.id, dueDate: '2026-11-30', priority: 'high', checkerId: null, reviewedAt: '2026-11-20T06:30:00Z', tags: ['RBI', 'KYC'] },
  });
  expect(changeWords(assigned)).toBe('Due date: 30 Nov 2026; Priority: high; Reviewed at: 20 Nov 2026, 12:00 pm; Tags: RBI, KYC');
  expect(changeWords(event(1, { before: { dueDate: '2026-11-30', note: 'x' }, after: { dueDate: '2026-12-05', note: 'x' } }))).toBe('Due date: 30 Nov 2026 → 5 Dec 2026');
  expect(changeWords(event(1, { before: { checker: 'Chitra' }, after: {} }))).toBe('Checker was Chitra');
  // Bookkeeping is left out: no 'Kind: hr; Scope: none', no content fingerprints.
  expect(changeWords(event(1, { before: null, after: { kind: 'hr', scope: null, periodKey: 'FY2026-27', status: 'pending-review' } }))).toBe('Status: pending-review');
  expect(changeWords(event(1, { before: {}, after: { answers: { 'HR-1': { fingerprint: 'ab12' } } } }))).toBe('');
});

it('ASVS v5.0 16.2.1 ASVS v5.0 1.2.10 exports every filtered event as CSV (all pages), with formulas neutralised', async () => {
  const hostile = event(2, { targetId: '=HYPERLINK("http://x")', after: { note: 'a,b' } });
  const many = Array.from({ length: 100 }, (_, i) => event(150 - i));
  const { calls } = mockApi({
    'GET /api/audit/filters': filters,
    'GET /api/audit?entity=task&page=1&pageSize=25': page([event(150)], 1, 101),
    'GET /api/audit?page=1&pageSize=25': page([event(150)], 1, 101),
    'GET /api/audit?entity=task&view=events&page=1&pageSize=100': { body: { success: true, events: many, page: 1, pageSize: 100, total: 101 } },
    'GET /api/audit?entity=task&view=events&page=2&pageSize=100': { body: { success: true, events: [hostile], page: 2, pageSize: 100, total: 101 } },
  });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:x';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderView(<AuditTrailPage />, { path: '/admin/audit-trail' });
  await screen.findByRole('table', { name: 'Audit events' });
  await userEvent.selectOptions(screen.getByLabelText('Entity'), 'task');
  await screen.findByText('101 actions');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await screen.findByRole('button', { name: 'Export CSV' });
  expect(click).toHaveBeenCalledTimes(1);
  expect(calls.filter((c) => c.url.includes('pageSize=100')).map((c) => c.url)).toEqual([
    '/api/audit?entity=task&view=events&page=1&pageSize=100',
    '/api/audit?entity=task&view=events&page=2&pageSize=100',
  ]);
  // jsdom's Blob has no text(): read it as a browser would.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]);
  });
  const csv = text.replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  // Every recorded event, each with its sentence, its code and its full values.
  expect(lines[0]).toBe('#,Time (IST),User,Role,Action,What happened,Change,Entity,Entity id,Before,After,IP address');
  expect(lines).toHaveLength(102);
  expect(lines[101]).toBe(
    `2,"20 Nov 2026, 12:00 pm IST",Meera Shah,maker,task.status_changed,"Meera Shah moved the task ""Renew the trade licence 2"" to completed","Status was pending; Note: a,b",task,"'=HYPERLINK(""http://x"")","{""status"":""pending""}","{""note"":""a,b""}",10.0.0.7`,
  );
  click.mockRestore();
});
