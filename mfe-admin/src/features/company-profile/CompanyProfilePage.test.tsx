import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplianceProfile } from 'shared-contracts';
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
};

it('shows the derived profile, refuses a bad value without calling the server, and saves a good one', async () => {
  const saved = {
    ...profile,
    assetSizeCr: 1200,
    confirmed: true,
    effectiveLayer: 'Middle layer',
    layerNote: 'Asset size of Rs 1,000 crore or more places the NBFC in the Middle layer',
  };
  const { calls } = mockApi({
    'GET /api/company/compliance-profile': { body: { success: true, profile } },
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
  await userEvent.click(screen.getByLabelText('Maharashtra'));
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText(/Treated as/)).toHaveTextContent('Treated as Middle layer: Asset size of Rs 1,000 crore or more');
  expect(screen.getByRole('region', { name: 'Calendar changes' })).toHaveTextContent('Added: DNBS01 - Important Financial Parameters (NBFC in the Middle layer)');
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.body).toEqual({
    ...{ nbfcLayer: 'Base layer', depositTaking: false, listing: 'none', headcount: 50, financialYearStartMonth: 4 },
    assetSizeCr: 1200,
    establishmentStates: ['Karnataka', 'Maharashtra'],
  });
});

it('shows the server refusal', async () => {
  mockApi({
    'GET /api/company/compliance-profile': { body: { success: true, profile } },
    'PUT /api/company/compliance-profile': { status: 403, body: { success: false, message: 'You do not have permission to do this' } },
  });
  renderView(<CompanyProfilePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
});
