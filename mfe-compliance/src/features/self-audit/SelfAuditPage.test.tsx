import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfAuditContentResponse, SelfAuditGetResponse } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import SelfAuditPage from './SelfAuditPage';

const ENTITY_TYPES: SelfAuditContentResponse['entityTypes'] = ['NBFC Below 500CR', 'NBFC Above 500CR', 'Middle Layer NBFC', 'Core Investment Company'];

function checklist(entityType: SelfAuditContentResponse['entityType']): SelfAuditContentResponse {
  return {
    success: true,
    library: { id: 'sa', version: '2025.1', effectiveDate: '2025-11-28', sources: [] },
    entityTypes: ENTITY_TYPES,
    entityType,
    tabs: {
      returns: [{ category: 'Quarterly Returns', items: [{ questionId: 'R-1', item: 'DNBS02 filed within 21 days', reference: 'MD Supervisory Returns 2024' }] }],
      committees: [
        {
          category: 'Board Committees',
          items: [
            { questionId: 'C-1', item: 'Audit Committee constituted', reference: 'SBR 2025' },
            {
              questionId: 'C-2',
              item: 'IT Strategy Committee constituted',
              reference: 'IT Directions 2023',
              notApplicableAllowed: true,
              appliesToCompany: false,
              applicabilityNote: "Does not apply to your company's profile: applies to Middle layer, Upper layer.",
            },
          ],
        },
      ],
      policies: [
        { group: 'Lending Policies', items: [{ questionId: 'SA-POL-FPC', item: 'Fair Practices Code approved by the board', reference: 'RBC Directions 2025' }] },
        { group: 'KYC', items: [{ questionId: 'SA-POL-KYC', item: 'KYC policy in place', reference: 'KYC Directions' }] },
      ],
    },
  };
}

const noAudit: SelfAuditGetResponse = { success: true, audit: null };

/**
 * The fake network: the checklist is answered for the entity type asked in its query string,
 * and the requested types are recorded.
 */
function fakeWithTypes(audit: SelfAuditGetResponse = noAudit, extra = {}, profileType: SelfAuditContentResponse['entityType'] = 'NBFC Below 500CR') {
  const requested: (string | null)[] = [];
  const entityType = (url: string) => new URL(url, 'http://x').searchParams.get('entityType');
  const net = mockApi({
    'GET /api/assessments/content/self-audit': (_body, call) => {
      const type = entityType(call.url);
      requested.push(type);
      return { body: checklist((type ?? profileType) as never) };
    },
    // Like the server: the answers of the category asked for, none of another's.
    'GET /api/self-audit/get': (_body, call) => ({ body: audit.audit && audit.audit.nbfcCategory === entityType(call.url) ? audit : noAudit }),
    'POST /api/self-audit/save': { body: { success: true, message: 'Progress saved' } },
    ...extra,
  });
  return { ...net, requested };
}

test("opens on the company's own category without a saved audit; shows tabs with percentages and the first category", async () => {
  const net = fakeWithTypes();
  renderView(<SelfAuditPage />, { path: '/maker/self-audit', route: '/maker/self-audit', user: sampleUser(), showLocation: true });
  expect(screen.getByText('Loading audit data...')).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: /NBFC category/ })).toHaveValue('NBFC Below 500CR');
  expect(net.requested).toEqual([null]);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Returns (0%)', 'Committees (0%)', 'Policies (0%)']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('listitem', { name: '1. DNBS02 filed within 21 days' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Complete Assessment (0%)' })).toBeDisabled();
});

