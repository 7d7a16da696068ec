import { useEffect, useId, useState, type ReactNode } from 'react';
import type { MenuItem } from 'shared-contracts';
import styled, { css } from 'styled-components';
import { space } from '../spacing';
import { theme } from '../theme';

/** One entry of a role area's sidebar (built from the route contracts: shared-contracts' buildAreaMenu). */
export type SideNavItem = MenuItem;

export interface SideNavLinkProps {
  to: string;
  end?: boolean;
  /** The link's content: the label, after a decorative icon when the entry has one. */
  label: ReactNode;
}

/** A menu text with its decorative icon (hidden from assistive technology). */
function withIcon(label: string, icon?: string): ReactNode {
  if (!icon) return label;
  return (
    <span>
      <span aria-hidden="true" style={{ marginRight: theme.space.xs }}>
        {icon}
      </span>
      {label}
    </span>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & & {
    padding-left: ${space('sm')};
  }
`;

const rowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 40px;
  padding: 0.45rem 0.7rem;
  border-radius: 6px;
  color: ${({ theme }) => theme.dark.text};
  text-decoration: none;
  font: inherit;
  text-align: left;
`;

const Item = styled.li`
  & > a {
    ${rowStyle}
  }
  & > a:hover,
  & > a:focus-visible {
    background: ${({ theme }) => theme.dark.hover};
  }
  & > a.active,
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.sidebarText};
    font-weight: 600;
  }
`;

const GroupToggle = styled.button`
  ${rowStyle}
  background: none;
  border: 0;
  cursor: pointer;
  font-weight: 600;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.dark.hover};
  }
`;

const Soon = styled.span`
  ${rowStyle}
  color: ${({ theme }) => theme.dark.disabled};
  cursor: not-allowed;
  & small {
    font-size: 0.7rem;
    border: 1px solid ${({ theme }) => theme.dark.disabledBorder};
    border-radius: 999px;
    padding: ${space(0, 'xs')};
  }
`;

type Render = (link: SideNavLinkProps) => ReactNode;

/** True when the group holds the link of the page being shown (then it opens by itself). */
function holdsPath(items: SideNavItem[], path: string | undefined): boolean {
  if (!path) return false;
  return items.some((i) => (i.kind === 'link' ? path === i.to || path.startsWith(`${i.to}/`) : i.kind === 'group' && holdsPath(i.items, path)));
}

function Group({ item, renderLink, activePath }: { item: Extract<SideNavItem, { kind: 'group' }>; renderLink: Render; activePath?: string }) {
  const active = holdsPath(item.items, activePath);
  const [open, setOpen] = useState((item.defaultOpen ?? false) || active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const id = useId();
  return (
    <Item>
      <GroupToggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span>{item.label}</span>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
      </GroupToggle>
      <List id={id} hidden={!open}>
        <Entries items={item.items} renderLink={renderLink} activePath={activePath} />
      </List>
    </Item>
  );
}

function Entries({ items, renderLink, activePath }: { items: SideNavItem[]; renderLink: Render; activePath?: string }) {
  return (
    <>
      {items.map((item) => {
        if (item.kind === 'group') return <Group key={`g-${item.label}`} item={item} renderLink={renderLink} activePath={activePath} />;
        if (item.kind === 'soon')
          return (
            <Item key={`s-${item.label}`}>
              <Soon aria-disabled="true" title="Coming soon">
                {withIcon(item.label, item.icon)} <small>Coming soon</small>
              </Soon>
            </Item>
          );
        return <Item key={item.to}>{renderLink({ to: item.to, end: item.end, label: withIcon(item.label, item.icon) })}</Item>;
      })}
    </>
  );
}

/**
 * A role area's sidebar: links, collapsible groups (aria-expanded) and items that have no page yet.
 * The link element comes from the caller (react-router's NavLink) so shared-ui stays router-free.
 */
export function SideNav({
  label,
  items,
  renderLink,
  activePath,
}: {
  label: string;
  items: SideNavItem[];
  renderLink: Render;
  /** The current path: the group holding its link opens by itself. */
  activePath?: string;
}) {
  return (
    <nav aria-label={label}>
      <List>
        <Entries items={items} renderLink={renderLink} activePath={activePath} />
      </List>
    </nav>
  );
}
