import type { ComponentType } from 'react';

/** The areas the shell composes; each is a path prefix with its own guard and layout. */
export type AreaName = 'public' | 'admin' | 'maker' | 'checker' | 'super-admin';

/** A page a remote contributes to an area, at a path relative to the area's prefix. */
export interface RemotePage {
  /** Relative path, react-router syntax: '' for the index, 'panels/:role', 'compliance/rbi'. */
  path: string;
  /** Lazy page module; its default export is the page component. */
  load: () => Promise<{ default: ComponentType }>;
  /** Accessible title of the page, used for document.title. */
  title?: string;
}

/** What every remote exposes as './routes'. */
export type RemoteRoutes = Partial<Record<AreaName, RemotePage[]>>;

/** The runtime remote list (remotes.json): federation name -> manifest URL. */
export type RemoteList = Record<string, string>;
