import { useState } from 'react';
import { apiRequest, authModalStore } from 'shared-auth';
import { Button, Card, PageTitle } from 'shared-ui';

/** The token travels in the fragment (#token=...), which the browser never sends to a server or a Referer. */
const tokenFromLocation = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');

/**
 * /verify-email: the link of the verification e-mail (issue 15). The address is verified when the user
 * presses the button, not on page load, so a mail scanner that opens links cannot spend the token.
 */
export default function VerifyEmailPage() {
  const [token] = useState(tokenFromLocation);
  const [state, setState] = useState<{ busy: boolean; done: string; error: string }>({ busy: false, done: '', error: '' });
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
    <main style={{ maxWidth: 520, margin: '0 auto', padding: '1.5rem 1rem' }}>
      <PageTitle>Verify your e-mail address</PageTitle>
      <Card>
        {state.done ? (
          <>
            <p role="status">{state.done}</p>
            <Button type="button" onClick={() => authModalStore.getState().openLogin()}>
              Sign In
            </Button>
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
    </main>
  );
}
