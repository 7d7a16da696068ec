import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionPackage } from 'shared-contracts';
import type { CurrentPlanState } from './CurrentPlanPanel';
import { fetchCurrentSubscription, fetchPackages } from './subscriptionApi';

export type PackagesState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; packages: SubscriptionPackage[] };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The public package list, and the company's current plan when a company user is signed in. */
export function usePlansData(companyUser: boolean) {
  const [packages, setPackages] = useState<PackagesState>({ kind: 'loading' });
  const [current, setCurrent] = useState<CurrentPlanState | null>(null);

  const loadPackages = useCallback(() => {
    setPackages({ kind: 'loading' });
    fetchPackages()
      .then((answer) => setPackages({ kind: 'ready', packages: answer.packages }))
      .catch((error: unknown) => {
        console.error('Failed to load packages', error);
        setPackages({ kind: 'error', message: 'The plans could not be loaded. Please try again.' });
      });
  }, []);

  const loadCurrent = useCallback(() => {
    if (!companyUser) {
      setCurrent(null);
      return;
    }
    setCurrent({ kind: 'loading' });
    fetchCurrentSubscription()
      .then((answer) => setCurrent({ kind: 'ready', subscription: answer.subscription }))
      .catch((error: unknown) => setCurrent({ kind: 'error', message: messageOf(error, 'Your plan could not be loaded.') }));
  }, [companyUser]);

  useEffect(loadPackages, [loadPackages]);
  useEffect(loadCurrent, [loadCurrent]);
  return { packages, current, loadPackages, loadCurrent };
}
