import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiRequestError } from 'shared-auth';
import { toast } from 'shared-ui';

/** The role prefix the page is mounted under ('/admin', '/maker' or '/checker'). */
export function areaHomeOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === 'maker' || first === 'checker' ? `/${first}` : '/admin';
}

/**
 * What every assessment page does with a failed call: a 401 means the session is gone, which the
 * one 401 handler (shared-auth's client, then the shell's SessionExpiryNotice) already tells the
 * user on every screen; anything else shows the screen's own failure text.
 */
export function useAssessmentSession() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const failWith = useCallback((error: unknown, message: string) => {
    if (error instanceof ApiRequestError && error.status === 401) return;
    console.error(message, error);
    toast.error(message);
  }, []);

  return { failWith, areaHome: areaHomeOf(pathname), navigate };
}
