import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { space } from 'shared-ui/first-paint';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  padding: 0.6rem ${space('md')};
`;

export const Brand = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.1rem;
  white-space: nowrap;
`;

export const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  @media (max-width: 860px) {
    display: none;
  }
`;

export const NavList = styled.ul<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  gap: ${({ $stacked, theme }) => ($stacked ? theme.space.xxs : theme.space.md)};
  list-style: none;
  margin: 0;
  padding: 0;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  & a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const Account = styled.div<{ $stacked?: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
  gap: 0.6rem;
`;

export const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space('xs')};
  font-weight: 600;
`;

export const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;

export const MenuToggle = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.1rem;
  cursor: pointer;
  @media (min-width: 861px) {
    display: none;
  }
`;

export const MobilePanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${space('sm', 'md', 'md')};
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  @media (min-width: 861px) {
    display: none;
  }
`;

export const DashboardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0.55rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
`;
