import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SideNav, type SideNavLinkProps } from '../components/SideNav';
import { useAreaMenu } from './areaMenu';
import { SkipLink } from './SkipLink';
import { space } from '../spacing';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.aside<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  padding: ${space('md', 'sm')};
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  & > strong {
    padding: 0 0.7rem;
    font-size: 1.1rem;
  }
  @media (max-width: 800px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: ${space('sm')};
  flex-wrap: wrap;
  padding: 0.6rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MenuToggle = styled.button`
  display: none;
  min-height: 38px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 6px;
  padding: 0 0.7rem;
  @media (max-width: 800px) {
    display: inline-block;
  }
`;

const Content = styled.main`
  padding: 1.25rem;
  min-width: 0;
  @media (max-width: 640px) {
    padding: ${space('sm')};
  }
`;

export interface AreaFrameProps {
  /** The sidebar's heading. */
  brand: string;
  /** The accessible name of the side menu ('Admin navigation'). */
  navLabel: string;
  /** The sidebar's id (the small-screen Menu button controls it). */
  menuId: string;
  /** The current path: marks the open group and closes the small-screen menu on navigation. */
  activePath: string;
  /** The router's link (shared-ui stays router-free). */
  renderLink: (link: SideNavLinkProps) => ReactNode;
  /** The top bar's content after the Menu button: who is signed in, search, account links. */
  header: ReactNode;
  /** Below the menu in the sidebar (the workspace's Log Out). */
  sideFooter?: ReactNode;
  /** The page (the router's outlet). */
  children: ReactNode;
}

/**
 * The one frame of every signed-in area: a sidebar with the area's menu (from the route contracts,
 * see useAreaMenu), a top bar and the page. On small screens the sidebar folds behind a Menu button.
 */
export function AreaFrame({ brand, navLabel, menuId, activePath, renderLink, header, sideFooter, children }: AreaFrameProps) {
  const items = useAreaMenu();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [activePath]);
  return (
    <Frame>
      <SkipLink />
      <Side id={menuId} $open={menuOpen}>
        <strong>{brand}</strong>
        <SideNav label={navLabel} items={items} activePath={activePath} renderLink={renderLink} />
        {sideFooter}
      </Side>
      <div style={{ minWidth: 0 }}>
        <Top>
          <MenuToggle type="button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((o) => !o)}>
            Menu
          </MenuToggle>
          {header}
        </Top>
        <Content id="main" tabIndex={-1}>
          {children}
        </Content>
      </div>
    </Frame>
  );
}
