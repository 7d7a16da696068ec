import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { AreaFrame, LogoutButton, NotificationBell, space } from 'shared-ui';
import styled from 'styled-components';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { HeaderSearch } from './HeaderSearch';
import { AccountSecurityLink } from './AccountSecurityLink';

const Who = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space('sm')};
  & > span {
    display: flex;
    flex-direction: column;
    line-height: 1.2;
  }
`;

/** The admin console's frame, drawn by the shell: the menu from the route contracts, search, who is signed in, Logout. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const user = useAuthSelector((s) => s.user);
  const location = useLocation();
  return (
    <AreaFrame
      brand="Compliance"
      navLabel="Admin navigation"
      menuId="admin-sidebar"
      activePath={location.pathname}
      renderLink={({ to, end, label }) => (
        <NavLink to={to} end={end}>
          {label}
        </NavLink>
      )}
      header={
        <>
          <HeaderSearch />
          <Who>
            <NotificationBell />
            <span>
              <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong>
              <small>Administrator</small>
            </span>
            <AccountSecurityLink />
            <LogoutButton label="Logout" small />
          </Who>
        </>
      }
    >
      <EmailVerificationBanner />
      {children}
    </AreaFrame>
  );
}
