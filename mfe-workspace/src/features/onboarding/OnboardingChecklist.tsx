import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from 'shared-auth';
import type { MessageResponse, OnboardingResponse, OnboardingStepId } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { Button, ErrorState, theme, toast, useAsync, space } from 'shared-ui';
import styled from 'styled-components';
import { SpacedCard } from '../../common/layout';

/** Where each step is done (the verification link comes by e-mail; the banner above resends it). */
const STEP_LINKS: Record<OnboardingStepId, { to: string; label: string } | null> = {
  'verify-email': null,
  'company-profile': { to: pagePath('admin', 'companyProfile'), label: 'Open the company profile' },
  'tracking-start': { to: '/admin/tracking-start', label: 'Choose the tracking start' },
  'invite-team': { to: pagePath('admin', 'makers'), label: 'Invite makers and checkers' },
  'assign-owners': { to: '/admin/obligation-owners', label: 'Assign owners and checkers' },
  'first-assessment': { to: pagePath('admin', 'hrCompliance'), label: 'Start an assessment' },
};

const Steps = styled.ol`
  list-style: none;
  margin: ${space(0, 0, 'sm')};
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;

const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  gap: ${space('xxs', 'xs')};
  color: ${({ $done, theme }) => ($done ? theme.colors.muted : theme.colors.text)};
  & > span[aria-hidden] {
    font-weight: 700;
    color: ${({ $done, theme }) => ($done ? theme.colors.success : theme.colors.muted)};
  }
  & small {
    grid-column: 2;
  }
`;

export const onboardingApi = {
  load: (signal?: AbortSignal) => apiRequest<OnboardingResponse>('/api/admin/onboarding', { signal }),
  dismiss: () => apiRequest<MessageResponse>('/api/admin/onboarding/dismiss', { method: 'POST' }),
};

/** The admin's guided onboarding on the dashboard until every step is done and the admin dismisses it (docs/decisions/0049-people-and-the-command-centre-screen.md). */
export function OnboardingChecklist() {
  const state = useAsync((signal) => onboardingApi.load(signal), []);
  const [busy, setBusy] = useState(false);
  if (state.error) return <ErrorState message={state.error} onRetry={state.reload} />;
  const data = state.data;
  if (!data || data.dismissed) return null;
  const left = data.steps.filter((s) => !s.done).length;

  async function dismiss() {
    setBusy(true);
    try {
      toast.success((await onboardingApi.dismiss()).message);
      state.reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <SpacedCard aria-labelledby="onboarding-title">
      {/* The size of the dashboard's other card headings (at the browser's h2 size it outweighed the page title). */}
      <h2 id="onboarding-title" style={{ margin: `0 0 ${theme.space.sm}`, fontSize: theme.fontSize.heading }}>
        Getting started
      </h2>
      <p>{data.allDone ? 'Every step is done: your company is set up.' : `${left} of ${data.steps.length} steps to go.`}</p>
      <Steps aria-label="Onboarding steps">
        {data.steps.map((step) => {
          const link = STEP_LINKS[step.id];
          return (
            <Step key={step.id} $done={step.done} aria-label={`${step.title}: ${step.done ? 'done' : 'to do'}`}>
              <span aria-hidden="true">{step.done ? '✓' : '○'}</span>
              <span>
                {step.title}
                {!step.done && link && (
                  <>
                    {' · '}
                    <Link to={link.to}>{link.label}</Link>
                  </>
                )}
              </span>
              <small>{step.detail}</small>
            </Step>
          );
        })}
      </Steps>
      {data.allDone && (
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void dismiss()}>
          Dismiss the checklist
        </Button>
      )}
    </SpacedCard>
  );
}
