import { useEffect, useState } from 'react';
import { apiRequest } from 'shared-auth';
import type { PublicSiteSettings, PublicSiteSettingsResponse } from 'shared-contracts';

export type SiteSettingsState = { status: 'loading' } | { status: 'ready'; settings: PublicSiteSettings } | { status: 'error' };

/** GET /api/public/site-settings: the WhatsApp number and the trial length are configuration. */
export function useSiteSettings(): SiteSettingsState {
  const [state, setState] = useState<SiteSettingsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiRequest<PublicSiteSettingsResponse>('/api/public/site-settings')
      .then((answer) => live && setState({ status: 'ready', settings: answer.settings }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
