import { Link, useLocation } from 'react-router-dom';
import { authModalStore } from 'shared-auth';
import { pagePath } from 'shared-contracts/federation';
import { Button, Card, theme } from 'shared-ui';

/**
 * /login tells the user to use the Sign In button of the home page, with a link home.
 * It is where the role guard sends anonymous visitors, carrying the requested location.
 */
export default function LoginPlaceholderPage() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return (
    <div style={{ maxWidth: 560, margin: '3rem auto', padding: `0 ${theme.space.md}` }}>
      <Card>
        <h1>Sign in required</h1>
        {from && (
          <p>
            You need to sign in to open <strong>{from}</strong>.
          </p>
        )}
        <p>Please use the Sign In button at the top of the home page to sign in to your account.</p>
        <p style={{ display: 'flex', gap: theme.space.md, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="button" onClick={() => authModalStore.getState().openLogin()}>
            Sign In
          </Button>
          <Link to={pagePath('public', 'home')}>Go to the home page</Link>
        </p>
      </Card>
    </div>
  );
}
