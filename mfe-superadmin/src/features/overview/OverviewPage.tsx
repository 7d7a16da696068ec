import styled from 'styled-components';
import type { OverviewResponse, SystemHealth } from 'shared-contracts';
import { Card, EmptyState, ErrorState, PageTitle, Spinner, useApi, formatNumber, formatDateTime, Section, space } from 'shared-ui';

// On a phone the three totals sit two to a row and System Health takes a whole row, instead of four tall cards.
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${space('md')};
  margin-bottom: 1.25rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: ${space('sm')};
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Figure = styled.p`
  font-size: 2rem;
  font-weight: 700;
  margin: ${space('xxs', 0)};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const Activity = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & li {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    display: flex;
    justify-content: space-between;
    gap: 0.2rem ${space('md')};
    flex-wrap: wrap;
  }
`;

const number = formatNumber;

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/** Healthy: database up and under 1% of answers failing in the window. */
function healthLabel(health: SystemHealth): string {
  if (health.database === 'down') return 'Database unreachable';
  if (health.errorRatePercent !== null && health.errorRatePercent >= 1) return 'Degraded';
  return 'Healthy';
}

function HealthCard({ health }: { health: SystemHealth }) {
  return (
    <Section id="card-health" title="System Health">
      <Figure>{healthLabel(health)}</Figure>
      <Muted>Database {health.database === 'up' ? `reachable (${health.databaseLatencyMs ?? 0} ms)` : 'not reachable'}</Muted>
      <Muted>Uptime {uptime(health.uptimeSeconds)}</Muted>
      <Muted>
        Error rate (last {health.windowMinutes} min):{' '}
        {health.errorRatePercent === null ? 'no traffic' : `${health.errorRatePercent}% of ${number(health.requests)} requests`}
      </Muted>
    </Section>
  );
}

function TotalCard({ id, title, value }: { id: string; title: string; value: number }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} style={{ margin: 0, fontSize: '1rem' }}>
        {title}
      </h2>
      <Figure data-testid={id}>{number(value)}</Figure>
    </Card>
  );
}

export default function OverviewPage() {
  const { data, error, loading, reload } = useApi<OverviewResponse>('/api/super-admin/overview');
  return (
    <>
      <PageTitle>Dashboard Overview</PageTitle>
      {loading && !data && <Spinner label="Loading overview..." />}
      {error && <ErrorState message={error} onRetry={reload} />}
      {data && (
        <>
          <Cards>
            <TotalCard id="total-users" title="Total Users" value={data.totals.users} />
            <TotalCard id="total-companies" title="Total Companies" value={data.totals.companies} />
            <TotalCard id="total-tasks" title="Total Tasks" value={data.totals.tasks} />
            <HealthCard health={data.health} />
          </Cards>
          <Section id="recent-activity" title="Recent Activity">
            {data.recentActivity.length === 0 ? (
              <EmptyState>No activity yet.</EmptyState>
            ) : (
              <Activity>
                {data.recentActivity.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.summary}
                      {item.companyName && <Muted as="span"> · {item.companyName}</Muted>}
                    </span>
                    <Muted as="time" dateTime={item.createdAt}>
                      {formatDateTime(item.createdAt)}
                    </Muted>
                  </li>
                ))}
              </Activity>
            )}
          </Section>
        </>
      )}
    </>
  );
}
