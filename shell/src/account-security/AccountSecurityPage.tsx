import { Card, ErrorState, PageTitle, Spinner, formatDateTime, theme } from 'shared-ui';
import { useAccountSecurity } from './useAccountSecurity';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoStepSection } from './TwoStepSection';
import { AccountPage } from './AccountPage';

/** /account/security: the signed-in user's password and two-step verification, for every role. */
export default function AccountSecurityPage() {
  const { security, error, load } = useAccountSecurity();

  return (
    <AccountPage $width={720}>
      <PageTitle>Account security</PageTitle>
      {error && <ErrorState message={error} onRetry={load} />}
      {!error && !security && <Spinner label="Loading..." />}
      {security && (
        <>
          <Card as="section" aria-labelledby="two-step-title" style={{ marginBottom: theme.space.md }}>
            <h2 id="two-step-title">Two-step verification</h2>
            <TwoStepSection security={security} onChanged={load} />
          </Card>
          <Card as="section" aria-labelledby="password-title">
            <h2 id="password-title">Password</h2>
            {security.passwordChangedAt && <p>Last changed {formatDateTime(security.passwordChangedAt)}.</p>}
            <p>Changing your password signs you out on every other device.</p>
            <ChangePasswordForm min={security.minPasswordLength} />
          </Card>
        </>
      )}
    </AccountPage>
  );
}
