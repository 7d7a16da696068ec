import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ROLES } from 'shared-contracts';
import { Spinner } from 'shared-ui';
import { RemoteComponent } from '../federation/RemoteComponent';
import { Header } from '../header/Header';
import { AREAS, type AreaDefinition } from './areas';
import { AreaPages } from './AreaPages';
import { RoleGuard } from './RoleGuard';

function AreaFrame({ area }: { area: AreaDefinition }) {
  const layout = <RemoteComponent remote={area.layout.remote} module={area.layout.module} label="This area" />;
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
