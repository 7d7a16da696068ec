import { useState } from 'react';
import { signInApi } from './signInApi';
import { StepForm } from './StepFields';
import { TextField } from '../auth-modals/FormControls';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPassword({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState('');
  if (sent) return <p role="status">{sent}</p>;
  return (
    <StepForm label="Send reset link" busyLabel="Sending..." onSubmit={async () => setSent((await signInApi.requestReset(email.trim())).message)}>
      <p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
      <TextField id="reset-email" label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
    </StepForm>
  );
}
