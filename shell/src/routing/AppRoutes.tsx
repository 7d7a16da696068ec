import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { buildAreaMenu, ROLES, type MenuItem } from 'shared-contracts';
import { AreaMenuProvider, Spinner } from 'shared-ui';
import { RemoteComponent } from '../federation/RemoteComponent';
import { Header } from '../header/Header';
import { AREAS, type AreaDefinition } from './areas';
import { AreaPages } from './AreaPages';
import { loadAreaPages } from './areaRoutes';
import { RoleGuard } from './RoleGuard';

/** The area's side menu, from its contributors' route contracts (a contributor that fails adds nothing). */
function useAreaMenuItems(area: AreaDefinition): MenuItem[] {
  const [items, setItems] = useState<MenuItem[]>([]);
  useEffect(() => {
    let live = true;
    void loadAreaPages(area.name, area.contributors).then((set) => live && setItems(buildAreaMenu(area.base, set.entries)));
    return () => {
      live = false;
    };
  }, [area]);
  return items;
}

/** The area's layout (from its remote) with the area's menu; inside the guard, so nothing loads for a visitor turned away. */
function AreaLayout({ area }: { area: AreaDefinition }) {
  const menu = useAreaMenuItems(area);
  return (
    <AreaMenuProvider items={menu}>
      <RemoteComponent remote={area.layout.remote} module={area.layout.module} label="This area" />
    </AreaMenuProvider>
  );
}

function AreaFrame({ area }: { area: AreaDefinition }) {
  const layout = <AreaLayout area={area} />;
  return area.roles ? <RoleGuard roles={area.roles}>{layout}</RoleGuard> : layout;
}

function PublicFrame() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

// The shell's own account pages (issue 15), loaded on first visit.
const AccountSecurityPage = lazy(() => import('../account-security/AccountSecurityPage'));
const ResetPasswordPage = lazy(() => import('../account-security/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../account-security/VerifyEmailPage'));
const AcceptInvitationPage = lazy(() => import('../account-security/AcceptInvitationPage'));
const loading = <Spinner label="Loading..." />;

/** Composes every area: guard -> remote layout -> pages contributed by remotes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicFrame />}>
        <Route
          path="/account/security"
          element={
            <RoleGuard roles={[...ROLES]}>
              <Suspense fallback={loading}>
                <AccountSecurityPage />
              </Suspense>
            </RoleGuard>
          }
        />
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
      {AREAS.map((area) => {
        const frame = <AreaFrame area={area} />;
        const pages = <AreaPages area={area.name} contributors={area.contributors} />;
        if (area.name === 'public') {
          return (
            <Route key={area.name} element={<PublicFrame />}>
              <Route path="/*" element={frame}>
                <Route index element={pages} />
                <Route path="*" element={pages} />
              </Route>
            </Route>
          );
        }
        return (
          <Route key={area.name} path={`${area.base}/*`} element={frame}>
            <Route index element={pages} />
            <Route path="*" element={pages} />
          </Route>
        );
      })}
    </Routes>
  );
}
