import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, authModalStore, useAuthSelector } from 'shared-auth';
import { landingPathForRole } from 'shared-contracts/common';
import { Button, Card, PageTitle } from 'shared-ui';
import { AccountPage } from './AccountPage';

/** The token travels in the fragment (#token=...), which the browser never sends to a server or a Referer. */
const tokenFromLocation = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');

/** Said before the sign-in that asks for it, so enrolment does not come as a surprise. */
export const MFA_AHEAD =
  'At your next sign-in you will set up two-step verification: have an authenticator app (Google Authenticator, Microsoft Authenticator or similar) on your phone ready.';

/**
 * /verify-email: the link of the verification e-mail (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md). The address is verified when the user
 * presses the button, not on page load, so a mail scanner that opens links cannot spend the token.
 */
export default function VerifyEmailPage() {
  const [token] = useState(tokenFromLocation);
  const [state, setState] = useState<{ busy: boolean; done: string; error: string }>({ busy: false, done: '', error: '' });
  const user = useAuthSelector((s) => s.user);
  const navigate = useNavigate();
  const verify = async () => {
    if (!token) return;
    setState({ busy: true, done: '', error: '' });
    try {
      const answer = await apiRequest<{ success: true; message: string }>('/api/auth/email-verification/confirm', { method: 'POST', body: { token } });
      setState({ busy: false, done: answer.message, error: '' });
      // The token is spent: drop it from the address bar and history.
      window.history.replaceState(null, '', window.location.pathname);
    } catch (error) {
      setState({ busy: false, done: '', error: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    }
  };
  return (
    <AccountPage $width={520}>
      <PageTitle>Verify your e-mail address</PageTitle>
      <Card>
        {state.done ? (
          <>
            <p role="status">{state.done}</p>
            {/* Signed in already (the admin who just registered): straight on to the dashboard. */}
            {user ? (
              <Button type="button" onClick={() => navigate(landingPathForRole(user.role))}>
                Go to dashboard
              </Button>
            ) : (
              <>
                <p>{MFA_AHEAD}</p>
                <Button type="button" onClick={() => authModalStore.getState().openLogin()}>
                  Sign In
                </Button>
              </>
            )}
          </>
        ) : token ? (
          <>
            <p>Confirm that this e-mail address is yours. Your company can add users once it is verified.</p>
            {state.error && <p role="alert">{state.error}</p>}
            <Button type="button" onClick={verify} disabled={state.busy}>
              {state.busy ? 'Verifying...' : 'Verify my e-mail address'}
            </Button>
          </>
        ) : (
          <p role="alert">This verification link is incomplete. Open the link from the e-mail again, or sign in and send a new one from the banner.</p>
        )}
      </Card>
    </AccountPage>
  );
}
