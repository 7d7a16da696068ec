import type { ReactNode } from 'react';
import type { AreaName } from 'shared-contracts';
import { AdminFrame } from './AdminFrame';
import { PublicFrame } from './PublicFrame';
import { SuperAdminFrame } from './SuperAdminFrame';
import { WorkspaceFrame } from './WorkspaceFrame';

type Frame = (props: { children: ReactNode }) => ReactNode;

/**
 * Each area's frame as the specifications draw it. The shell owns them, so a remote that is down
 * takes only its own pages (and menu items) with it: the frame, the other items and sign-out stay.
 */
export const AREA_FRAMES: Record<AreaName, Frame> = {
  admin: AdminFrame,
  maker: ({ children }) => <WorkspaceFrame role="maker">{children}</WorkspaceFrame>,
  checker: ({ children }) => <WorkspaceFrame role="checker">{children}</WorkspaceFrame>,
  'super-admin': SuperAdminFrame,
  public: PublicFrame,
};
