import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderView, sampleFigures, sampleUser } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { WorkFigures } from './WorkFigures';

it("an admin's figures say they are the company's and each opens the list of what it counts", async () => {
  mockApi({ 'GET /api/obligations/summary': { body: sampleFigures() } });
  renderView(<WorkFigures />, { path: '/admin', user: sampleUser({ role: 'admin' }), showLocation: true });
  expect(await screen.findByRole('heading', { name: 'The company’s tasks and filings' })).toBeInTheDocument();
  const overdue = screen.getByRole('link', { name: /^Overdue: 19\./ });
  expect(overdue).toHaveAttribute('href', '/admin/command-centre?figure=overdue&scope=company');
  expect(screen.getByRole('link', { name: /^Due in 7 days: 4\./ })).toHaveAttribute('href', '/admin/command-centre?figure=due_soon&scope=company');
  expect(screen.getByRole('link', { name: /^Awaiting my sign-off: 1\./ })).toHaveAttribute('href', '/admin/command-centre?figure=awaiting_sign_off&scope=review');
  await userEvent.click(overdue);
  expect(screen.getByLabelText('location')).toHaveTextContent('/admin/command-centre');
});

it("a maker's figures are their own, without a sign-off queue", async () => {
  mockApi({ 'GET /api/obligations/summary': { body: sampleFigures({ scope: 'mine', scopeLabel: 'My tasks and filings', overdue: 3 }) } });
  renderView(<WorkFigures />, { path: '/maker', user: sampleUser({ role: 'maker' }) });
  expect(await screen.findByRole('heading', { name: 'My tasks and filings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Overdue: 3\. My tasks and filings/ })).toHaveAttribute('href', '/maker/command-centre?figure=overdue&scope=mine');
  expect(screen.queryByRole('link', { name: /Awaiting my sign-off/ })).toBeNull();
});

it('a failed read says so and offers a retry', async () => {
  mockApi({ 'GET /api/obligations/summary': { status: 500, body: { success: false, message: 'The figures could not be read' } } });
  renderView(<WorkFigures />, { user: sampleUser({ role: 'admin' }) });
  expect(await screen.findByText('The figures could not be read')).toBeInTheDocument();
});
