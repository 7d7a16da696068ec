import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, authStore } from 'shared-auth';
import type { DocumentChecklistResponse, DocumentRecord } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import DocumentManagementPage from './DocumentManagementPage';

const checklist: DocumentChecklistResponse = {
  success: true,
  nbfcType: 'NBFC below 500Cr',
  categories: [
    {
      category: 'KYC',
      entries: [
        { name: 'KYC Policy', reference: 'KYC Directions', done: true },
        { name: 'Customer Due Diligence Procedure', reference: 'KYC Directions', done: false },
      ],
    },
  ],
  library: { version: '2025.1', checkedOn: '2025-11-01' },
};

const doc = (over: Partial<DocumentRecord>): DocumentRecord => ({
  id: 'd1',
  name: 'KYC Policy',
  category: 'KYC',
  fileName: 'kyc-policy.pdf',
  nbfcType: 'NBFC below 500Cr',
  status: 'approved',
  uploadedBy: 'Meera Shah',
  uploadedById: 'u9',
  uploadDate: '2025-11-03T10:00:00.000Z',
  size: 1200,
  ...over,
});

/** XMLHttpRequest as uploadDocument uses it; each send answers with `FakeXhr.reply`. */
class FakeXhr {
  static reply: { status: number; body: unknown } | 'network' = { status: 201, body: {} };
  static sent: FormData[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push(body);
    const reply = FakeXhr.reply;
    setTimeout(() => {
      if (reply === 'network') return this.onerror?.();
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  authStore.setState({
    user: { id: 'u1', email: 'm@x.test', firstName: 'M', lastName: 'K', role: 'maker', status: 'active', companyId: 'c1' },
    status: 'signed-in',
  });
});

const page = (
  <AuthProvider checkOnMount={false}>
    <DocumentManagementPage />
  </AuthProvider>
);

const pdf = () => new File(['%PDF-1.4 test'], 'kyc.pdf', { type: 'application/pdf' });

test("shows 'Loading NBFC type...', then the counts, the spec's columns and the ticked checklist", async () => {
  let answerChecklist: (() => void) | undefined;
  const gate = new Promise<void>((resolve) => (answerChecklist = resolve));
  mockApi({
    'GET /api/documents/get': {
      body: {
        success: true,
        documents: [doc({}), doc({ id: 'd2', name: 'Board Minutes', status: 'pending', fileName: 'minutes.docx' })],
        nextCursor: null,
        counts: { total: 2, approved: 1, pending: 1, rejected: 0 },
      },
    },
    // Held, so its loading text can be read.
    'GET /api/documents/checklist': async () => {
      await gate;
      return { body: checklist };
    },
  });
  renderView(page, { path: '/maker/documents', route: '/maker/documents', user: sampleUser(), showLocation: true });
  expect(screen.getByText('Loading NBFC type...')).toBeInTheDocument();
  await act(async () => answerChecklist?.());

  const table = await screen.findByRole('table', { name: 'Uploaded documents' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers.slice(0, 5)).toEqual(['Document Name', 'Category', 'File Name', 'Uploaded By', 'Upload Date']);
  expect(within(table).getByText('minutes.docx')).toBeInTheDocument();
  expect(screen.getByTestId('count-total')).toHaveTextContent('2');
  expect(screen.getByTestId('count-approved')).toHaveTextContent('1');
  expect(screen.getByTestId('count-pending')).toHaveTextContent('1');
  const kyc = await screen.findByRole('region', { name: 'KYC: 1 of 2 approved' });
  expect(
    within(kyc)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['✓KYC Policy (approved)', '○Customer Due Diligence Procedure (missing)']);
  expect(screen.queryByText('Loading NBFC type...')).toBeNull();
});

test("an empty list shows 'No documents uploaded yet'", async () => {
  mockApi({
    'GET /api/documents/get': { body: { success: true, documents: [], nextCursor: null, counts: { total: 0, approved: 0, pending: 0, rejected: 0 } } },
    'GET /api/documents/checklist': { body: checklist },
  });
  renderView(page, { path: '/maker/documents', route: '/maker/documents', user: sampleUser(), showLocation: true });
  expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
});

test('upload rules: name and file first, a category for a custom document, the name list waits for a category', async () => {
  mockApi({
    'GET /api/documents/get': { body: { success: true, documents: [], nextCursor: null, counts: { total: 0, approved: 0, pending: 0, rejected: 0 } } },
    'GET /api/documents/checklist': { body: checklist },
  });
  renderView(page, { path: '/maker/documents', route: '/maker/documents', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
  expect(within(dialog).getByLabelText('Document Name')).toBeDisabled();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a document name and select a file to upload');

  await userEvent.type(within(dialog).getByLabelText('Custom document name'), 'Outsourcing Policy');
  await userEvent.upload(within(dialog).getByLabelText(/^File/), pdf());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a category for custom document');
  expect(FakeXhr.sent).toHaveLength(0);

  await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'KYC');
  expect(within(dialog).getByLabelText('Document Name')).toBeEnabled();
});

test("a refused upload shows the server's message, else 'Failed to upload document'; a success says so and refreshes", async () => {
  const net = mockApi({
    'GET /api/documents/get': { body: { success: true, documents: [], nextCursor: null, counts: { total: 0, approved: 0, pending: 0, rejected: 0 } } },
    'GET /api/documents/checklist': { body: checklist },
  });
  renderView(page, { path: '/maker/documents', route: '/maker/documents', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload Document' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'KYC');
  await userEvent.selectOptions(within(dialog).getByLabelText('Document Name'), 'KYC Policy');
  await userEvent.upload(within(dialog).getByLabelText(/^File/), pdf());

  FakeXhr.reply = { status: 413, body: { success: false, message: 'The file is larger than 10 MB.' } };
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');

  FakeXhr.reply = 'network';
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to upload document'));

  FakeXhr.reply = { status: 201, body: { success: true, message: 'Document uploaded successfully!', document: doc({ status: 'pending' }) } };
  const listsBefore = net.of('GET', '/api/documents/get').length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Document uploaded successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Upload Document' })).toBeNull();
  await waitFor(() => expect(net.of('GET', '/api/documents/get').length).toBe(listsBefore + 1));
  const sent = FakeXhr.sent[FakeXhr.sent.length - 1];
  expect([sent.get('name'), sent.get('category'), sent.get('nbfcType')]).toEqual(['KYC Policy', 'KYC', 'NBFC below 500Cr']);
});

test('the register pages on the server: the first 50, then "Load more documents"; the counts cover every document', async () => {
  const first = Array.from({ length: 3 }, (_, i) => doc({ id: `p1-${i}`, name: `First page ${i}`, status: 'pending' }));
  const second = [doc({ id: 'p2-0', name: 'Second page 0' })];
  const net = mockApi({
    'GET /api/documents/get': (_body, call) =>
      call.url.includes('cursor=next-1')
        ? { body: { success: true, documents: second, nextCursor: null, counts: { total: 4, approved: 1, pending: 3, rejected: 0 } } }
        : { body: { success: true, documents: first, nextCursor: 'next-1', counts: { total: 4, approved: 1, pending: 3, rejected: 0 } } },
    'GET /api/documents/checklist': { body: checklist },
  });
  renderView(page, { path: '/maker/documents', route: '/maker/documents', user: sampleUser(), showLocation: true });
  const table = await screen.findByRole('table', { name: 'Uploaded documents' });
  expect(within(table).getByText('First page 2')).toBeInTheDocument();
  expect(screen.getByTestId('count-total')).toHaveTextContent('4');
  expect(screen.getByTestId('count-pending')).toHaveTextContent('3');
  await userEvent.click(screen.getByRole('button', { name: 'Load more documents' }));
  expect(await within(table).findByText('Second page 0')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more documents' })).toBeNull();
  expect(net.of('GET', '/api/documents/get').map((c) => c.url)).toEqual(['/api/documents/get?limit=50', '/api/documents/get?limit=50&cursor=next-1']);
});
