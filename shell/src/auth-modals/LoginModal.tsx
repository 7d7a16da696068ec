import { useState, type FormEvent } from 'react';
import { ApiRequestError, authModalStore, useAuthSelector } from 'shared-auth';
import type { SignInChallengeResponse } from 'shared-contracts';
import { Button, ErrorBanner, Modal } from 'shared-ui';
import { ForgotPassword } from '../sign-in-steps/ForgotPassword';
import { SignInSteps } from '../sign-in-steps/SignInSteps';
import { LinkButton, TextField } from './FormControls';
import { fullPageRedirect } from './navigation';

const close = () => authModalStore.getState().close();

/** The Sign In modal (docs/specifications.md, A §2 "Sign In modal"). */
export function LoginModal() {
  const login = useAuthSelector((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  // After a correct password: the remaining step (docs/decisions/0014-sign-in-and-credentials.md), or the reset-link form.
  const [step, setStep] = useState<SignInChallengeResponse | null>(null);
  const [forgot, setForgot] = useState(false);

  const finish = (path: string) => {
    const { returnTo } = authModalStore.getState();
    close();
    fullPageRedirect(returnTo ?? path);
  };

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (error) setError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please fill in all fields');
      return;
    }
    setLoading(true);
    setError('');
    try {
      const answer = await login(email.trim(), password);
      if (typeof answer !== 'string') {
        setPassword('');
        setStep(answer);
        setLoading(false);
        return;
      }
      finish(answer);
    } catch (failure) {
      // The answer's message, else 'Login failed' (never a browser's network error text).
      setError((failure instanceof ApiRequestError && failure.message) || 'Login failed');
      setLoading(false);
    }
  };

  if (step) {
    return (
      <Modal title="Sign In" onClose={close}>
        <SignInSteps first={step} onSignedIn={finish} />
      </Modal>
    );
  }
  if (forgot) {
    return (
      <Modal title="Sign In" onClose={close}>
        <ForgotPassword initialEmail={email.trim()} />
        <p style={{ textAlign: 'center', marginBottom: 0 }}>
          <LinkButton type="button" onClick={() => setForgot(false)}>
            Back to Sign In
          </LinkButton>
        </p>
      </Modal>
    );
  }
  return (
    <Modal title="Sign In" onClose={close}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <TextField id="login-email" label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => edit(setEmail)(e.target.value)} />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => edit(setPassword)(e.target.value)}
        />
        <Button type="submit" disabled={loading} style={{ width: '100%' }}>
          {loading ? 'Signing In...' : 'Sign In'}
        </Button>
        <p style={{ textAlign: 'center' }}>
          <LinkButton type="button" onClick={() => setForgot(true)}>
            Forgot password?
          </LinkButton>
        </p>
        <p style={{ textAlign: 'center', marginBottom: 0 }}>
          Don't have an account?{' '}
          <LinkButton type="button" onClick={() => authModalStore.getState().openRegister()}>
            Sign up here
          </LinkButton>
        </p>
      </form>
    </Modal>
  );
}
