import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord, EvidenceLink } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import { EvidenceProvider } from './EvidenceContext';
import { QuestionEvidence } from './QuestionEvidence';

const doc = (id: string, name: string, status: DocumentRecord['status'] = 'approved'): DocumentRecord => ({
  id,
  name,
  category: 'Licences',
  fileName: `${id}.pdf`,
  nbfcType: 'NBFC below 500Cr',
  status,
  uploadedBy: 'Mohan Maker',
  uploadedById: 'u1',
  uploadDate: '2026-11-01T00:00:00.000Z',
  size: 10,
  reviewedBy: null,
  reviewedAt: null,
  reviewComment: null,
});
const link = (id: string, questionId: string, d: DocumentRecord, expiresOn: string | null, expired = false): EvidenceLink => ({
  id,
  kind: 'mca',
  scope: '',
  questionId,
  documentId: d.id,
  documentName: d.name,
  fileName: d.fileName,
  documentStatus: d.status,
  expiresOn,
  expired,
  note: '',
  linkedBy: { id: 'u1', name: 'Mohan Maker' },
  linkedAt: '2026-11-02T00:00:00.000Z',
});

const licence = doc('d1', 'Trade licence');
const minutes = doc('d2', 'Board minutes');
const rejected = doc('d3', 'Old draft', 'rejected');

function page() {
  return (
    <EvidenceProvider kind="mca">
      <ol>
        <li>
          <QuestionEvidence questionId="A1" questionLabel="A1" />
        </li>
        <li>
          <QuestionEvidence questionId="A2" questionLabel="A2" />
        </li>
      </ol>
    </EvidenceProvider>
  );
}

test('lists each question’s evidence with expiry; one register document is attached to another question with an expiry date', async () => {
  let links = [link('e1', 'A1', licence, '2026-01-01', true)];
  const api = mockApi({
    'GET /api/evidence': () => ({ body: { success: true, evidence: links } }),
    'GET /api/documents/get': {
      body: { success: true, documents: [licence, minutes, rejected], nextCursor: null, counts: { total: 3, approved: 2, pending: 0, rejected: 1 } },
    },
    'POST /api/evidence': (_body, call) => {
      const body = call.body as { questionId: string; documentId: string; expiresOn: string };
      links = [...links, link('e2', body.questionId, licence, body.expiresOn)];
      return { status: 201, body: { success: true, message: 'Evidence attached', evidence: links[1] } };
    },
  });
  renderView(page(), { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  const a1 = await screen.findByRole('group', { name: 'Evidence for A1' });
  expect(a1).toHaveTextContent('Trade licence · expired 1 Jan 2026');
  const a2 = screen.getByRole('group', { name: 'Evidence for A2' });
  expect(a2).toHaveTextContent('none yet');

  await userEvent.click(within(a2).getByRole('button', { name: 'Attach evidence' }));
  const dialog = await screen.findByRole('dialog', { name: 'Attach evidence to A2' });
  const select = within(dialog).getByLabelText('Document');
  await within(dialog).findByRole('option', { name: /Trade licence/ });
  expect(within(dialog).queryByRole('option', { name: /Old draft/ })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a document');
  await userEvent.selectOptions(select, 'd1');
  const expiry = within(dialog).getByLabelText('Expiry date (optional)');
  // Text that is no date is never attached as "no expiry".
  await userEvent.type(expiry, '31/13/2027');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
  expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Enter a date such as 30/11/2026 or 30 Nov 2026');
  expect(api.of('POST', '/api/evidence')).toHaveLength(0);
  await userEvent.clear(expiry);
  await userEvent.type(expiry, '31 Mar 2027');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
  expect(await screen.findByText('Evidence attached')).toBeInTheDocument();
  expect(api.of('POST', '/api/evidence')[0].body).toEqual({ kind: 'mca', questionId: 'A2', documentId: 'd1', expiresOn: '2027-03-31', note: '' });
  expect(await within(a2).findByText(/Trade licence/)).toHaveTextContent('expires 31 Mar 2027');
});

test('removing evidence calls the server and refreshes the list; a failing list shows no evidence controls', async () => {
  let links = [link('e1', 'A1', minutes, null)];
  const api = mockApi({
    'GET /api/evidence': () => ({ body: { success: true, evidence: links } }),
    'DELETE /api/evidence/e1': () => {
      links = [];
      return { body: { success: true, message: 'Evidence removed' } };
    },
  });
  const { unmount } = renderView(page(), { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  const a1 = await screen.findByRole('group', { name: 'Evidence for A1' });
  await userEvent.click(within(a1).getByRole('button', { name: 'Remove Board minutes' }));
  expect(await within(a1).findByText('none yet')).toBeInTheDocument();
  expect(api.of('DELETE', '/api/evidence/e1')).toHaveLength(1);
  unmount();

  mockApi({ 'GET /api/evidence': { status: 500, body: { success: false, message: 'boom' } } });
  renderView(page(), { path: '/maker/mca-compliance', route: '/maker/mca-compliance', user: sampleUser(), showLocation: true });
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByRole('button', { name: 'Attach evidence' })).not.toBeInTheDocument();
});
