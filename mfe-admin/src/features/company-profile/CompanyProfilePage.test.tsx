import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_COMPLIANCE_FACTS, type ComplianceProfile } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import CompanyProfilePage from './CompanyProfilePage';

const profile: ComplianceProfile = {
  nbfcLayer: 'Base layer',
  assetSizeCr: 400,
  depositTaking: false,
  listing: 'none',
  headcount: 50,
  establishmentStates: ['Karnataka'],
  financialYearStartMonth: 4,
  confirmed: false,
  effectiveLayer: 'Base layer',
  layerNote: null,
  updatedAt: null,
  updatedBy: null,
  ...NO_COMPLIANCE_FACTS,
};

it('shows the derived profile, refuses a bad value without calling the server, and saves a good one', async () => {
  const saved: ComplianceProfile = {
    ...profile,
    assetSizeCr: 1200,
    confirmed: true,
    effectiveLayer: 'Middle layer',
    layerNote: 'Asset size of Rs 1,000 crore or more places the NBFC in the Middle layer',
  };
  const { calls } = mockApi({
    'GET /api/company/compliance-profile': { body: { success: true, profile } },
    'GET /api/company/events': { body: { success: true, events: [] } },
    'PUT /api/company/compliance-profile': {
      body: {
        success: true,
        message: 'Company profile saved',
        profile: saved,
        calendarChanges: [{ obligationId: 'RBI-DNBS01', title: 'DNBS01 - Important Financial Parameters', change: 'added', reason: 'NBFC in the Middle layer' }],
      },
    },
  });
  renderView(<CompanyProfilePage />);
  expect(await screen.findByRole('note')).toHaveTextContent('taken from your registration');
  const asset = screen.getByLabelText('Asset size (Rs crore)');
  expect(asset).toHaveValue('400');

  await userEvent.clear(asset);
  await userEvent.type(asset, '-5');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(screen.getByText('Asset size must be a number of crore rupees, 0 or more')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  await userEvent.clear(asset);
  await userEvent.type(asset, '1200');
  await userEvent.click(within(screen.getByRole('group', { name: 'States of your establishments' })).getByLabelText('Maharashtra'));
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(/Treated as/)).toHaveTextContent('Treated as Middle layer: Asset size of Rs 1,000 crore or more');
  expect(screen.getByRole('region', { name: 'Calendar changes' })).toHaveTextContent('Added: DNBS01 - Important Financial Parameters (NBFC in the Middle layer)');
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.body).toEqual({
    ...{ nbfcLayer: 'Base layer', depositTaking: false, listing: 'none', headcount: 50, financialYearStartMonth: 4 },
    assetSizeCr: 1200,
    establishmentStates: ['Karnataka', 'Maharashtra'],
    ...NO_COMPLIANCE_FACTS,
  });
});

it('shows the server refusal', async () => {
  mockApi({
    'GET /api/company/compliance-profile': { body: { success: true, profile } },
    'GET /api/company/events': { body: { success: true, events: [] } },
    'PUT /api/company/compliance-profile': { status: 403, body: { success: false, message: 'You do not have permission to do this' } },
  });
  renderView(<CompanyProfilePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
});

it('records GST registrations, a flag and a director with the profile, checking the DIN in the browser first', async () => {
  const { calls } = mockApi({
    'GET /api/company/compliance-profile': { body: { success: true, profile } },
    'GET /api/company/events': { body: { success: true, events: [] } },
    'PUT /api/company/compliance-profile': { body: { success: true, message: 'Company profile saved', profile: { ...profile, confirmed: true }, calendarChanges: [] } },
  });
  renderView(<CompanyProfilePage />);
  const gst = await screen.findByRole('group', { name: 'States with a GST registration' });
  await userEvent.click(within(gst).getByLabelText('Tamil Nadu'));
  await userEvent.click(screen.getByLabelText('Tax audit required'));
  await userEvent.click(screen.getByRole('button', { name: 'Add director' }));
  await userEvent.type(screen.getByLabelText('Director 1 name'), 'Anita Rao');
  await userEvent.type(screen.getByLabelText('Director 1 DIN'), '123');
  await userEvent.type(screen.getByLabelText('Director 1 last DIR-3 KYC year'), '2024');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(screen.getByText('Director 1: the DIN must be 8 digits')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  await userEvent.type(screen.getByLabelText('Director 1 DIN'), '45678');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('Your statutory calendar did not change.')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    gstStates: ['Tamil Nadu'],
    taxAuditRequired: true,
    directors: [{ name: 'Anita Rao', din: '12345678', lastKycYear: 2024 }],
  });
});

it('records and deletes a company event', async () => {
  const event = { id: 'e1', kind: 'agm-held', label: 'AGM held', date: '2026-09-10', note: '', recordedBy: 'Asha Admin', recordedAt: '2026-09-10T10:00:00Z' };
  const { calls } = mockApi({
    'GET /api/company/compliance-profile': { body: { success: true, profile } },
    'GET /api/company/events': { body: { success: true, events: [event] } },
    'POST /api/company/events': { status: 201, body: { success: true, message: 'Event recorded', event } },
    'DELETE /api/company/events/e1': { body: { success: true, message: 'Event deleted' } },
  });
  renderView(<CompanyProfilePage />);
  const form = await screen.findByRole('form', { name: 'Record an event' });
  await userEvent.click(within(form).getByRole('button', { name: 'Record event' }));
  expect(within(form).getByText('Enter the date')).toBeInTheDocument();
  expect(within(form).getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.selectOptions(within(form).getByLabelText('What happened'), 'AGM held');
  // An AGM that has not happened yet is refused beside the field, as the server refuses it.
  await userEvent.type(within(form).getByLabelText('Date'), '01/01/2099');
  expect(within(form).getByText('Date cannot be in the future')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Record event' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.clear(within(form).getByLabelText('Date'));
  await userEvent.type(within(form).getByLabelText('Date'), '10 Sep 2026');
  await userEvent.click(within(form).getByRole('button', { name: 'Record event' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'agm-held', date: '2026-09-10' }));
  await userEvent.click(await screen.findByRole('button', { name: /Delete AGM held on/ }));
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/company/events/e1')).toBe(true));
});
