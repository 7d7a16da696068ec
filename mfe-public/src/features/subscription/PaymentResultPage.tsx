import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CurrentSubscription, PaymentRecord } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { Card, ErrorState, PageTitle, Spinner, space } from 'shared-ui';
import { longDate, rupees, seatLines } from './formatting';
import { fetchCurrentSubscription, fetchPayment } from './subscriptionApi';
import { InvoiceButton } from './PaymentHistory';

const Page = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${space('lg')} ${space('md')} 3rem;
`;

const Outcome = styled.p<{ $tone: 'success' | 'danger' | 'warning' }>`
  margin: ${space(0, 0, 'md')};
  font-size: 1.05rem;
  font-weight: 600;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space('xs', 'md')};
  margin: ${space(0, 0, 'md')};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('md')};
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; payment: PaymentRecord; subscription: CurrentSubscription };

const TITLES: Record<PaymentRecord['status'], string> = {
  success: 'Payment successful',
  failure: 'Payment failed',
  pending: 'Payment pending',
  initiated: 'Payment not completed',
};

/** Where the gateway's return lands: what happened to the payment and to the plan. */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const txnid = params.get('txnid');
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    if (!txnid) {
      setState({ kind: 'error', message: 'There is no payment to show here: a payment made from the plans page comes back here with its result.' });
      return;
    }
    setState({ kind: 'loading' });
    Promise.all([fetchPayment(txnid), fetchCurrentSubscription()])
      .then(([p, s]) => setState({ kind: 'ready', payment: p.payment, subscription: s.subscription }))
      .catch((error: unknown) => setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : 'The payment could not be loaded.' }));
  }, [txnid]);
  useEffect(load, [load]);

  if (state.kind === 'loading') return <Spinner label="Loading payment..." />;
  if (state.kind === 'error') {
    return (
      <Page>
        <PageTitle>Payment result</PageTitle>
        {/* In a card like a result, the link under its message (a lone centred line and a link below read as a broken page). */}
        <Card>
          {txnid ? <ErrorState message={state.message} onRetry={load} /> : <p style={{ marginTop: 0 }}>{state.message}</p>}
          <Actions>
            <Link to={pagePath('admin', 'subscription')}>Back to plans</Link>
          </Actions>
        </Card>
      </Page>
    );
  }
  const { payment, subscription } = state;
  const plan = subscription.plan;
  return (
    <Page>
      <PageTitle>{TITLES[payment.status]}</PageTitle>
      <Card>
        {payment.status === 'success' && plan && (
          <Outcome $tone="success" role="status">
            Your {plan.packageName} plan is active until {longDate(subscription.periodEnd)}.
            {payment.trialDaysCredited > 0 &&
              ` The ${payment.trialDaysCredited} day${payment.trialDaysCredited === 1 ? '' : 's'} left of your trial ${payment.trialDaysCredited === 1 ? 'was' : 'were'} added after the paid month.`}
          </Outcome>
        )}
        {payment.status === 'failure' && (
          <Outcome $tone="danger" role="alert">
            {payment.failureReason ?? 'The payment was not completed.'} Your plan has not changed.
          </Outcome>
        )}
        {payment.status === 'pending' && (
          <Outcome $tone="warning" role="status">
            {payment.failureReason ?? 'The bank has not confirmed the payment yet.'} Your plan will be activated once it is confirmed.
          </Outcome>
        )}
        {payment.status === 'initiated' && (
          <Outcome $tone="warning" role="status">
            This payment was not completed on the payment page. Your plan has not changed.
          </Outcome>
        )}
        <Facts aria-label="Payment details">
          <dt>Plan</dt>
          <dd>
            {payment.packageName} ({payment.layer})
          </dd>
          <dt>Amount</dt>
          <dd>{rupees(Number(payment.amount))}</dd>
          <dt>Transaction</dt>
          <dd>{payment.txnid}</dd>
          <dt>Seats in force</dt>
          <dd>{seatLines(subscription.seats).join(', ')}</dd>
          {payment.status === 'success' && (
            <>
              <dt>Tax invoice</dt>
              <dd>{payment.invoiceNumber ?? 'Being prepared: it will be listed in your payment history.'}</dd>
            </>
          )}
        </Facts>
        {payment.status === 'success' && payment.invoiceNumber && (
          <p>
            <InvoiceButton payment={payment} />
          </p>
        )}
        <Actions>
          <Link to={pagePath('admin', 'subscription')}>{payment.status === 'success' ? 'View your plan' : 'Back to plans'}</Link>
          <Link to={pagePath('admin', 'dashboard')}>Go to dashboard</Link>
        </Actions>
      </Card>
    </Page>
  );
}
