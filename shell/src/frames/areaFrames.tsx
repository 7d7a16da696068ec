import { lazy, Suspense, type ReactNode } from 'react';
import type { AreaName } from 'shared-contracts';
import { Spinner } from 'shared-ui/first-paint';
import { PublicFrame } from './PublicFrame';

type Frame = (props: { children: ReactNode }) => ReactNode;

// The signed-in areas' frames (menus, search, bell, banners) load with the first visit to their area, not with the
// public site's first visit (docs/decisions/0350-first-visit-loads-what-it-shows.md).
const AdminFrame = lazy(() => import('./AdminFrame').then((m) => ({ default: m.AdminFrame })));
const WorkspaceFrame = lazy(() => import('./WorkspaceFrame').then((m) => ({ default: m.WorkspaceFrame })));
const SuperAdminFrame = lazy(() => import('./SuperAdminFrame').then((m) => ({ default: m.SuperAdminFrame })));

const loading = <Spinner label="Loading..." />;

/**
 * Each area's frame as the specifications draw it. The shell owns them, so a remote that is down
 * takes only its own pages (and menu items) with it: the frame, the other items and sign-out stay.
 */
export const AREA_FRAMES: Record<AreaName, Frame> = {
  admin: ({ children }) => (
    <Suspense fallback={loading}>
      <AdminFrame>{children}</AdminFrame>
    </Suspense>
  ),
  maker: ({ children }) => (
    <Suspense fallback={loading}>
      <WorkspaceFrame role="maker">{children}</WorkspaceFrame>
    </Suspense>
  ),
  checker: ({ children }) => (
    <Suspense fallback={loading}>
      <WorkspaceFrame role="checker">{children}</WorkspaceFrame>
    </Suspense>
  ),
  'super-admin': ({ children }) => (
    <Suspense fallback={loading}>
      <SuperAdminFrame>{children}</SuperAdminFrame>
    </Suspense>
  ),
  public: PublicFrame,
};
