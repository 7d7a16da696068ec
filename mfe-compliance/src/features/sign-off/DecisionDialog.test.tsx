import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from 'test-support';
import { DecisionDialog, type Decision } from './DecisionDialog';

function show(decision: Decision, onDecide: (comment: string) => Promise<void>) {
  renderView(<DecisionDialog decision={decision} subject="KYC policy" onDecide={onDecide} onClose={jest.fn()} />);
  return screen.getByRole('dialog');
}

it('refuses a rejection without a reason, then sends the trimmed reason', async () => {
  const onDecide = jest.fn(async () => undefined);
  const dialog = show('reject-document', onDecide);
  expect(dialog).toHaveAccessibleName('Reject "KYC policy"');
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
  const dialog = show('approve-document', onDecide);
  expect(dialog).toHaveAccessibleName('Approve "KYC policy"');
  expect(within(dialog).getByLabelText('Comment (optional)')).toHaveAttribute('maxlength', '1000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(onDecide).toHaveBeenCalledWith('');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This document has already been reviewed');
  expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
});

it('words a return for rework of an assessment or task, with the longer comment limit', async () => {
  const dialog = show(
    'return-work',
    jest.fn(async () => undefined),
  );
  expect(dialog).toHaveAccessibleName('Return "KYC policy" for rework');
  expect(within(dialog).getByLabelText('What must be reworked')).toHaveAttribute('maxlength', '2000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please say what must be reworked');
});

it('asks a reviewer without two-step verification for the password before an approval (step-up)', async () => {
  const onDecide = jest.fn(async () => undefined);
  renderView(<DecisionDialog decision="approve-work" subject="MCA Compliance Assessment" onDecide={onDecide} onClose={jest.fn()} askPassword />);
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your password to confirm');
  expect(onDecide).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByLabelText('Your password (you sign in without two-step verification)'), 'my-password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(onDecide).toHaveBeenCalledWith('', 'my-password');
});
