import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { NotificationBell, SideNav } from 'shared-ui';
import styled from 'styled-components';
import { ADMIN_NAV } from './adminNav';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { HeaderSearch } from './HeaderSearch';
import { LogoutButton } from './LogoutButton';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  min-height: 100vh;
  @media (max-width: 800px) { grid-template-columns: minmax(0, 1fr); }
`;

const Side = styled.aside<{ $open: boolean }>`
  background: #0f172a;
  color: #fff;
  padding: 1rem 0.75rem;
  overflow-y: auto;
  & > strong { display: block; padding: 0 0.7rem 0.75rem; font-size: 1.1rem; }
  @media (max-width: 800px) { display: ${({ $open }) => ($open ? 'block' : 'none')}; }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  padding: 0.6rem 1.25rem;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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

const Who = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  & span { display: flex; flex-direction: column; line-height: 1.2; }
  & small { color: ${({ theme }) => theme.colors.muted}; }
`;

const Content = styled.main`
  padding: 1.25rem;
  min-width: 0;
  @media (max-width: 640px) { padding: 0.75rem; }
`;

export default function AdminLayout() {
  const user = useAuthSelector((s) => s.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <Frame>
      <Side id="admin-sidebar" $open={menuOpen}>
        <strong>Compliance</strong>
        <SideNav
          label="Admin navigation"
          items={ADMIN_NAV}
          activePath={location.pathname}
          renderLink={({ to, end, label }) => (
            <NavLink to={to} end={end}>
              {label}
            </NavLink>
          )}
        />
      </Side>
      <div style={{ minWidth: 0 }}>
        <Top>
          <MenuToggle type="button" aria-expanded={menuOpen} aria-controls="admin-sidebar" onClick={() => setMenuOpen((o) => !o)}>
            Menu
          </MenuToggle>
          <HeaderSearch />
          <Who>
            <NotificationBell />
            <span>
              <strong>{user ? `${user.firstName} ${user.lastName}` : ''}</strong>
              <small>Administrator</small>
            </span>
            <NavLink to="/account/security">Account security</NavLink>
            <LogoutButton />
          </Who>
        </Top>
        <Content id="main">
          <EmailVerificationBanner />
          <Outlet />
        </Content>
      </div>
    </Frame>
  );
}
