import { useState } from 'react';
import { TextField } from '../auth-modals/FormControls';
import { NewPasswordFields, StepForm, checkNewPassword } from '../sign-in-steps/StepFields';
import { accountApi } from './accountApi';

/** Current password required; on success every other session of the user ends (server side). */
export function ChangePasswordForm({ min }: { min: number }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState('');
  return (
    <>
      {done && <p role="status">{done}</p>}
      <StepForm
        label="Change password"
        busyLabel="Saving..."
        onSubmit={async () => {
          setDone('');
          if (!current) checkNewPassword('', '', min);
          checkNewPassword(password, confirm, min);
          const answer = await accountApi.changePassword(current, password);
          setCurrent('');
          setPassword('');
          setConfirm('');
          setDone(answer.message);
        }}
      >
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields idPrefix="change-password" min={min} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      </StepForm>
    </>
  );
}
