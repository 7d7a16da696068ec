import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { dashboardPathForRole } from 'shared-contracts';
import { Button } from 'shared-ui';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1.25rem;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Placeholder header: issue 4 completes the modals and the mobile menu. */
export function Header() {
  const { user, logout } = useAuth();
  return (
    <Bar>
      <Link to="/" aria-label="Compliance Management home">
        <strong>Compliance Management</strong>
      </Link>
      <nav aria-label="Main">
        <Link to="/">Home</Link> · <Link to="/subscription">Pricing</Link> · <Link to="/blog">Blogs</Link> ·{' '}
        <Link to="/contact-us">Contact Us</Link>
      </nav>
      <div>
        {user ? (
          <>
            <Link to={dashboardPathForRole(user.role)}>Dashboard</Link>{' '}
            <Button
              type="button"
              $variant="secondary"
              onClick={async () => {
                if (!window.confirm('Are you sure you want to log out?')) return;
                await logout();
                window.location.assign('/');
              }}
            >
              Logout
            </Button>
          </>
        ) : (
          <span>Sign In</span>
        )}
      </div>
    </Bar>
  );
}
