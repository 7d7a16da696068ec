import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiRequestError, authStore } from 'shared-auth';
import { toast } from 'shared-ui';

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

/** The role prefix the page is mounted under ('/admin', '/maker' or '/checker'). */
export function areaHomeOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === 'maker' || first === 'checker' ? `/${first}` : '/admin';
}

/**
 * What every assessment page does with a failed call: a 401 means the session is gone
 * (spec 001 section 5: tell the user, drop the session, go to /login); anything else shows
 * the screen's own failure text.
 */
export function useAssessmentSession() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const failWith = useCallback(
    (error: unknown, message: string) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error(SESSION_EXPIRED);
        authStore.getState().clear();
        navigate('/login', { replace: true });
        return;
      }
      console.error(message, error);
      toast.error(message);
    },
    [navigate],
  );

  return { failWith, areaHome: areaHomeOf(pathname), navigate };
}
