import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalStore } from 'shared-auth';
import type { PaymentRecord } from 'shared-contracts';
import PlanSelectionPage from './PlanSelectionPage';
import { mockApi } from 'test-support';
import { NO_PAYMENTS, PACKAGES, renderPage, signInAs, trial } from './testing';

const packagesReply = { body: { success: true, packages: PACKAGES } };
const card = (name: string) => screen.getByRole('article', { name });
let submitted: Array<{ action: string; fields: Record<string, string> }>;

beforeEach(() => {
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(Array.from(this.elements as unknown as HTMLInputElement[]).map((i) => [i.name, i.value]));
    submitted.push({ action: this.getAttribute('action') ?? '', fields });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a visitor sees the plans with prices in rupees, GST, the seats and the MOST POPULAR banner', async () => {
  signInAs(null);
  const { calls } = mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
  });
  renderPage('/subscription', '/subscription', <PlanSelectionPage />);
  expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
  expect(screen.getByText('Select the perfect package for your NBFC compliance needs')).toBeInTheDocument();
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  const middle = card('Professional Compliance');
  expect(within(middle).getByText('MOST POPULAR')).toBeInTheDocument();
  expect(within(middle).getByText('Middle Layer NBFC')).toBeInTheDocument();
  expect(within(middle).getByText(/₹11,798\.82/)).toBeInTheDocument();
  expect(within(middle).getByText('GST (18%)').nextSibling).toHaveTextContent('₹1,799.82');
  expect(within(middle).getByText('Base price').nextSibling).toHaveTextContent('₹9,999.00');
  expect(screen.getAllByText('MOST POPULAR')).toHaveLength(1);
  // Admin always; maker and checker only when above 0.
  const base = within(card('Essential Compliance')).getByRole('list', { name: 'Seats' });
  expect(
    within(base)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['1 Admin seat', '2 Maker seats']);
  expect(screen.queryByRole('heading', { name: 'Your plan' })).not.toBeInTheDocument();
  expect(calls[0].headers.Authorization).toBeUndefined();
});

test('Subscribe Now asks a visitor to sign in or register and remembers the plan', async () => {
  signInAs(null);
  mockApi({ ...NO_PAYMENTS, 'GET /api/subscriptions/packages': packagesReply });
  renderPage('/subscription', '/subscription', <PlanSelectionPage />);
  await userEvent.click(within(await screen.findByRole('article', { name: 'Professional Compliance' })).getByRole('button', { name: 'Subscribe Now' }));
  expect(authModalStore.getState()).toMatchObject({ open: 'login', returnTo: '/subscription?plan=middle-layer' });
  expect(screen.getByText('Please sign in or register your company to subscribe to Professional Compliance.')).toBeInTheDocument();
  authModalStore.getState().close();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(authModalStore.getState()).toMatchObject({ open: 'register', returnTo: '/subscription?plan=middle-layer' });
});

test('an admin sees the trial and subscribing posts the signed form to the gateway', async () => {
  signInAs('admin');
  let release: () => void = () => undefined;
  const params = { key: 'LOCALTEST', txnid: 'T123', amount: '11798.82', hash: 'abc' };
  const { calls } = mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial() } },
    // Held, to see the busy state.
    'POST /api/payments/initiate': () =>
      new Promise((resolve) => {
        release = () => resolve({ body: { success: true, message: 'Payment initiated', payuUrl: '/api/payments/test-gateway', paymentParams: params } });
      }),
  });
  renderPage('/admin/subscription', '/admin/subscription', <PlanSelectionPage />);
  const panel = await screen.findByRole('region', { name: 'Your plan' });
  expect(within(panel).getByText('Plan').nextSibling).toHaveTextContent('Free trial');
  expect(within(panel).getByText('Status').nextSibling).toHaveTextContent('Trial');
  expect(within(panel).getByText('5 days left')).toBeInTheDocument();
  expect(within(panel).getByText('Maker seats').nextSibling).toHaveTextContent('1 of 2 in use');
  const middle = await screen.findByRole('article', { name: 'Professional Compliance' });
  await userEvent.click(within(middle).getByRole('button', { name: 'Subscribe Now' }));
  expect(within(middle).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toEqual({ action: '/api/payments/test-gateway', fields: params });
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ packageId: 'middle-layer' });
});

test('a refused initiation shows the server message and ends the busy state', async () => {
  signInAs('admin');
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial() } },
    'POST /api/payments/initiate': { status: 503, body: { success: false, message: 'Online payment is not configured yet. Please contact support.' } },
  });
  renderPage('/admin/subscription', '/admin/subscription', <PlanSelectionPage />);
  const base = await screen.findByRole('article', { name: 'Essential Compliance' });
  await userEvent.click(within(base).getByRole('button', { name: 'Subscribe Now' }));
  expect(await screen.findByText('Failed to initiate payment: Online payment is not configured yet. Please contact support.')).toBeInTheDocument();
  expect(within(base).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  expect(submitted).toHaveLength(0);
});

