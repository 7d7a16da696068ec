import { useAuthModal } from 'shared-auth';
import { LoginModal } from './LoginModal';
import { RegisterModal } from './RegisterModal';

/** The shell's one place for the auth modals: at most one is open (authModalStore). */
export function AuthModals() {
  const open = useAuthModal((s) => s.open);
  if (open === 'login') return <LoginModal />;
  if (open === 'register') return <RegisterModal />;
  return null;
}
