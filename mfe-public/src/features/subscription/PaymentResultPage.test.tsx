import { screen } from '@testing-library/react';
import type { PaymentRecord } from 'shared-contracts';
import PaymentResultPage from './PaymentResultPage';
import { mockApi } from 'test-support';
import { NO_PAYMENTS, PACKAGES, renderPage, signInAs, trial } from './testing';

const payment: PaymentRecord = {
  txnid: 'T123ABC',
  status: 'success',
  amount: '11798.82',
  packageId: 'middle-layer',
  packageName: 'Professional Compliance',
  layer: 'Middle Layer NBFC',
  failureReason: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  completedAt: '2026-03-03T10:01:00.000Z',
  invoiceNumber: 'CM/25-26/00003',
  trialDaysCredited: 0,
};
const route = '/admin/subscription/result';

beforeEach(() => signInAs('admin'));

test('a successful payment shows the active plan, its end date and the seats now in force', async () => {
  const active = trial({ status: 'active', plan: PACKAGES[1], seats: PACKAGES[1].seats, periodEnd: '2026-04-03T10:01:00.000Z', daysLeft: 31 });
  const { calls } = mockApi({
    ...NO_PAYMENTS,
    'GET /api/payments/T123ABC': { body: { success: true, payment } },
    'GET /api/subscriptions/current': { body: { success: true, subscription: active } },
  });
  renderPage(`${route}?txnid=T123ABC`, route, <PaymentResultPage />);
  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your Professional Compliance plan is active until 3 Apr 2026.');
  expect(screen.getByText('Seats in force').nextSibling).toHaveTextContent('1 Admin seat, 5 Maker seats, 2 Checker seats');
  expect(screen.getByText('Amount').nextSibling).toHaveTextContent('₹11,798.82');
  expect(calls.map((c) => c.path)).toContain('/api/payments/T123ABC');
});

test('a declined payment shows the reason and that the plan has not changed', async () => {
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/payments/T123ABC': {
      body: { success: true, payment: { ...payment, status: 'failure', failureReason: 'The payment was declined on the test gateway.', invoiceNumber: null } },
    },
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial() } },
  });
  renderPage(`${route}?txnid=T123ABC`, route, <PaymentResultPage />);
  expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The payment was declined on the test gateway. Your plan has not changed.');
  expect(screen.getByText('Seats in force').nextSibling).toHaveTextContent('1 Admin seat, 2 Maker seats, 2 Checker seats');
});

test("another company's or an unknown payment shows the server's message", async () => {
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/payments/NOPE': { status: 404, body: { success: false, message: 'Payment not found' } },
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial() } },
  });
  renderPage(`${route}?txnid=NOPE`, route, <PaymentResultPage />);
  expect(await screen.findByText('Payment not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/admin/subscription');
});
