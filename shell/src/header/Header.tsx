import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { HEADER_LINKS } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { fullPageRedirect } from '../auth-modals/navigation';
import { AccountActions } from './AccountActions';
import { Bar, Brand, Desktop, Inner, MenuToggle, MobilePanel, NavList } from './headerStyles';
import { LogoutConfirm } from './LogoutConfirm';

function Links({ stacked, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  return (
    <NavList $stacked={stacked}>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </NavList>
  );
}

/** The public site's header: links, account state, a mobile menu with the same links. */
export function Header() {
  const logout = useAuthSelector((s) => s.logout);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const cancelLogout = useCallback(() => setConfirming(false), []);

  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(closeMenu, [location.pathname, closeMenu]);

  // Escape closes the open mobile menu and returns focus to its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || confirming) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, confirming]);

  // Logout: the server is called, the session cleared, then / whatever it answered.
  const confirmLogout = async () => {
    setMenuOpen(false);
    await logout();
    setConfirming(false);
    fullPageRedirect('/');
  };

  return (
    <Bar>
      <Inner>
        <Brand to={pagePath('public', 'home')} aria-label="Compliance Management home">
          <span aria-hidden="true">✔</span> Compliance Management
        </Brand>
        <Desktop>
          <nav aria-label="Main">
            <Links />
          </nav>
          <AccountActions onLogout={() => setConfirming(true)} />
        </Desktop>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </MenuToggle>
      </Inner>
      {menuOpen && (
        <MobilePanel id="mobile-menu">
          <nav aria-label="Mobile">
            <Links stacked onNavigate={closeMenu} />
          </nav>
          <AccountActions stacked onNavigate={closeMenu} onLogout={() => setConfirming(true)} />
        </MobilePanel>
      )}
      {confirming && <LogoutConfirm onCancel={cancelLogout} onConfirm={confirmLogout} />}
    </Bar>
  );
}
