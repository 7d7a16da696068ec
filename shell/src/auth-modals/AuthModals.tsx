import { lazy, Suspense } from 'react';
import { useAuthModal } from 'shared-auth';

// Loaded when first opened, not with the first visit: nothing of them is needed before the first paint (docs/decisions/0026-speed-under-load.md).
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./RegisterModal').then((m) => ({ default: m.RegisterModal })));

/** The shell's one place for the auth modals: at most one is open (authModalStore). */
export function AuthModals() {
  const open = useAuthModal((s) => s.open);
  if (open !== 'login' && open !== 'register') return null;
  return <Suspense fallback={null}>{open === 'login' ? <LoginModal /> : <RegisterModal />}</Suspense>;
}
