import { lazy, Suspense, useMemo } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { buildAreaMenu, ROLES } from 'shared-contracts';
import { AreaMenuProvider, Spinner } from 'shared-ui/first-paint';
import { AREA_FRAMES } from '../frames/areaFrames';
import { PublicFrame } from '../frames/PublicFrame';
import { AREAS, type AreaDefinition } from './areas';
import { AreaPages } from './AreaPages';
import { AreaPageSetProvider, useAreaPageSet } from './areaPageSet';
import { RoleGuard } from './RoleGuard';

/** The shell's frame of an area, its menu from the contributors' route contracts (a contributor that fails adds nothing). */
function AreaFrameWithMenu({ area }: { area: AreaDefinition }) {
  const { pageSet } = useAreaPageSet();
  const menu = useMemo(() => (pageSet ? buildAreaMenu(area.base, pageSet.entries) : []), [area.base, pageSet]);
  const Frame = AREA_FRAMES[area.name];
  return (
    <AreaMenuProvider items={menu}>
      <Frame>
        <Outlet />
      </Frame>
    </AreaMenuProvider>
  );
}

/** The area's frame and pages share one load of its route lists: Retry brings the menu items back with the page. */
function AreaShell({ area }: { area: AreaDefinition }) {
  return (
    <AreaPageSetProvider area={area.name} contributors={area.contributors}>
      <AreaFrameWithMenu area={area} />
    </AreaPageSetProvider>
  );
}

/** Inside the guard, so nothing loads for a visitor turned away. */
function GuardedAreaShell({ area }: { area: AreaDefinition }) {
  const shell = <AreaShell area={area} />;
  return area.roles ? <RoleGuard roles={area.roles}>{shell}</RoleGuard> : shell;
}

/** The signed-in user's own area frame: account pages keep an admin in the console, a maker in the workspace. */
function OwnAreaShell() {
  const role = useAuthSelector((s) => s.user?.role);
  const area = AREAS.find((a) => role && a.roles?.includes(role)) ?? AREAS.find((a) => a.name === 'public');
  return area ? <AreaShell area={area} /> : null;
}

function PublicPage() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

// The shell's own account pages (docs/decisions/0014-sign-in-and-credentials.md), loaded on first visit.
const AccountSecurityPage = lazy(() => import('../account-security/AccountSecurityPage'));
const ResetPasswordPage = lazy(() => import('../account-security/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../account-security/VerifyEmailPage'));
const AcceptInvitationPage = lazy(() => import('../account-security/AcceptInvitationPage'));
const loading = <Spinner label="Loading..." />;

/**
 * Composes every area: guard -> the shell's frame of the area -> pages contributed by remotes. Each area
 * is one splat route whose page list is a descendant <Routes> (AreaPages), so the area's index is matched
 * by the same splat (no separate index route: react-router warns about descendant routes under it).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/account/security"
        element={
          <RoleGuard roles={[...ROLES]}>
            <OwnAreaShell />
          </RoleGuard>
        }
      >
        <Route
          index
          element={
            <Suspense fallback={loading}>
              <AccountSecurityPage />
            </Suspense>
          }
        />
      </Route>
      <Route element={<PublicPage />}>
        <Route
          path="/reset-password"
          element={
            <Suspense fallback={loading}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route
          path="/verify-email"
          element={
            <Suspense fallback={loading}>
              <VerifyEmailPage />
            </Suspense>
          }
        />
        <Route
          path="/accept-invitation"
          element={
            <Suspense fallback={loading}>
              <AcceptInvitationPage />
            </Suspense>
          }
        />
      </Route>
      {AREAS.map((area) => (
        <Route key={area.name} path={area.name === 'public' ? '/*' : `${area.base}/*`} element={<GuardedAreaShell area={area} />}>
          <Route path="*" element={<AreaPages />} />
        </Route>
      ))}
    </Routes>
  );
}
