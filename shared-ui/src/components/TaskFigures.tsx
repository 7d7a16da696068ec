import type { TaskCounts } from 'shared-contracts';
import styled from 'styled-components';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;
  & div {
    background: #fff;
    border-radius: 8px;
    box-shadow: ${({ theme }) => theme.shadow};
    padding: 0.8rem 1rem;
    border-left: 4px solid var(--tone);
  }
  & dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  & dd {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

/**
 * Task counts as tiles (GET /api/tasks/summary or a list counted in the browser): Pending, In Progress,
 * Completed, Overdue (the specification's My Tasks counters), after a Total tile where `withTotal`
 * (the admin's dashboard and statistics).
 */
export function TaskFigures({ counts, label = 'Task figures', withTotal = false }: { counts: TaskCounts; label?: string; withTotal?: boolean }) {
  const tiles = [
    ...(withTotal ? [{ label: 'Total tasks', value: counts.total, tone: '#1e3a8a' }] : []),
    { label: 'Pending', value: counts.pending, tone: '#b45309' },
    { label: 'In Progress', value: counts.inProgress, tone: '#1d4ed8' },
    { label: 'Completed', value: counts.completed, tone: '#15803d' },
    { label: 'Overdue', value: counts.overdue, tone: '#b91c1c' },
  ];
  return (
    <Tiles aria-label={label}>
      {tiles.map((t) => (
        <div key={t.label} style={{ ['--tone' as string]: t.tone }}>
          <dt>{t.label}</dt>
          <dd>{t.value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
