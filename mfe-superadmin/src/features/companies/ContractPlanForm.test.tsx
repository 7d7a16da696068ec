import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackagesResponse } from 'shared-contracts';
import { mockApi, renderView, sampleAnswer } from 'test-support';
import { ContractPlanForm } from './ContractPlanForm';

const packages: PackagesResponse = {
  success: true,
  packages: [
    {
      id: 'upper-layer',
      layer: 'Upper Layer NBFC',
      packageName: 'Enterprise Compliance',
      description: '',
      basePrice: 19999,
      gst: 3599.82,
      totalPrice: 23598.82,
      seats: { admin: 1, maker: 15, checker: 5 },
    },
  ],
};

it('marks each failing field before sending, then records the contract plan the api accepts', async () => {
  const granted = jest.fn();
  const { of } = mockApi({
    'GET /api/subscriptions/packages': { body: packages },
    'POST /api/super-admin/companies/c-1/contract-period': { status: 201, body: sampleAnswer('POST /api/super-admin/companies/:id/contract-period') },
  });
  renderView(<ContractPlanForm companyId="c-1" onGranted={granted} />);
  await screen.findByRole('option', { name: 'Enterprise Compliance (Upper Layer NBFC)' });

  await userEvent.type(screen.getByLabelText('Maker seats'), '501');
  await userEvent.click(screen.getByRole('button', { name: 'Record Contract Plan' }));
  expect(screen.getByLabelText('Plan (features and admin seats)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Maker seats must be a whole number from 0 to 500.')).toBeInTheDocument();
  expect(screen.getByText('Enter the contract or purchase-order reference.')).toBeInTheDocument();
  expect(screen.getByLabelText('Months')).not.toHaveAttribute('aria-invalid');
  expect(of('POST', '/api/super-admin/companies/c-1/contract-period')).toHaveLength(0);

  await userEvent.selectOptions(screen.getByLabelText('Plan (features and admin seats)'), 'upper-layer');
  await userEvent.clear(screen.getByLabelText('Maker seats'));
  await userEvent.type(screen.getByLabelText('Maker seats'), '40');
  await userEvent.type(screen.getByLabelText('Checker seats'), '12');
  await userEvent.type(screen.getByLabelText('Contract reference'), ' PO-2026-118 ');
  await userEvent.click(screen.getByRole('button', { name: 'Record Contract Plan' }));
  expect(await screen.findByText('Contract plan recorded: 40 maker and 12 checker seats for 12 months')).toBeInTheDocument();
  expect(of('POST', '/api/super-admin/companies/c-1/contract-period')[0].body).toEqual({
    packageId: 'upper-layer',
    makers: 40,
    checkers: 12,
    months: 12,
    contractReference: 'PO-2026-118',
  });
  expect(granted).toHaveBeenCalledTimes(1);
});
