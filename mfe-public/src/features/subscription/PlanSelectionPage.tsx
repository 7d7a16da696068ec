import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiRequestError, authModalStore, useAuthSelector } from 'shared-auth';
import type { SubscriptionPackage } from 'shared-contracts';
import { MOST_POPULAR_LAYER } from 'shared-contracts';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, toast, Columns, space } from 'shared-ui';
import { CurrentPlanPanel } from './CurrentPlanPanel';
import { PaymentHistory } from './PaymentHistory';
import { PlanCard } from './PlanCard';
import { initiatePayment, submitPaymentForm } from './subscriptionApi';
import { usePlansData } from './usePlansData';

const Page = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${space('lg')} ${space('md')} 3rem;
`;

const Subtitle = styled.p`
  margin: -0.5rem 0 ${space('lg')};
  color: ${({ theme }) => theme.colors.muted};
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  margin-bottom: ${space('lg')};
  padding: ${space('sm', 'md')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.tints.info.background};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

const trialKept = (days: number) => `the ${days} day${days === 1 ? '' : 's'} left ${days === 1 ? 'is' : 'are'} added after your first paid month.`;

const HistorySlot = styled.div`
  margin-top: ${space('xl')};
`;

type NoticeState = { kind: 'sign-in'; plan: SubscriptionPackage } | { kind: 'not-admin' } | { kind: 'chosen'; plan: SubscriptionPackage };

/** The plan selection screen (docs/specifications.md, B §2 "Plan selection screen"), at /subscription and /admin/subscription. */
export default function PlanSelectionPage() {
  const user = useAuthSelector((s) => s.user);
  const authStatus = useAuthSelector((s) => s.status);
  const companyUser = !!user && user.role !== 'super-admin';
  const { packages, current, loadPackages, loadCurrent } = usePlansData(companyUser);
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [params] = useSearchParams();
  const chosenId = params.get('plan');
  const grid = useRef<HTMLDivElement>(null);

  // Back from signing in with a plan chosen: point at it, the admin confirms with Subscribe Now.
  useEffect(() => {
    if (packages.kind !== 'ready' || !chosenId || !user) return;
    const plan = packages.packages.find((p) => p.id === chosenId);
    if (!plan) return;
    setNotice(user.role === 'admin' ? { kind: 'chosen', plan } : { kind: 'not-admin' });
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-plan="${CSS.escape(plan.id)}"] button`);
    button?.scrollIntoView?.({ block: 'center' });
    button?.focus();
  }, [packages, chosenId, user]);

  const subscribe = async (plan: SubscriptionPackage) => {
    if (!user) {
      const returnTo = `/subscription?plan=${encodeURIComponent(plan.id)}`;
      setNotice({ kind: 'sign-in', plan });
      authModalStore.getState().openLogin(returnTo);
      return;
    }
    if (user.role !== 'admin') {
      setNotice({ kind: 'not-admin' });
      return;
    }
    setBusyPlan(plan.id);
    try {
      const result = await initiatePayment(plan.id);
      if (!result.success) throw new ApiRequestError(result.message, 200, result);
      submitPaymentForm(result.payuUrl, result.paymentParams);
    } catch (error) {
      // A server answer carries its message; a network or other failure does not (docs/specifications.md, B §8).
      toast.error(error instanceof ApiRequestError ? `Failed to initiate payment: ${error.message}` : 'Payment initialization failed');
      setBusyPlan(null);
    }
  };

  const returnTo = notice?.kind === 'sign-in' ? `/subscription?plan=${encodeURIComponent(notice.plan.id)}` : undefined;
  const currentPlanId = current?.kind === 'ready' && current.subscription.status === 'active' ? current.subscription.plan?.id : null;

  return (
    <Page>
      <PageTitle>Choose Your Plan</PageTitle>
      <Subtitle>Select the perfect package for your NBFC compliance needs</Subtitle>
      {current && <CurrentPlanPanel state={current} onRetry={loadCurrent} />}
      {current?.kind === 'ready' && current.subscription.status === 'trial' && current.subscription.daysLeft > 0 && (
        <Notice>
          <p>Subscribing now keeps your trial: {trialKept(current.subscription.daysLeft)}</p>
        </Notice>
      )}
      <div aria-live="polite">
        {notice?.kind === 'sign-in' && (
          <Notice>
            <p>Please sign in or register your company to subscribe to {notice.plan.packageName}.</p>
            <Button type="button" $small onClick={() => authModalStore.getState().openLogin(returnTo)}>
              Sign In
            </Button>
            <Button type="button" $small $variant="secondary" onClick={() => authModalStore.getState().openRegister(returnTo)}>
              Register
            </Button>
          </Notice>
        )}
        {notice?.kind === 'not-admin' && (
          <Notice>
            <p>Only your company&apos;s administrator can subscribe to a plan.</p>
          </Notice>
        )}
        {notice?.kind === 'chosen' && (
          <Notice>
            <p>You chose {notice.plan.packageName}. Press Subscribe Now on its card to continue to payment.</p>
          </Notice>
        )}
      </div>
      {packages.kind === 'loading' && <Spinner label="Loading plans..." />}
      {packages.kind === 'error' && <ErrorState message={packages.message} onRetry={loadPackages} />}
      {packages.kind === 'ready' && packages.packages.length === 0 && <EmptyState>No plans are on offer right now. Please contact us to subscribe.</EmptyState>}
      {/* The plan grid has 3 columns (one column on narrow screens). */}
      {packages.kind === 'ready' && packages.packages.length > 0 && (
        <Columns ref={grid} $columns="repeat(3, minmax(0, 1fr))" $gap="1.5rem" $align="stretch">
          {packages.packages.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              popular={plan.layer === MOST_POPULAR_LAYER}
              chosen={plan.id === chosenId}
              current={plan.id === currentPlanId}
              busy={busyPlan === plan.id}
              disabled={authStatus === 'loading' || (busyPlan !== null && busyPlan !== plan.id)}
              onSubscribe={subscribe}
            />
          ))}
        </Columns>
      )}
      {user?.role === 'admin' && (
        <HistorySlot>
          <PaymentHistory />
        </HistorySlot>
      )}
    </Page>
  );
}
