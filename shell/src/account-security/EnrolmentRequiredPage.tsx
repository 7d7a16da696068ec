import { useNavigate } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { pagePath } from 'shared-contracts/federation';
import { Button, Card, ErrorState, PageTitle, Spinner, theme } from 'shared-ui';
import { useAccountSecurity } from './useAccountSecurity';
import { TwoStepSection } from './TwoStepSection';
import { AccountPage } from './AccountPage';

/**
 * What a signed-in user sees in place of any area while the session is limited to setting up two-step
 * verification (a new admin's first session; docs/decisions/0240-mfa-every-role-limited-first-session.md). The API
 * refuses everything else until then; once the app is confirmed and the recovery codes are saved, the session is
 * asked again and the area opens.
 */
export function EnrolmentRequiredPage() {
  const checkSession = useAuthSelector((s) => s.checkSession);
  const logout = useAuthSelector((s) => s.logout);
  const navigate = useNavigate();
  const { security, error, load } = useAccountSecurity();

  return (
    <AccountPage $width={720}>
      <PageTitle>Set up two-step verification</PageTitle>
      <p>
        Every account on Compliance Management signs in with a password and a code from an authenticator app. Set up the app now: until then your account can only do
        this, see its profile and sign out.
      </p>
      {error && <ErrorState message={error} onRetry={load} />}
      {!error && !security && <Spinner label="Loading..." />}
      {security && (
        <Card as="section" aria-labelledby="enrol-title" style={{ marginBottom: theme.space.md }}>
          <h2 id="enrol-title">Authenticator app</h2>
          <TwoStepSection security={security} onChanged={() => void checkSession()} />
        </Card>
      )}
      <Button
        type="button"
        $variant="ghost"
        onClick={async () => {
          await logout();
          navigate(pagePath('public', 'home'), { replace: true });
        }}
      >
        Sign out
      </Button>
    </AccountPage>
  );
}
