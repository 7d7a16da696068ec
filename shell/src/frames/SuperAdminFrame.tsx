import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { pagePath } from 'shared-contracts/federation';
import { AreaFrame, Button } from 'shared-ui';
import { AccountSecurityLink } from './AccountSecurityLink';

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  flex-wrap: wrap;
  & h1 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Who = styled(Title)`
  margin-left: auto;
`;

const Badge = styled.span`
  background: ${({ theme }) => theme.tints.danger.background};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: 999px;
  padding: 0.15rem 0.6rem;
  font-size: 0.8rem;
  font-weight: 700;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

/** The super-admin console's frame, drawn by the shell: the menu from the route contracts, badge, name and initial, Logout. */
export function SuperAdminFrame({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const initial = (user?.firstName || user?.email || '?').charAt(0).toUpperCase();

  const onLogout = async () => {
    await logout();
    navigate(pagePath('public', 'home'), { replace: true });
  };

  return (
    <AreaFrame
      brand="Compliance Platform"
      navLabel="Super admin navigation"
      menuId="super-admin-menu"
      activePath={location.pathname}
      renderLink={(link) => (
        <NavLink to={link.to} end={link.end}>
          {link.label}
        </NavLink>
      )}
      header={
        <>
          <Title>
            <h1>Super Admin Dashboard</h1>
            <Badge>System Administrator</Badge>
          </Title>
          <Who>
            <Avatar aria-hidden="true">{initial}</Avatar>
            <span>{fullName}</span>
            {/* docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md: the operator's own password and two-step verification (the shell's page). */}
            <AccountSecurityLink />
            <Button type="button" $variant="secondary" $small onClick={() => void onLogout()}>
              Logout
            </Button>
          </Who>
        </>
      }
    >
      {children}
    </AreaFrame>
  );
}
