import type { CompanyPlanSummary } from 'shared-contracts';
import { formatDate } from 'shared-ui';

const STATE_LABELS: Record<CompanyPlanSummary['state'], string> = {
  trial: 'Trial',
  'trial-expired': 'Trial ended',
  subscribed: 'Subscribed',
  'subscription-expired': 'Subscription expired',
};

export const planStateLabel = (plan: CompanyPlanSummary) => STATE_LABELS[plan.state];

export function planUntil(plan: CompanyPlanSummary): string {
  const ended = plan.state === 'trial-expired' || plan.state === 'subscription-expired';
  return `${ended ? 'ended' : 'until'} ${formatDate(plan.endsAt)}`;
}

export const seatsText = (plan: CompanyPlanSummary) => (plan.seatLimit === null ? `${plan.seatsUsed}` : `${plan.seatsUsed} of ${plan.seatLimit}`);
