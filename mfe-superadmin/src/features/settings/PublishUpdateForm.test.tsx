import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublishUpdateRequestSchema } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { PublishUpdateForm } from './PublishUpdateForm';

it('holds no more text than the api accepts and publishes the filled fields only', async () => {
  const { of } = mockApi({ 'POST /api/updates': { status: 201, body: { success: true, update: {}, message: 'Update published' } } });
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