test('the company profile supplies the entity type; its saved answers are shown', async () => {
  const net = fakeWithTypes(
    {
      success: true,
      audit: {
        nbfcCategory: 'Middle Layer NBFC',
        status: 'in-progress',
        updatedAt: null,
        responses: [{ questionId: 'R-1', status: 'partial', remarks: 'Filed late once' }],
      },
    },
    {},
    'Middle Layer NBFC',
  );
  renderView(<SelfAuditPage />, { path: '/checker/self-audit', route: '/checker/self-audit', user: sampleUser(), showLocation: true });
  expect(await screen.findByRole('combobox', { name: /NBFC category/ })).toHaveValue('Middle Layer NBFC');
  expect(net.requested).toEqual([null]);
  const item = screen.getByRole('listitem', { name: /DNBS02/ });
  expect(within(item).getByRole('button', { name: 'Partial' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(item).getByLabelText('Remarks')).toHaveValue('Filed late once');
  expect(screen.getByRole('tab', { name: 'Returns (100%)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Complete Assessment (20%)' })).toBeDisabled();
});

test('Policies shows the Policy Types list with the first type selected', async () => {
  fakeWithTypes();
  renderView(<SelfAuditPage />, { path: '/admin/self-audit', route: '/admin/self-audit', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('tab', { name: /Policies/ }));
  const types = screen.getByRole('navigation', { name: 'Policy Types' });
  expect(within(types).getByRole('button', { name: /Lending Policies/ })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('listitem', { name: /Fair Practices Code/ })).toBeInTheDocument();
  await userEvent.click(within(types).getByRole('button', { name: /KYC/ }));
  expect(screen.getByRole('listitem', { name: /KYC policy in place/ })).toBeInTheDocument();
});

test('each answer is saved as progress; at 100% Submit Assessment completes and goes to the role dashboard', async () => {
  const net = fakeWithTypes(noAudit, { 'POST /api/self-audit/submit': { body: { success: true, message: 'ok' } } });
  renderView(<SelfAuditPage />, { path: '/maker/self-audit', route: '/maker/self-audit', user: sampleUser(), showLocation: true });
  const answer = async (name: RegExp) => userEvent.click(within(await screen.findByRole('listitem', { name })).getByRole('button', { name: 'Compliant' }));
  await answer(/DNBS02/);
  await waitFor(() => expect(net.of('POST', '/api/self-audit/save')).toHaveLength(1));
  expect(net.of('POST', '/api/self-audit/save')[0].body).toEqual({
    nbfcCategory: 'NBFC Below 500CR',
    responses: [{ questionId: 'R-1', category: 'Returns', subcategory: 'Quarterly Returns', item: 'DNBS02 filed within 21 days', status: 'compliant', remarks: '' }],
  });
  await userEvent.click(screen.getByRole('tab', { name: /Committees/ }));
  await answer(/Audit Committee constituted/);
  await userEvent.click(within(screen.getByRole('listitem', { name: /IT Strategy Committee/ })).getByRole('button', { name: 'Not Applicable' }));
  await userEvent.click(screen.getByRole('tab', { name: /Policies/ }));
  await answer(/Fair Practices Code/);
  await userEvent.click(screen.getByRole('button', { name: /KYC/ }));
  await answer(/KYC policy/);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('Self Audit Completed Successfully!')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/maker$/);
  expect((net.of('POST', '/api/self-audit/submit')[0].body as { responses: unknown[] }).responses).toHaveLength(5);
});

test('an admin goes to /admin after submitting; a failed submit shows the spec message and stays', async () => {
  let ok = false;
  const done = ['R-1', 'C-1', 'C-2', 'SA-POL-FPC', 'SA-POL-KYC'].map((questionId) => ({ questionId, status: 'compliant' as const, remarks: '' }));
  fakeWithTypes(
    { success: true, audit: { nbfcCategory: 'NBFC Below 500CR', status: 'in-progress', updatedAt: null, responses: done } },
    {
      'POST /api/self-audit/submit': () =>
        ok ? { body: { success: true, message: 'Self Audit Completed Successfully!' } } : { status: 500, body: { success: false, message: 'Failed' } },
    },
  );
  renderView(<SelfAuditPage />, { path: '/admin/self-audit', route: '/admin/self-audit', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Submit Assessment' }));
  expect(await screen.findByText('Failed to submit audit')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/self-audit');
  ok = true;
  await userEvent.click(screen.getByRole('button', { name: 'Submit Assessment' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
});

test('choosing another NBFC category loads that checklist', async () => {
  const net = fakeWithTypes();
  renderView(<SelfAuditPage />, { path: '/maker/self-audit', route: '/maker/self-audit', user: sampleUser(), showLocation: true });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /NBFC category/ }), 'Core Investment Company');
  expect(await screen.findByRole('combobox', { name: /NBFC category/ })).toHaveValue('Core Investment Company');
  expect(net.requested).toEqual([null, 'Core Investment Company']);
});

test('switching category neither shows nor saves the answers of the category left behind (answers per category and item id)', async () => {
  const net = fakeWithTypes({
    success: true,
    audit: {
      nbfcCategory: 'NBFC Below 500CR',
      status: 'in-progress',
      updatedAt: null,
      responses: [{ questionId: 'R-1', status: 'non-compliant', remarks: 'Below: filed late' }],
    },
  });
  renderView(<SelfAuditPage />, { path: '/maker/self-audit', route: '/maker/self-audit', user: sampleUser(), showLocation: true });
  const item = await screen.findByRole('listitem', { name: /DNBS02/ });
  expect(within(item).getByRole('button', { name: 'Non-Compliant' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /NBFC category/ }), 'Core Investment Company');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /NBFC category/ })).toHaveValue('Core Investment Company'));
  const cicItem = await screen.findByRole('listitem', { name: /DNBS02/ });
  // Same item id in both checklists, but the Below-500CR answer is not the CIC answer.
  expect(within(cicItem).getByRole('button', { name: 'Non-Compliant' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(cicItem).getByLabelText('Remarks')).toHaveValue('');
  await userEvent.click(within(cicItem).getByRole('button', { name: 'Compliant' }));
  await waitFor(() => expect(net.of('POST', '/api/self-audit/save')).toHaveLength(1));
  expect(net.of('POST', '/api/self-audit/save')[0].body).toEqual({
    nbfcCategory: 'Core Investment Company',
    responses: [{ questionId: 'R-1', category: 'Returns', subcategory: 'Quarterly Returns', item: 'DNBS02 filed within 21 days', status: 'compliant', remarks: '' }],
  });
  expect(screen.getByText('1 of 5 items answered')).toBeInTheDocument();
});

test('an item that cannot apply to the company is pre-marked with the reason and can be answered Not Applicable', async () => {
  const net = fakeWithTypes();
  renderView(<SelfAuditPage />, { path: '/maker/self-audit', route: '/maker/self-audit', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('tab', { name: /Committees/ }));
  const it = screen.getByRole('listitem', { name: /IT Strategy Committee/ });
  expect(within(it).getByRole('note')).toHaveTextContent(
    'Does not apply to your company\'s profile: applies to Middle layer, Upper layer. Answer "Not Applicable" unless it applies after all.',
  );
  // Only where the item allows it.
  expect(within(screen.getByRole('listitem', { name: /Audit Committee/ })).queryByRole('button', { name: 'Not Applicable' })).toBeNull();
  await userEvent.click(within(it).getByRole('button', { name: 'Not Applicable' }));
  await waitFor(() => expect(net.of('POST', '/api/self-audit/save')).toHaveLength(1));
  expect((net.of('POST', '/api/self-audit/save')[0].body as { responses: { questionId: string; status: string }[] }).responses).toEqual([
    expect.objectContaining({ questionId: 'C-2', status: 'not-applicable' }),
  ]);
  expect(screen.getByText('1 of 5 items answered')).toBeInTheDocument();
});
