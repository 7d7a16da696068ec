import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gstinState, type BillingProfilePayload, type BillingProfileResponse } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { BillingProfileForm } from './BillingProfileForm';

const SUPPLIER = { legalName: 'Compliance Cloud Private Limited', gstin: '29AABCT1332L1ZA', address: '12 Residency Road, Bengaluru', invoiceSeries: 'CM', sac: '998315' };
const none: BillingProfileResponse = { success: true, profile: null, supplierState: null, invoicesWaiting: 2 };

async function fill(values: Partial<typeof SUPPLIER>) {
  const labels: Record<keyof typeof SUPPLIER, string> = {
    legalName: 'Legal name (as registered under GST)',
    gstin: 'GSTIN',
    address: 'Registered address',
    invoiceSeries: 'Invoice series',
    sac: 'SAC',
  };
  for (const [key, value] of Object.entries(values) as Array<[keyof typeof SUPPLIER, string]>) {
    const field = screen.getByLabelText(labels[key]);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

it('refuses each wrong field before sending, naming it, and saves nothing until all are right', async () => {
  const { of } = mockApi({
    'GET /api/super-admin/billing-profile': { body: none },
    'PUT /api/super-admin/billing-profile': (body) => {
      const profile = body as BillingProfilePayload;
      return { body: { success: true, profile, supplierState: gstinState(profile.gstin), invoicesWaiting: 0 } };
    },
  });
  renderView(<BillingProfileForm />);
  expect(await screen.findByText('No billing details yet: payments are taken, and their invoices are issued once these are saved.')).toBeInTheDocument();
  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Billing Details' }));

  await save();
  expect(screen.getByRole('alert')).toHaveTextContent('Legal name is required');
  await fill({ ...SUPPLIER, gstin: '29AABCT1332L1ZB' });
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent('GSTIN check character does not match: please check the number for a typing mistake');
  await fill({ gstin: SUPPLIER.gstin, invoiceSeries: 'IN-2' });
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent('Invoice series must be 1 to 4 capital letters or digits, e.g. CM');
  await fill({ invoiceSeries: SUPPLIER.invoiceSeries, sac: '9983' });
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent('SAC must be 6 digits starting with 99, e.g. 998315');
  expect(of('PUT', '/api/super-admin/billing-profile')).toHaveLength(0);

  // The GSTIN's state says which tax an invoice carries.
  expect(screen.getByText(/Registered in Karnataka: invoices to Karnataka carry CGST and SGST, others IGST\./)).toBeInTheDocument();
  await fill({ sac: SUPPLIER.sac });
  await save();
  expect(await screen.findByText('Billing details saved')).toBeInTheDocument();
  expect(of('PUT', '/api/super-admin/billing-profile')[0].body).toEqual(SUPPLIER);
});

it("shows the server's refusal and keeps the form as typed", async () => {
  mockApi({
    'GET /api/super-admin/billing-profile': { body: none },
    'PUT /api/super-admin/billing-profile': { status: 400, body: { success: false, message: 'Legal name is too long' } },
  });
  renderView(<BillingProfileForm />);
  await screen.findByLabelText('GSTIN');
  await fill(SUPPLIER);
  await userEvent.click(screen.getByRole('button', { name: 'Save Billing Details' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Legal name is too long');
  expect(screen.getByLabelText('GSTIN')).toHaveValue(SUPPLIER.gstin);
});
