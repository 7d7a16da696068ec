import { useState } from 'react';
import type { AccountSecurity, MfaSetupResponse } from 'shared-contracts';
import { Button, theme } from 'shared-ui';
import { TextField } from '../auth-modals/FormControls';
import { AuthenticatorKey } from '../sign-in-steps/AuthenticatorKey';
import { RecoveryCodes } from '../sign-in-steps/RecoveryCodes';
import { CodeField, StepForm } from '../sign-in-steps/StepFields';
import { accountApi } from './accountApi';

function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField id="confirm-password" label="Password" type="password" autoComplete="current-password" required value={value} onChange={(e) => onChange(e.target.value)} />
  );
}

/**
 * Two-step verification: set up or replace the authenticator (password first, then key, first code and
 * recovery codes), new recovery codes, turn off (where allowed).
 */
export function TwoStepSection({ security, onChanged }: { security: AccountSecurity; onChanged: () => void }) {
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<'codes' | 'off' | 'replace' | null>(null);
  const [password, setPassword] = useState('');

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        continueLabel="Done"
        onContinue={() => {
          setCodes(null);
          onChanged();
        }}
      />
    );

  if (setup) {
    return (
      <StepForm
        label="Turn on"
        busyLabel="Verifying..."
        onSubmit={async () => {
          setCodes((await accountApi.confirmMfa(code.trim())).recoveryCodes);
          setSetup(null);
          setCode('');
        }}
      >
        <AuthenticatorKey setup={setup} />
        <CodeField id="setup-code" value={code} onChange={setCode} />
      </StepForm>
    );
  }

  if (!security.mfaEnabled) {
    return (
      <>
        <p>
          Two-step verification is <strong>off</strong>.{' '}
          {security.mfaRequired ? 'Your role requires it.' : 'Turn it on so that a stolen password alone cannot open your account.'}
        </p>
        <StepForm
          label="Set up two-step verification"
          busyLabel="Preparing..."
          onSubmit={async () => {
            setSetup(await accountApi.setupMfa({ password }));
            setPassword('');
          }}
        >
          <p>Confirm with your password.</p>
          <PasswordField value={password} onChange={setPassword} />
        </StepForm>
      </>
    );
  }

  return (
    <>
      <p>
        Two-step verification is <strong>on</strong>
        {security.mfaRequired ? ' (required for your role)' : ''}. Recovery codes left: <strong>{security.recoveryCodesLeft}</strong>.
      </p>
      {action === null && (
        <div style={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap' }}>
          <Button type="button" $variant="secondary" onClick={() => setAction('codes')}>
            Get new recovery codes
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setAction('replace')}>
            Use another authenticator app
          </Button>
          {!security.mfaRequired && (
            <Button type="button" $variant="ghost" onClick={() => setAction('off')}>
              Turn off two-step verification
            </Button>
          )}
        </div>
      )}
      {action !== null && (
        <StepForm
          label={action === 'codes' ? 'Replace my recovery codes' : action === 'replace' ? 'Continue' : 'Turn off'}
          busyLabel="Working..."
          onSubmit={async () => {
            if (action === 'codes') setCodes((await accountApi.newRecoveryCodes(password)).recoveryCodes);
            else if (action === 'replace') setSetup(await accountApi.setupMfa({ password }));
            else {
              await accountApi.disableMfa(password);
              onChanged();
            }
            setPassword('');
            setAction(null);
          }}
        >
          <p>
            {action === 'codes'
              ? 'Your current recovery codes will stop working.'
              : action === 'replace'
                ? 'Your current authenticator app stops working once the new one is confirmed, and your other sessions are signed out.'
                : 'Your account will be protected by the password alone.'}{' '}
            Confirm with your password.
          </p>
          <PasswordField value={password} onChange={setPassword} />
        </StepForm>
      )}
    </>
  );
}
