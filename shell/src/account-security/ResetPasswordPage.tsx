import { useState } from 'react';
import { LinkPage, tokenFromLocation } from './LinkPage';
import { ForgotPassword } from '../sign-in-steps/ForgotPassword';
import { signInApi } from '../sign-in-steps/signInApi';
import { NewPasswordFields, StepForm, checkNewPassword } from '../sign-in-steps/StepFields';

/** /reset-password: choose a new password from an e-mailed link, or ask for a link. */
export default function ResetPasswordPage() {
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  return (
    <LinkPage title="Reset your password" done={done}>
      {token ? (
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
    </LinkPage>
  );
}
