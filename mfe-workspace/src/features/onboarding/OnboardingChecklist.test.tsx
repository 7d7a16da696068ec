import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingResponse, OnboardingStep } from 'shared-contracts';
import { mockApi, renderView } from 'test-support';
import { OnboardingChecklist } from './OnboardingChecklist';

const step = (id: OnboardingStep['id'], title: string, done: boolean, detail = ''): OnboardingStep => ({ id, title, done, detail });
const open: OnboardingResponse = {
  success: true,
  allDone: false,
  dismissed: false,
  steps: [
    step('verify-email', 'Verify your e-mail address', true, 'Your e-mail address is verified'),
    step('company-profile', 'Complete the company profile', true),
    step(
      'tracking-start',
      'Choose how far back to track, and mark what was filed before you joined',
      false,
      'Tracking from 1 Nov 2026; 19 past due dates before you joined still open',
    ),
    step('invite-team', 'Invite the team (a maker and a checker at least)', false, '0 makers and 0 checkers'),
    step('assign-owners', 'Assign an owner and a checker to every obligation', false, '0 of 18 obligations have an owner and a checker'),
    step('first-assessment', 'Complete a first assessment', false, 'None completed yet'),
  ],
};

it("lists the steps with the server's state and links to where each open one is done; no dismissal before all are done", async () => {
  mockApi({ 'GET /api/admin/onboarding': { body: open } });
  renderView(<OnboardingChecklist />, { path: '/admin' });
  expect(await screen.findByText('4 of 6 steps to go.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose the tracking start' })).toHaveAttribute('href', '/admin/tracking-start');
  expect(screen.getByLabelText('Verify your e-mail address: done')).toBeInTheDocument();
  expect(screen.getByLabelText('Invite the team (a maker and a checker at least): to do')).toHaveTextContent('0 makers and 0 checkers');
  expect(screen.getByRole('link', { name: 'Assign owners and checkers' })).toHaveAttribute('href', '/admin/obligation-owners');
  expect(screen.queryByRole('button', { name: 'Dismiss the checklist' })).not.toBeInTheDocument();
});

it('once all steps are done the admin dismisses it and it goes', async () => {
  const done = { ...open, allDone: true, steps: open.steps.map((s) => ({ ...s, done: true })) };
  const api = mockApi({
    'GET /api/admin/onboarding': [{ body: done }, { body: { ...done, dismissed: true } }],
    'POST /api/admin/onboarding/dismiss': { body: { success: true, message: 'Onboarding checklist dismissed' } },
  });
  renderView(<OnboardingChecklist />, { path: '/admin' });
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss the checklist' }));
  expect(await screen.findByText('Onboarding checklist dismissed')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
  expect(api.of('POST', '/api/admin/onboarding/dismiss')).toHaveLength(1);
});
