import { Link } from 'react-router-dom';
import { Card } from 'shared-ui';

/** Spec 000: /login tells the user to use the Sign In button of the home page. */
export default function LoginPlaceholderPage() {
  return (
    <div style={{ maxWidth: 560, margin: '3rem auto', padding: '0 1rem' }}>
      <Card>
        <h1>Sign in</h1>
        <p>Please use the Sign In button at the top of the home page to sign in to your account.</p>
        <Link to="/">Go to the home page</Link>
      </Card>
    </div>
  );
}
