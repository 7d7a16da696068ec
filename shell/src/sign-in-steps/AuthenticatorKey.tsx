import type { MfaSetupResponse } from 'shared-contracts';

/** The secret for an authenticator app: a link that opens the app (phones), and the key to type, in groups of 4. */
export function AuthenticatorKey({ setup }: { setup: MfaSetupResponse }) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div>
      <ol style={{ paddingLeft: '1.2rem' }}>
        <li>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...) and add an account:{' '}
          <a href={setup.otpauthUri}>open in authenticator app</a>, or enter this key by hand (time-based):
          <p>
            <code aria-label="Authenticator key" style={{ fontSize: '1.05rem', letterSpacing: '0.05em' }}>{grouped}</code>
          </p>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
    </div>
  );
}
