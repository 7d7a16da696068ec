import { useEffect, useState } from 'react';
import { useAuthSelector } from 'shared-auth';
import { isSignInChallenge, type MfaSetupResponse, type SignInAnswer, type SignInChallengeResponse } from 'shared-contracts';
import { ErrorBanner, Spinner } from 'shared-ui';
import { AuthenticatorKey } from './AuthenticatorKey';
import { RecoveryCodes } from './RecoveryCodes';
import { signInApi } from './signInApi';
import { CodeField, NewPasswordFields, StepForm, checkNewPassword, messageOf } from './StepFields';

/**
 * The steps after a correct password, inside the Sign In modal: a forced password change, the MFA
 * code, or MFA enrolment (then the recovery codes, shown once). `onSignedIn` gets the path to open.
 */
export function SignInSteps({ first, onSignedIn }: { first: SignInChallengeResponse; onSignedIn: (path: string) => void }) {
  const completeSignIn = useAuthSelector((s) => s.completeSignIn);
  const [challenge, setChallenge] = useState(first);
  const [codes, setCodes] = useState<{ list: string[]; path: string } | null>(null);

  const accept = (answer: SignInAnswer & { recoveryCodes?: string[] }) => {
    if (isSignInChallenge(answer)) {
      setChallenge(answer);
      return;
    }
    const path = completeSignIn(answer);
    if (answer.recoveryCodes?.length) setCodes({ list: answer.recoveryCodes, path });
    else onSignedIn(path);
  };

  if (codes) return <RecoveryCodes codes={codes.list} onContinue={() => onSignedIn(codes.path)} />;
  return (
    <div>
      <p role="status">{challenge.message}</p>
      {challenge.step === 'password-change' && <PasswordChangeStep key={challenge.challengeToken} challenge={challenge} onAnswer={accept} />}
      {challenge.step === 'mfa' && <MfaStep key={challenge.challengeToken} challenge={challenge} onAnswer={accept} />}
      {challenge.step === 'mfa-enrol' && <EnrolStep key={challenge.challengeToken} challenge={challenge} onAnswer={accept} />}
    </div>
  );
}

interface StepProps {
  challenge: SignInChallengeResponse;
  onAnswer: (answer: SignInAnswer & { recoveryCodes?: string[] }) => void;
}

function PasswordChangeStep({ challenge, onAnswer }: StepProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const min = challenge.minPasswordLength ?? 8;
  return (
    <StepForm
      label="Set new password"
      busyLabel="Saving..."
      onSubmit={async () => {
        checkNewPassword(password, confirm, min);
        onAnswer(await signInApi.changePassword(challenge.challengeToken, password));
      }}
    >
      <NewPasswordFields idPrefix="first-password" min={min} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
    </StepForm>
  );
}

function MfaStep({ challenge, onAnswer }: StepProps) {
  const [code, setCode] = useState('');
  return (
    <StepForm label="Verify" busyLabel="Verifying..." onSubmit={async () => onAnswer(await signInApi.verifyCode(challenge.challengeToken, code.trim()))}>
      <CodeField id="mfa-code" value={code} onChange={setCode} allowRecovery />
    </StepForm>
  );
}

function EnrolStep({ challenge, onAnswer }: StepProps) {
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [failed, setFailed] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    let live = true;
    signInApi.startEnrolment(challenge.challengeToken).then(
      (answer) => live && setSetup(answer),
      (failure) => live && setFailed(messageOf(failure, 'The set-up could not start. Please sign in again.')),
    );
    return () => {
      live = false;
    };
  }, [challenge.challengeToken]);
  if (failed) return <ErrorBanner role="alert">{failed}</ErrorBanner>;
  if (!setup) return <Spinner label="Preparing two-step verification..." />;
  return (
    <StepForm
      label="Turn on and sign in"
      busyLabel="Verifying..."
      onSubmit={async () => onAnswer(await signInApi.confirmEnrolment(challenge.challengeToken, code.trim()))}
    >
      <AuthenticatorKey setup={setup} />
      <CodeField id="enrol-code" value={code} onChange={setCode} />
    </StepForm>
  );
}
