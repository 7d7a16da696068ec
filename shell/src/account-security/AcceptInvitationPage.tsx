import { useEffect, useState } from 'react';
import { apiRequest } from 'shared-auth';
import type { InvitationLookupResponse, MessageResponse } from 'shared-contracts';
import { Spinner } from 'shared-ui';
import { LinkPage, tokenFromLocation } from './LinkPage';
import { NewPasswordFields, StepForm, checkNewPassword } from '../sign-in-steps/StepFields';

/**
 * /accept-invitation: the link of an invitation e-mail (issue 28). Opening it only reads who it is for;
 * the link is spent when the user sets a password, so a mail scanner that opens links cannot use it.
 */
export default function AcceptInvitationPage() {
  const [token] = useState(tokenFromLocation);
  const [invitation, setInvitation] = useState<InvitationLookupResponse | null>(null);
  const [problem, setProblem] = useState(token ? '' : 'This invitation link is incomplete. Open the link from the e-mail again.');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    if (!token) return;
    apiRequest<InvitationLookupResponse>('/api/auth/invitation/lookup', { method: 'POST', body: { token } }).then(setInvitation, (error: unknown) =>
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.'),
    );
  }, [token]);

  return (
    <LinkPage title="Accept your invitation" done={done}>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : !invitation ? (
        <Spinner label="Opening your invitation..." />
      ) : (
        <>
          <p>{`Welcome, ${invitation.firstName}. ${invitation.companyName} has invited you to Compliance Management as a ${invitation.role}. Choose your password for ${invitation.email}.`}</p>
          <StepForm
            label="Set my password"
            busyLabel="Saving..."
            onSubmit={async () => {
              checkNewPassword(password, confirm, 8);
              const answer = await apiRequest<MessageResponse>('/api/auth/invitation/accept', { method: 'POST', body: { token, newPassword: password } });
              setDone(answer.message);
              // The token is spent: drop it from the address bar and history.
              window.history.replaceState(null, '', window.location.pathname);
            }}
          >
            <NewPasswordFields idPrefix="accept-invitation" min={8} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          </StepForm>
        </>
      )}
    </LinkPage>
  );
}
