import { useCallback, useEffect, useState } from 'react';
import type { AccountSecurity } from 'shared-contracts';
import { messageOf } from '../sign-in-steps/StepFields';
import { accountApi } from './accountApi';

/** The signed-in user's security settings, read on mount; `load` reads them again (after a change, or to retry). */
export function useAccountSecurity() {
  const [security, setSecurity] = useState<AccountSecurity | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    accountApi.security().then(
      (answer) => setSecurity(answer.security),
      (failure) => setError(messageOf(failure, 'Your security settings could not be loaded.')),
    );
  }, []);
  useEffect(load, [load]);
  return { security, error, load };
}
