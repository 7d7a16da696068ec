import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { AreaFrame, LogoutButton, NotificationBell } from 'shared-ui';
import styled from 'styled-components';
import { AccountSecurityLink } from './AccountSecurityLink';

const Who = styled.span`
  margin-left: auto;
  display: flex;
  flex-direction: column;
  text-align: right;
  line-height: 1.2;
`;

type WorkspaceRole = 'maker' | 'checker';

const ROLE_LABEL: Record<WorkspaceRole, string> = { maker: 'Maker', checker: 'Checker' };

/** The maker's and checker's frame, drawn by the shell: the menu from the route contracts, Log Out (with confirmation) in the sidebar. */
export function WorkspaceFrame({ role, children }: { role: WorkspaceRole; children: ReactNode }) {
  const user = useAuthSelector((s) => s.user);
  const location = useLocation();
  const label = ROLE_LABEL[role];

  return (
    <AreaFrame
      brand="Compliance"
      navLabel={`${label} navigation`}
      menuId={`${role}-sidebar`}
      activePath={location.pathname}
      renderLink={({ to, end, label: text }) => (
        <NavLink to={to} end={end}>
          {text}
        </NavLink>
      )}
      sideFooter={<LogoutButton label="Log Out" />}
      header={
        <>
          <Who>
            <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong>
            <small>{label}</small>
          </Who>
          <NotificationBell />
          {/* docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md: the user's own password and two-step verification (the shell's page). */}
          <AccountSecurityLink />
        </>
      }
    >
      {children}
    </AreaFrame>
  );
}
