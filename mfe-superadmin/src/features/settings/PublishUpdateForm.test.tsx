import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublishUpdateRequestSchema } from 'shared-contracts';
import { mockApi, renderView, sampleAnswer } from 'test-support';
import { PublishUpdateForm } from './PublishUpdateForm';

it('holds no more text than the api accepts and publishes the filled fields only', async () => {
  const { of } = mockApi({ 'POST /api/updates': { status: 201, body: sampleAnswer('POST /api/updates', { message: 'Update published' }) } });
  renderView(<PublishUpdateForm />);
  expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', String(PublishUpdateRequestSchema.properties.title.maxLength));
  expect(screen.getByLabelText('Full text')).toHaveAttribute('maxLength', '10000');

  await userEvent.click(screen.getByRole('button', { name: 'Publish Update' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  expect(of('POST', '/api/updates')).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Title'), ' RBI circular ');
  await userEvent.type(screen.getByLabelText('Category'), 'RBI');
  await userEvent.type(screen.getByLabelText('Summary'), 'Short summary');
  await userEvent.type(screen.getByLabelText('Full text'), 'The full text');
  await userEvent.click(screen.getByRole('button', { name: 'Publish Update' }));
  expect(await screen.findByText('Update published')).toBeInTheDocument();
  expect(of('POST', '/api/updates')[0].body).toEqual({
    type: 'regulatory',
    title: 'RBI circular',
    description: 'Short summary',
    body: 'The full text',
    category: 'RBI',
    priority: 'medium',
  });
});

it('publishes the due and event dates typed day first as ISO dates, and never a date it could not read as none', async () => {
  const { of } = mockApi({ 'POST /api/updates': { status: 201, body: sampleAnswer('POST /api/updates', { message: 'Update published' }) } });
  renderView(<PublishUpdateForm />);
  await userEvent.type(screen.getByLabelText('Title'), 'Filing window');
  await userEvent.type(screen.getByLabelText('Category'), 'MCA');
  await userEvent.type(screen.getByLabelText('Summary'), 'Short summary');
  await userEvent.type(screen.getByLabelText('Full text'), 'The full text');
  await userEvent.type(screen.getByLabelText('Due date (optional)'), '31/12/2026');
  await userEvent.type(screen.getByLabelText('Event date (optional)'), '15 Dec');
  await userEvent.click(screen.getByRole('button', { name: 'Publish Update' }));
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Enter a date such as 30/11/2026 or 30 Nov 2026');
  expect(of('POST', '/api/updates')).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Event date (optional)'), ' 2026');
  await userEvent.click(screen.getByRole('button', { name: 'Publish Update' }));
  expect(await screen.findByText('Update published')).toBeInTheDocument();
  expect(of('POST', '/api/updates')[0].body).toMatchObject({ dueDate: '2026-12-31', eventDate: '2026-12-15' });
  expect(screen.getByLabelText('Due date (optional)')).toHaveValue('');
});
