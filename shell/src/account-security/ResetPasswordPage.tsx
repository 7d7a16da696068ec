import { useState } from 'react';
import { authModalStore } from 'shared-auth';
import { Button, Card, PageTitle } from 'shared-ui';
import { ForgotPassword } from '../sign-in-steps/ForgotPassword';
import { signInApi } from '../sign-in-steps/signInApi';
import { NewPasswordFields, StepForm, checkNewPassword } from '../sign-in-steps/StepFields';

/** The token travels in the fragment (#token=...), which the browser never sends to a server. */
const tokenFromLocation = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');

/** /reset-password: choose a new password from an e-mailed link, or ask for a link. */
export default function ResetPasswordPage() {
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  return (
    <main style={{ maxWidth: 520, margin: '0 auto', padding: '1.5rem 1rem' }}>
      <PageTitle>Reset your password</PageTitle>
      <Card>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Button type="button" onClick={() => authModalStore.getState().openLogin()}>
              Sign In
            </Button>
          </>
        ) : token ? (
          <StepForm
            label="Set new password"
            busyLabel="Saving..."
            onSubmit={async () => {
              checkNewPassword(password, confirm, 8);
              setDone((await signInApi.confirmReset(token, password)).message);
              // The token is spent: drop it from the address bar and history.
              window.history.replaceState(null, '', window.location.pathname);
            }}
          >
            <NewPasswordFields idPrefix="reset-password" min={8} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          </StepForm>
        ) : (
          <ForgotPassword />
        )}
      </Card>
    </main>
  );
}
