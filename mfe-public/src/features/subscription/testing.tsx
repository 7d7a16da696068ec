// Test helpers for the plan screens: a signed-in (or not) user, the page rendered, sample plans. The network is
// faked by test-support's mockApi (docs/decisions/0340-fakes-typed-by-the-api-answers.md).
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider, authModalStore, authStore } from 'shared-auth';
import type { CurrentSubscription, Role, SubscriptionPackage } from 'shared-contracts';
import { theme, Toaster, toastStore } from 'shared-ui';

/** What an admin's plan page also asks for, answered in every test's table unless it says otherwise: no payments yet. */
export const NO_PAYMENTS = { 'GET /api/payments': { body: { success: true as const, payments: [] } } };

export function signInAs(role: Role | null) {
  authModalStore.getState().close();
  toastStore.setState({ toasts: [] });
  if (!role) {
    authStore.setState({ user: null, status: 'signed-out' });
    return;
  }
  const user = { id: 'u1', email: 'asha@x.test', firstName: 'Asha', lastName: 'Admin', role, companyId: 'c1' };
  authStore.setState({ user: user as never, status: 'signed-in' });
}

export function renderPage(url: string, routePath: string, page: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={routePath} element={page} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </ThemeProvider>,
  );
}

export const PACKAGES: SubscriptionPackage[] = [
  {
    id: 'base-layer',
    layer: 'Base Layer NBFC',
    packageName: 'Essential Compliance',
    description: 'For small teams.',
    basePrice: 4999,
    gst: 899.82,
    totalPrice: 5898.82,
    seats: { admin: 1, maker: 2, checker: 0 },
  },
  {
    id: 'middle-layer',
    layer: 'Middle Layer NBFC',
    packageName: 'Professional Compliance',
    description: 'For growing teams.',
    basePrice: 9999,
    gst: 1799.82,
    totalPrice: 11798.82,
    seats: { admin: 1, maker: 5, checker: 2 },
  },
  {
    id: 'upper-layer',
    layer: 'Upper Layer NBFC',
    packageName: 'Enterprise Compliance',
    description: 'For large teams.',
    basePrice: 19999,
    gst: 3599.82,
    totalPrice: 23598.82,
    seats: { admin: 1, maker: 15, checker: 5 },
  },
];

export function trial(overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    status: 'trial',
    plan: null,
    seats: { admin: 1, maker: 2, checker: 2 },
    seatsUsed: { admin: 1, maker: 1, checker: 0 },
    periodStart: '2026-03-01T10:00:00.000Z',
    periodEnd: '2026-03-08T10:00:00.000Z',
    daysLeft: 5,
    ...overrides,
  };
}
