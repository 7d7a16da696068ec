import styled from 'styled-components';
import type { SubscriptionPackage } from 'shared-contracts';
import { GST_PERCENT } from 'shared-contracts';
import { Button, space } from 'shared-ui';
import { rupees, seatLines } from './formatting';

const Article = styled.article<{ $popular: boolean; $chosen: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border: 2px solid ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
  outline: ${({ theme, $chosen }) => ($chosen ? `3px solid ${theme.colors.accent}` : 'none')};
  outline-offset: 3px;
  padding: ${space('lg')} 1.25rem 1.25rem;
  ${({ $popular }) => ($popular ? 'padding-top: 2.5rem;' : '')}
`;

const Banner = styled.p`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  margin: 0;
  padding: ${space('xxs')};
  text-align: center;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: 6px 6px 0 0;
`;

const Layer = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Total = styled.p`
  margin: 0;
  /* '/ month' stays whole and, when the card is narrow, sits just under the price (not a tall line away). */
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${space('xs')};
  font-size: 1.9rem;
  font-weight: 700;
  span {
    white-space: nowrap;
    font-size: 1rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.2rem ${space('sm')};
  margin: 0;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Seats = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  flex: 1;
`;

const Badge = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

export interface PlanCardProps {
  plan: SubscriptionPackage;
  popular: boolean;
  /** The plan the visitor picked before signing in. */
  chosen: boolean;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onSubscribe: (plan: SubscriptionPackage) => void;
}

/** One package card of the plan grid (docs/specifications.md, B §2 "Plan selection screen"). */
export function PlanCard({ plan, popular, chosen, current, busy, disabled, onSubscribe }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Article aria-labelledby={headingId} $popular={popular} $chosen={chosen} data-plan={plan.id}>
      {popular && <Banner>MOST POPULAR</Banner>}
      <Layer>{plan.layer}</Layer>
      <Name id={headingId}>{plan.packageName}</Name>
      <Description>{plan.description}</Description>
      <Total>
        {rupees(plan.totalPrice)} <span>/ month</span>
      </Total>
      <Breakdown aria-label="Price breakdown">
        <dt>Base price</dt>
        <dd>{rupees(plan.basePrice)}</dd>
        <dt>GST ({GST_PERCENT}%)</dt>
        <dd>{rupees(plan.gst)}</dd>
      </Breakdown>
      <Seats aria-label="Seats">
        {seatLines(plan.seats).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Seats>
      {current && <Badge>Your current plan</Badge>}
      <Button type="button" onClick={() => onSubscribe(plan)} disabled={busy || disabled} aria-busy={busy} aria-describedby={headingId}>
        {busy ? 'Processing...' : 'Subscribe Now'}
      </Button>
    </Article>
  );
}
