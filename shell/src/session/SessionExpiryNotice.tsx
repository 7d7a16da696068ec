import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { authModalStore, SESSION_EXPIRED_MESSAGE, useAuthSelector } from 'shared-auth';
import { toast } from 'shared-ui/first-paint';

/**
 * The one place that reacts to an ended session, whatever screen made the call that answered 401:
 * it says so once and opens the Sign In modal, which brings the user back to the page after signing
 * in. (The role guard has already replaced the area by the sign-in page.)
 */
export function SessionExpiryNotice() {
  const expired = useAuthSelector((s) => s.sessionExpired);
  const acknowledge = useAuthSelector((s) => s.acknowledgeExpiry);
  const location = useLocation();
  // The page the user was on: where the guard came from when it has already moved to /login.
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  const returnTo = location.pathname === '/login' ? from : location.pathname;
  useEffect(() => {
    if (!expired) return;
    acknowledge();
    toast.error(SESSION_EXPIRED_MESSAGE);
    authModalStore.getState().openLogin(returnTo);
  }, [expired, acknowledge, returnTo]);
  return null;
}
