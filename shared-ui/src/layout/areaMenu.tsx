import { createContext, useContext, type ReactNode } from 'react';
import type { MenuItem } from 'shared-contracts';

const AreaMenuContext = createContext<MenuItem[]>([]);

/**
 * The shell builds an area's menu from the route contracts of the remotes that contribute to the
 * area and hands it to the area's layout (a remote) through this context; shared-ui is a singleton,
 * so the shell's provider and the remote's reader are the same context.
 */
export function AreaMenuProvider({ items, children }: { items: MenuItem[]; children: ReactNode }) {
  return <AreaMenuContext.Provider value={items}>{children}</AreaMenuContext.Provider>;
}

/** The current area's menu (empty until the contributors' route lists have loaded). */
export function useAreaMenu(): MenuItem[] {
  return useContext(AreaMenuContext);
}
