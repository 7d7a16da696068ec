import { describeActivity } from './activityText';

describe('the overview tells events in plain sentences', () => {
  it('names the person who acted', () => {
    expect(describeActivity('task.assigned', 'Asha Admin')).toBe('Asha Admin assigned a task');
  });

  it('tells a failed sign-in by the account it was for, never as "System failed to sign in"', () => {
    expect(describeActivity('auth.login_failed', null, { targetEmail: 'mohan@acme.in', recordedEmail: null })).toBe('A sign-in to mohan@acme.in failed: wrong password');
    expect(describeActivity('auth.login_failed', null, { targetEmail: null, recordedEmail: 'nobody@acme.in' })).toBe(
      'A sign-in to nobody@acme.in failed: no account has this address',
    );
  });

  it('tells what the platform did by itself as automatic', () => {
    expect(describeActivity('invoice.issued', null)).toBe('Automatically: issued a GST tax invoice');
  });
});
