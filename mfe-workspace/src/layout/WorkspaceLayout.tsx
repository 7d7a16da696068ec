import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { Button, ConfirmDialog, NotificationBell, SideNav } from 'shared-ui';
import styled from 'styled-components';
import type { WorkspaceRole } from '../common/types';
import { workspaceNav } from './workspaceNav';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  min-height: 100vh;
  @media (max-width: 800px) { grid-template-columns: minmax(0, 1fr); }
`;

const Side = styled.aside<{ $open: boolean }>`
  background: #0f172a;
  color: #fff;
  padding: 1rem 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  & > strong { padding: 0 0.7rem; font-size: 1.1rem; }
  @media (max-width: 800px) { display: ${({ $open }) => ($open ? 'flex' : 'none')}; }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.6rem 1.25rem;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & .who { margin-left: auto; display: flex; flex-direction: column; text-align: right; line-height: 1.2; }
  & small { color: ${({ theme }) => theme.colors.muted}; }
`;

const MenuToggle = styled.button`
  display: none;
  min-height: 38px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  border-radius: 6px;
  padding: 0 0.7rem;
  @media (max-width: 800px) { display: inline-block; }
`;

const Content = styled.main`
  padding: 1.25rem;
  min-width: 0;
  @media (max-width: 640px) { padding: 0.75rem; }
`;

const ROLE_LABEL: Record<WorkspaceRole, string> = { maker: 'Maker', checker: 'Checker' };

/** The maker's and checker's shell: sidebar with the Regulatory Compliance group, Log Out with confirmation. */
export function WorkspaceLayout({ role }: { role: WorkspaceRole }) {
  const user = useAuthSelector((s) => s.user);
  const logout = useAuthSelector((s) => s.logout);
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const label = ROLE_LABEL[role];

  return (
    <Frame>
      <Side id={`${role}-sidebar`} $open={menuOpen}>
        <strong>Compliance</strong>
        <SideNav
          label={`${label} navigation`}
          items={workspaceNav(role)}
          activePath={location.pathname}
          renderLink={({ to, end, label: text }) => (
            <NavLink to={to} end={end}>
              {text}
            </NavLink>
          )}
        />
        <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>
          Log Out
        </Button>
      </Side>
      <div style={{ minWidth: 0 }}>
        <Top>
          <MenuToggle type="button" aria-expanded={menuOpen} aria-controls={`${role}-sidebar`} onClick={() => setMenuOpen((o) => !o)}>
            Menu
          </MenuToggle>
          <span className="who">
            <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong>
            <small>{label}</small>
          </span>
          <NotificationBell />
          {/* Issue 15: the user's own password and two-step verification (the shell's page). */}
          <NavLink to="/account/security">Account security</NavLink>
        </Top>
        <Content id="main">
          <Outlet />
        </Content>
      </div>
      {asking && (
        <ConfirmDialog
          title="Log out"
          message="Are you sure you want to log out?"
          confirmLabel="Log out"
          busy={leaving}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            setLeaving(true);
            await logout();
            navigate('/', { replace: true });
          }}
        />
      )}
    </Frame>
  );
}
