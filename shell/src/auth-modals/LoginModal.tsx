import { useState, type FormEvent } from 'react';
import { ApiRequestError, authModalStore, useAuthSelector } from 'shared-auth';
import { Button, ErrorBanner, Modal } from 'shared-ui';
import { LinkButton, TextField } from './FormControls';
import { fullPageRedirect } from './navigation';

const close = () => authModalStore.getState().close();

/** Spec 000 section 2 "Sign In modal". */
export function LoginModal() {
  const login = useAuthSelector((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

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
      const path = await login(email.trim(), password);
      const { returnTo } = authModalStore.getState();
      close();
      fullPageRedirect(returnTo ?? path);
    } catch (failure) {
      // Spec 000 section 8: the answer's message, else 'Login failed' (never a browser's network error text).
      setError((failure instanceof ApiRequestError && failure.message) || 'Login failed');
      setLoading(false);
    }
  };

  return (
    <Modal title="Sign In" onClose={close}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => edit(setEmail)(e.target.value)}
        />
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
