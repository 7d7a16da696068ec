import type { ComponentType } from 'react';

/** The areas the shell composes; each is a path prefix with its own guard and layout. */
export type AreaName = 'public' | 'admin' | 'maker' | 'checker' | 'super-admin';

/**
 * Where a page (or a page still to come) appears in its area's side menu. The menu is built from
 * every contributing remote's entries, so a path is spelled once: in the remote's route list.
 */
export interface MenuEntry {
  /** The menu text, letter for letter as the specification writes it. */
  label: string;
  /**
   * Position in the area's menu, across every remote that contributes to the area (the areas'
   * numbering is listed in docs/decisions.md, "Menus from the route contracts"). Within a group,
   * the items' order; the group itself sits at its first item's place.
   */
  order: number;
  /** The collapsible group holding the item (items with the same group label are one group). */
  group?: string;
  /** The group is open when the page is shown (otherwise it opens when one of its pages is shown). */
  groupOpen?: boolean;
  /** A short symbol shown before the label (decorative: never part of the link's name). */
  icon?: string;
  /** Active only on this exact path (an area's index page). */
  end?: boolean;
}

/** A page a remote contributes to an area, at a path relative to the area's prefix. */
export interface RemotePage {
  /** Relative path, react-router syntax: '' for the index, 'panels/:role', 'compliance/rbi'. */
  path: string;
  /** Lazy page module; its default export is the page component. */
  load: () => Promise<{ default: ComponentType }>;
  /** Accessible title of the page, used for document.title. */
  title?: string;
  /** Present when the page has an item in the area's side menu. */
  menu?: MenuEntry;
}

/** A menu item the specification lists before its page exists: shown as "Coming soon", never a link. */
export interface ComingSoonEntry {
  comingSoon: true;
  menu: MenuEntry;
}

/** One entry of a remote's contribution to an area. */
export type AreaEntry = RemotePage | ComingSoonEntry;

/** What every remote exposes as './routes'. */
export type RemoteRoutes = Partial<Record<AreaName, AreaEntry[]>>;

/** The runtime remote list (remotes.json): federation name -> manifest URL. */
export type RemoteList = Record<string, string>;

export function isRemotePage(entry: AreaEntry): entry is RemotePage {
  return !('comingSoon' in entry);
}

/** One item of an area's side menu, as the shared SideNav draws it. */
export type MenuItem =
  | { kind: 'link'; label: string; to: string; end?: boolean; icon?: string }
  /** Listed by the specification without a page yet: shown, disabled, never a dead link. */
  | { kind: 'soon'; label: string; icon?: string }
  | { kind: 'group'; label: string; items: MenuItem[]; defaultOpen?: boolean };

/** The full path of an area page: '' is the area's index. */
export function areaPath(base: string, path: string): string {
  return path ? `${base}/${path}` : base;
}

/**
 * An area's side menu from the entries its remotes contribute: items in `order`, groups gathered
 * at their first item's place. `base` is the area's prefix ('/admin').
 */
export function buildAreaMenu(base: string, entries: AreaEntry[]): MenuItem[] {
  type Placed = { order: number; item: MenuItem };
  const top: Placed[] = [];
  const groups = new Map<string, { placed: Placed; members: Placed[] }>();
  const withMenu = entries.filter((e): e is AreaEntry & { menu: MenuEntry } => e.menu !== undefined);
  for (const entry of withMenu) {
    const { menu } = entry;
    const icon = menu.icon ? { icon: menu.icon } : {};
    const item: MenuItem = isRemotePage(entry)
      ? { kind: 'link', label: menu.label, to: areaPath(base, entry.path), ...(menu.end ? { end: true } : {}), ...icon }
      : { kind: 'soon', label: menu.label, ...icon };
    if (!menu.group) {
      top.push({ order: menu.order, item });
      continue;
    }
    let group = groups.get(menu.group);
    if (!group) {
      const groupItem: MenuItem = { kind: 'group', label: menu.group, items: [] };
      group = { placed: { order: menu.order, item: groupItem }, members: [] };
      groups.set(menu.group, group);
      top.push(group.placed);
    }
    group.placed.order = Math.min(group.placed.order, menu.order);
    if (menu.groupOpen && group.placed.item.kind === 'group') group.placed.item.defaultOpen = true;
    group.members.push({ order: menu.order, item });
  }
  for (const { placed, members } of groups.values()) {
    if (placed.item.kind === 'group') placed.item.items = members.sort((a, b) => a.order - b.order).map((m) => m.item);
  }
  return top.sort((a, b) => a.order - b.order).map((p) => p.item);
}
