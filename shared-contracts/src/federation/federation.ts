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
   * numbering is listed in docs/decisions/0028-front-end.md, "Menus from the route contracts"). Within a group,
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

const AREA_NAMES: readonly AreaName[] = ['public', 'admin', 'maker', 'checker', 'super-admin'];

/** A route list as the shell accepts it: the entries that meet the contract, and what was wrong with the rest. */
export interface CheckedRoutes {
  routes: RemoteRoutes;
  problems: string[];
}

function menuProblem(menu: unknown): string | null {
  if (menu === undefined) return null;
  if (!menu || typeof menu !== 'object') return 'menu is not an object';
  const { label, order, group } = menu as Record<string, unknown>;
  if (typeof label !== 'string' || !label) return 'menu.label is not a text';
  if (typeof order !== 'number' || !Number.isFinite(order)) return 'menu.order is not a number';
  if (group !== undefined && typeof group !== 'string') return 'menu.group is not a text';
  return null;
}

function entryProblem(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object') return 'not an object';
  const e = entry as Record<string, unknown>;
  if (e.comingSoon === true) return e.menu === undefined ? 'a coming-soon item without menu' : menuProblem(e.menu);
  if (typeof e.path !== 'string' || e.path.startsWith('/')) return 'path is not a relative path';
  if (typeof e.load !== 'function') return 'load is not a function';
  if (e.title !== undefined && typeof e.title !== 'string') return 'title is not a text';
  return menuProblem(e.menu);
}

/**
 * Checks, at run time, a route list a remote exposes as './routes' against this contract: the remote
 * is built and deployed on its own, so the shell cannot rely on the compiler. Entries that do not
 * meet it are left out (and reported); a value that is not a route list at all throws.
 */
export function checkRemoteRoutes(remote: string, value: unknown): CheckedRoutes {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`The part "${remote}" did not provide a route list.`);
  const routes: RemoteRoutes = {};
  const problems: string[] = [];
  for (const [area, entries] of Object.entries(value)) {
    if (!(AREA_NAMES as readonly string[]).includes(area)) {
      problems.push(`${remote}: unknown area "${area}"`);
      continue;
    }
    if (!Array.isArray(entries)) {
      problems.push(`${remote}: the ${area} entries are not a list`);
      continue;
    }
    routes[area as AreaName] = entries.filter((entry: unknown, index) => {
      const problem = entryProblem(entry);
      if (problem) problems.push(`${remote}: ${area} entry ${index}: ${problem}`);
      return !problem;
    }) as AreaEntry[];
  }
  return { routes, problems };
}
