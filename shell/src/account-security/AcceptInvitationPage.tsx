import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, authStore } from 'shared-auth';
import { INVITATION_MESSAGES, isSignInChallenge, type InvitationLookupResponse, type SignInAnswer, type SignInChallengeResponse } from 'shared-contracts';
import { Spinner } from 'shared-ui';
import { LinkPage, tokenFromLocation } from './LinkPage';
import { NewPasswordFields, StepForm, checkNewPassword } from '../sign-in-steps/StepFields';
import { SignInSteps } from '../sign-in-steps/SignInSteps';

/**
 * /accept-invitation: the link of an invitation e-mail (docs/decisions/0049-people-and-the-command-centre-screen.md). Opening it only reads who it is for;
 * the link is spent when the user sets a password, so a mail scanner that opens links cannot use it.
 */
export default function AcceptInvitationPage() {
  const [token] = useState(tokenFromLocation);
  const [invitation, setInvitation] = useState<InvitationLookupResponse | null>(null);
  const [problem, setProblem] = useState(token ? '' : 'This invitation link is incomplete. Open the link from the e-mail again.');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Accepting signs in; a step the company requires (setting up two-step verification) follows here.
  const [step, setStep] = useState<SignInChallengeResponse | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    apiRequest<InvitationLookupResponse>('/api/auth/invitation/lookup', { method: 'POST', body: { token } }).then(setInvitation, (error: unknown) =>
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.'),
    );
  }, [token]);

  return (
    <LinkPage title="Accept your invitation" done="">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : step ? (
        <>
          <p role="status">{INVITATION_MESSAGES.acceptedSigningIn}</p>
          <SignInSteps first={step} onSignedIn={(path) => navigate(path, { replace: true })} />
        </>
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
              const answer = await apiRequest<SignInAnswer>('/api/auth/invitation/accept', { method: 'POST', body: { token, newPassword: password } });
              // The token is spent: drop it from the address bar and history.
              window.history.replaceState(null, '', window.location.pathname);
              if (isSignInChallenge(answer)) setStep(answer);
              else navigate(authStore.getState().completeSignIn(answer), { replace: true });
            }}
          >
            <NewPasswordFields idPrefix="accept-invitation" min={8} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          </StepForm>
        </>
      )}
    </LinkPage>
  );
}
