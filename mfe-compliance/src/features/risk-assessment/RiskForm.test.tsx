import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView, sampleAnswer } from 'test-support';
import { RiskForm } from './RiskForm';

it('takes a mitigation action’s due date typed day first and sends it as an ISO date; text that is no date is not sent', async () => {
  const saved = { ...sampleAnswer('POST /api/risks').risk, id: 'r1' };
  const { of } = mockApi({ 'POST /api/risks': { status: 201, body: { success: true, risk: saved, message: 'Risk added to the register' } } });
  const onSaved = jest.fn();
  renderView(<RiskForm risk={null} onClose={jest.fn()} onSaved={onSaved} />);
  const form = screen.getByRole('dialog', { name: 'Add Risk' });
  await userEvent.type(within(form).getByLabelText('Risk title'), 'Liquidity gap');
  await userEvent.type(within(form).getByLabelText('Risk owner'), 'CFO');
  await userEvent.click(within(form).getByRole('button', { name: 'Add mitigation action' }));
  await userEvent.type(within(form).getByLabelText('Action'), 'Raise a term loan');
  const due = within(form).getByLabelText('Due date');
  await userEvent.type(due, '31/02/2027');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Risk' }));
  expect(within(form).getByText('Each mitigation action needs a description and a due date')).toBeInTheDocument();
  expect(within(form).getByText('Enter a date such as 30/11/2026 or 30 Nov 2026')).toBeInTheDocument();
  expect(of('POST', '/api/risks')).toHaveLength(0);

  await userEvent.clear(due);
  await userEvent.type(due, '31 Mar 2027');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Risk' }));
  expect(onSaved).toHaveBeenCalledWith(saved);
  expect(of('POST', '/api/risks')[0].body).toMatchObject({ actions: [{ description: 'Raise a term loan', dueDate: '2027-03-31', status: 'planned' }] });
});
