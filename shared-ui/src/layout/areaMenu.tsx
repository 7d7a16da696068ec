import { createContext, useContext, type Context, type ReactNode } from 'react';
import type { MenuItem } from 'shared-contracts';

// Under a global key, so every copy of shared-ui (it is not a singleton) reads the shell's menu.
const CONTEXT_KEY = Symbol.for('compliance.shared-ui.areaMenu.v1');
const registry = globalThis as unknown as Record<symbol, Context<MenuItem[]> | undefined>;
const AreaMenuContext = (registry[CONTEXT_KEY] ??= createContext<MenuItem[]>([]));

/**
 * The shell builds an area's menu from the route contracts of the remotes that contribute to the
 * area and hands it to the area's frame through this context.
 */
export function AreaMenuProvider({ items, children }: { items: MenuItem[]; children: ReactNode }) {
  return <AreaMenuContext.Provider value={items}>{children}</AreaMenuContext.Provider>;
}

/** The current area's menu (empty until the contributors' route lists have loaded). */
export function useAreaMenu(): MenuItem[] {
  return useContext(AreaMenuContext);
}
