import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { Button, SideNav, type SideNavItem } from 'shared-ui';

/** Spec 000 section 2: the super-admin sidebar, in this order. */
export const SUPER_ADMIN_NAV: SideNavItem[] = [
  { kind: 'link', label: 'Dashboard Overview', to: '/super-admin', end: true },
  { kind: 'link', label: 'User Management', to: '/super-admin/users' },
  { kind: 'link', label: 'Company Management', to: '/super-admin/companies' },
  { kind: 'link', label: 'System Settings', to: '/super-admin/system' },
  { kind: 'link', label: 'Analytics', to: '/super-admin/analytics' },
  { kind: 'link', label: 'Signed-in devices', to: '/super-admin/account/devices' },
];

const Frame = styled.div`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  min-height: 100vh;
  background: #f3f4f6;
  @media (max-width: 800px) { grid-template-columns: minmax(0, 1fr); }
`;

const Side = styled.aside<{ $open: boolean }>`
  background: #0f172a;
  color: #fff;
  padding: 1rem 0.75rem;
  & > strong { display: block; padding: 0 0.7rem 1rem; font-size: 1.05rem; }
  @media (max-width: 800px) { display: ${({ $open }) => ($open ? 'block' : 'none')}; }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem;
  background: #fff;
  border-bottom: 1px solid #e5e7eb;
  & h1 { margin: 0; font-size: 1.25rem; }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  flex-wrap: wrap;
`;

const Badge = styled.span`
  background: #fee2e2;
  color: #991b1b;
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
  background: #1d4ed8;
  color: #fff;
  font-weight: 700;
`;

const MenuToggle = styled(Button)`
  display: none;
  @media (max-width: 800px) { display: inline-flex; }
`;

const Content = styled.main`
  padding: 1.25rem;
  @media (max-width: 480px) { padding: 0.75rem; }
`;

export default function SuperAdminLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const initial = (user?.firstName || user?.email || '?').charAt(0).toUpperCase();

  const onLogout = async () => {
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <Frame>
      <Side $open={menuOpen} id="super-admin-menu" onClick={() => setMenuOpen(false)}>
        <strong>Compliance Platform</strong>
        <SideNav
          label="Super admin navigation"
          items={SUPER_ADMIN_NAV}
          renderLink={(link) => (
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          )}
        />
      </Side>
      <div style={{ minWidth: 0 }}>
        <Top>
          <Who>
            <MenuToggle type="button" $variant="secondary" $small aria-expanded={menuOpen} aria-controls="super-admin-menu" onClick={() => setMenuOpen((o) => !o)}>
              Menu
            </MenuToggle>
            <h1>Super Admin Dashboard</h1>
            <Badge>System Administrator</Badge>
          </Who>
          <Who>
            <Avatar aria-hidden="true">{initial}</Avatar>
            <span>{fullName}</span>
            {/* Issue 15: the operator's own password and two-step verification (the shell's page). */}
            <NavLink to="/account/security">Account security</NavLink>
            <Button type="button" $variant="secondary" $small onClick={() => void onLogout()}>
              Logout
            </Button>
          </Who>
        </Top>
        <Content id="main">
          <Outlet />
        </Content>
      </div>
    </Frame>
  );
}
