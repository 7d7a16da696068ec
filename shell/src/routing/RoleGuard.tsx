import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import type { Role } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { Spinner } from 'shared-ui/first-paint';
import { AccessDenied } from './AccessDenied';

// Only a session limited to two-step set-up sees it: not part of anyone's first visit (docs/decisions/0350-first-visit-loads-what-it-shows.md).
const EnrolmentRequiredPage = lazy(() => import('../account-security/EnrolmentRequiredPage').then((m) => ({ default: m.EnrolmentRequiredPage })));

/**
 * The role guard: spinner while loading; /login (replace, with the origin) without
 * a user; the enrolment screen while the session is limited to it; Access Denied for another role.
 * Comfort only: the api enforces roles and the limit.
 */
export function RoleGuard({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const status = useAuthSelector((s) => s.status);
  const user = useAuthSelector((s) => s.user);
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Loading..." />;
  if (!user) return <Navigate to={pagePath('public', 'login')} replace state={{ from: location }} />;
  // A session limited to setting up two-step verification (a new admin's first): that comes first, in every area.
  if (user.mfaEnrolmentRequired)
    return (
      <Suspense fallback={<Spinner label="Loading..." />}>
        <EnrolmentRequiredPage />
      </Suspense>
    );
  if (!roles.includes(user.role)) {
    // The api sends a super-admin to /admin as specified (docs/specifications.md, A §4); its own area is /super-admin.
    if (user.role === 'super-admin' && roles.includes('admin')) return <Navigate to={pagePath('super-admin', 'dashboard')} replace />;
    return <AccessDenied requiredRoles={roles} userRole={user.role} />;
  }
  return <>{children}</>;
}