test('a network failure says Payment initialization failed', async () => {
  signInAs('admin');
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial() } },
    'POST /api/payments/initiate': new TypeError('Failed to fetch'),
  });
  renderPage('/admin/subscription', '/admin/subscription', <PlanSelectionPage />);
  const upper = await screen.findByRole('article', { name: 'Enterprise Compliance' });
  await userEvent.click(within(upper).getByRole('button', { name: 'Subscribe Now' }));
  expect(await screen.findByText('Payment initialization failed')).toBeInTheDocument();
});

test('a maker is told that only the administrator subscribes', async () => {
  signInAs('maker');
  const { calls } = mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial() } },
  });
  renderPage('/subscription', '/subscription', <PlanSelectionPage />);
  const base = await screen.findByRole('article', { name: 'Essential Compliance' });
  await userEvent.click(within(base).getByRole('button', { name: 'Subscribe Now' }));
  expect(screen.getByText("Only your company's administrator can subscribe to a plan.")).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('an ended trial is announced; the active plan is marked on its card', async () => {
  signInAs('admin');
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial({ status: 'expired', daysLeft: 0 }) } },
  });
  renderPage('/admin/subscription', '/admin/subscription', <PlanSelectionPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your trial has ended. Please subscribe to continue.');
});

test('back from signing in, the chosen plan is pointed out', async () => {
  signInAs('admin');
  const active = trial({ status: 'active', plan: PACKAGES[0], seats: PACKAGES[0].seats, daysLeft: 30 });
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: active } },
  });
  renderPage('/subscription?plan=upper-layer', '/subscription', <PlanSelectionPage />);
  expect(await screen.findByText('You chose Enterprise Compliance. Press Subscribe Now on its card to continue to payment.')).toBeInTheDocument();
  await waitFor(() => expect(within(card('Enterprise Compliance')).getByRole('button', { name: 'Subscribe Now' })).toHaveFocus());
  expect(within(card('Essential Compliance')).getByText('Your current plan')).toBeInTheDocument();
});

test('a failed plan list shows an error with Retry', async () => {
  signInAs(null);
  mockApi({ ...NO_PAYMENTS, 'GET /api/subscriptions/packages': { status: 500, body: { success: false, message: 'boom' } } });
  renderPage('/subscription', '/subscription', <PlanSelectionPage />);
  expect(await screen.findByText('The plans could not be loaded. Please try again.')).toBeInTheDocument();
  mockApi({ ...NO_PAYMENTS, 'GET /api/subscriptions/packages': packagesReply });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByRole('article')).toHaveLength(3);
});

test('an admin in the trial is told the days left are kept, and sees each payment with its tax invoice', async () => {
  signInAs('admin');
  const paid: PaymentRecord = {
    txnid: 'T1ABC',
    status: 'success',
    amount: '11798.82',
    packageId: 'middle-layer',
    packageName: 'Professional Compliance',
    layer: 'Middle Layer NBFC',
    failureReason: null,
    createdAt: '2026-11-20T05:00:00.000Z',
    completedAt: '2026-11-20T05:01:00.000Z',
    invoiceNumber: 'CM/26-27/00007',
    trialDaysCredited: 5,
  };
  const failed: PaymentRecord = { ...paid, txnid: 'T2DEF', status: 'failure', failureReason: 'Card declined', invoiceNumber: null, trialDaysCredited: 0 };
  mockApi({
    ...NO_PAYMENTS,
    'GET /api/subscriptions/packages': packagesReply,
    'GET /api/subscriptions/current': { body: { success: true, subscription: trial({ daysLeft: 5 }) } },
    'GET /api/payments': { body: { success: true, payments: [paid, failed] } },
  });
  renderPage('/admin/subscription', '/admin/subscription', <PlanSelectionPage />);
  expect(await screen.findByText('Subscribing now keeps your trial: the 5 days left are added after your first paid month.')).toBeInTheDocument();
  const history = await screen.findByRole('region', { name: 'Payment history' });
  const rows = await within(history).findAllByRole('row');
  expect(rows[1]).toHaveTextContent('CM/26-27/00007');
  expect(rows[1]).toHaveTextContent('Paid, 5 trial days added');
  expect(within(rows[1]).getByRole('button', { name: 'Download tax invoice CM/26-27/00007 (PDF)' })).toBeInTheDocument();
  expect(rows[2]).toHaveTextContent('Failed');
  expect(within(rows[2]).queryByRole('button')).toBeNull();
});
