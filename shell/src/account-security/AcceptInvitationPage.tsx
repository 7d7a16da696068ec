import { useEffect, useState } from 'react';
import { apiRequest, authModalStore } from 'shared-auth';
import type { InvitationLookupResponse, MessageResponse } from 'shared-contracts';
import { Button, Card, PageTitle, Spinner } from 'shared-ui';
import { NewPasswordFields, StepForm, checkNewPassword } from '../sign-in-steps/StepFields';

/** The token travels in the fragment (#token=...), which the browser never sends to a server or a Referer. */
const tokenFromLocation = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');

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
    <main style={{ maxWidth: 520, margin: '0 auto', padding: '1.5rem 1rem' }}>
      <PageTitle>Accept your invitation</PageTitle>
      <Card>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Button type="button" onClick={() => authModalStore.getState().openLogin()}>
              Sign In
            </Button>
          </>
        ) : problem ? (
          <p role="alert">{problem}</p>
        ) : !invitation ? (
          <Spinner label="Opening your invitation..." />
        ) : (
          <>
            <p>{`Welcome, ${invitation.firstName}. ${invitation.companyName} has invited you to Compliance Suite as a ${invitation.role}. Choose your password for ${invitation.email}.`}</p>
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
      </Card>
    </main>
  );
}
