import type { MfaSetupResponse } from 'shared-contracts';
import { QrCode } from './QrCode';

/** The secret for an authenticator app: a link that opens the app (phones), and the key to type, in groups of 4. */
export function AuthenticatorKey({ setup }: { setup: MfaSetupResponse }) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div>
      <ol style={{ paddingLeft: '1.2rem' }}>
        <li>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy...) and scan this code,{' '}
          <a href={setup.otpauthUri}>open in authenticator app</a>, or enter the key by hand (time-based):
          <div>
            <QrCode text={setup.otpauthUri} label="QR code for your authenticator app" />
          </div>
          <p>
            <code aria-label="Authenticator key" style={{ fontSize: '1.05rem', letterSpacing: '0.05em' }}>
              {grouped}
            </code>
          </p>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
    </div>
  );
}
