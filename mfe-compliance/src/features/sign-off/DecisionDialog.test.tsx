import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from 'test-support';
import { DecisionDialog } from './DecisionDialog';

function show(approving: boolean, onDecide: (comment: string) => Promise<void>) {
  renderView(
    <DecisionDialog
      title={approving ? 'Approve "KYC policy"' : 'Reject "KYC policy"'}
      approving={approving}
      fieldId="review-comment"
      commentLabel={approving ? 'Comment (optional)' : 'Reason for rejection'}
      maxLength={1000}
      submitLabel={approving ? 'Approve' : 'Reject'}
      reasonMissing="Please give a reason for rejecting the document"
      onDecide={onDecide}
      onClose={jest.fn()}
    />,
  );
  return screen.getByRole('dialog', { name: approving ? 'Approve "KYC policy"' : 'Reject "KYC policy"' });
}

it('refuses a rejection without a reason, then sends the trimmed reason', async () => {
  const onDecide = jest.fn(async () => undefined);
  const dialog = show(false, onDecide);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason for rejecting the document');
  expect(onDecide).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByLabelText('Reason for rejection'), '  Unsigned copy  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(onDecide).toHaveBeenCalledWith('Unsigned copy');
});

it('approves without a comment, and keeps the dialog open with the server message when the decision fails', async () => {
  const onDecide = jest.fn(async () => {
    throw new Error('This document has already been reviewed');
  });
  const dialog = show(true, onDecide);
  expect(within(dialog).getByLabelText('Comment (optional)')).toHaveAttribute('maxlength', '1000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(onDecide).toHaveBeenCalledWith('');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This document has already been reviewed');
  expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
});
