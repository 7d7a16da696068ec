import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from 'shared-auth';
import { Button, ErrorBanner } from 'shared-ui';
import { TextField } from '../auth-modals/FormControls';

/** The api's message, else a fallback (never a browser's network error text). */
export const messageOf = (failure: unknown, fallback: string) => (failure instanceof ApiRequestError && failure.message) || fallback;

/** A step's form: one banner for errors, a busy submit button, submit runs `onSubmit` and shows its error. */
export function StepForm({ label, busyLabel, onSubmit, children }: { label: string; busyLabel: string; onSubmit: () => Promise<void>; children: ReactNode }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onSubmit();
    } catch (failure) {
      setError(messageOf(failure, 'Something went wrong. Please try again.'));
      setBusy(false);
      return;
    }
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate>
      {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
      {children}
      <Button type="submit" disabled={busy} style={{ width: '100%' }}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}

/** The 6-digit code of an authenticator app (or a recovery code where allowed). */
export function CodeField({ id, value, onChange, allowRecovery }: { id: string; value: string; onChange: (value: string) => void; allowRecovery?: boolean }) {
  return (
    <TextField
      id={id}
      label={allowRecovery ? 'Authentication code or recovery code' : 'Authentication code'}
      inputMode={allowRecovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      required
      maxLength={allowRecovery ? 11 : 6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={
        allowRecovery ? 'The 6 digits shown by your authenticator app, or one of your recovery codes (XXXXX-XXXXX).' : 'The 6 digits shown by your authenticator app.'
      }
    />
  );
}

/** New password twice, with the rule shown; checks length and match before calling the api. */
export function NewPasswordFields({
  idPrefix,
  min,
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  idPrefix: string;
  min: number;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        hint={`At least ${min} characters. Common and breached passwords are refused; a passphrase works well.`}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}

/** Client-side comfort only: the server applies the full rules. */
export function checkNewPassword(password: string, confirm: string, min: number): void {
  if (!password || !confirm) throw new ApiRequestError('Please fill in all fields', 400, null);
  if (password.length < min) throw new ApiRequestError(`Password must be at least ${min} characters long`, 400, null);
  if (password !== confirm) throw new ApiRequestError('The passwords do not match', 400, null);
}
