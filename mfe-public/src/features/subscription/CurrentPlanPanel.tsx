import styled from 'styled-components';
import type { CurrentSubscription, SeatCounts } from 'shared-contracts';
import { PLAN_ENDED_MESSAGE, TRIAL_ENDED_MESSAGE } from 'shared-contracts';
import { Card, ErrorState, Spinner, space } from 'shared-ui';
import { daysLeftText, longDate, STATUS_LABELS } from './formatting';

const Panel = styled(Card)`
  margin-bottom: ${space('lg')};
  display: grid;
  gap: ${space('sm')};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space('sm')};
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.15rem 0 0;
    font-weight: 600;
  }
`;

const Warning = styled.p`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.tints.warning.background};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const ROLES: Array<{ role: keyof SeatCounts; label: string }> = [
  { role: 'admin', label: 'Admin seats' },
  { role: 'maker', label: 'Maker seats' },
  { role: 'checker', label: 'Checker seats' },
];

export type CurrentPlanState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; subscription: CurrentSubscription };

/** The company's plan, its status, the days left and the seats in use (admin plan page). */
export function CurrentPlanPanel({ state, onRetry }: { state: CurrentPlanState; onRetry: () => void }) {
  if (state.kind === 'loading') return <Spinner label="Loading your plan..." />;
  if (state.kind === 'error') return <ErrorState message={state.message} onRetry={onRetry} />;
  const s = state.subscription;
  const planName = s.plan ? `${s.plan.packageName} (${s.plan.layer})` : 'Free trial';
  return (
    <Panel aria-labelledby="current-plan-heading">
      <Heading id="current-plan-heading">Your plan</Heading>
      {s.status === 'expired' && <Warning role="alert">{s.plan ? PLAN_ENDED_MESSAGE : TRIAL_ENDED_MESSAGE}</Warning>}
      <Facts>
        <div>
          <dt>Plan</dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{STATUS_LABELS[s.status]}</dd>
        </div>
        <div>
          <dt>{s.status === 'expired' ? 'Ended on' : 'Ends on'}</dt>
          <dd>{longDate(s.periodEnd)}</dd>
        </div>
        <div>
          <dt>Days left</dt>
          <dd>{daysLeftText(s.daysLeft)}</dd>
        </div>
        {ROLES.map(({ role, label }) => (
          <div key={role}>
            <dt>{label}</dt>
            <dd>
              {s.seatsUsed[role]} of {s.seats[role]} in use
            </dd>
          </div>
        ))}
      </Facts>
    </Panel>
  );
}
