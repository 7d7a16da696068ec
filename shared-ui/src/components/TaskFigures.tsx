import type { TaskCounts } from 'shared-contracts';
import styled from 'styled-components';
import { theme } from '../theme';
import { space } from '../spacing';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${space('sm')};
  margin: ${space(0, 0, 'md')};
  & div {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 8px;
    box-shadow: ${({ theme }) => theme.shadow};
    padding: 0.8rem ${space('md')};
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
 * Task counts as tiles (GET /api/tasks/summary or a list counted in the browser): Pending, In Progress and
 * Completed, after a Total tile where `withTotal` (the admin's dashboard and statistics). Overdue, the
 * specification's fourth My Tasks counter, is WorkFigures' (tasks and filings counted by the server), never a
 * second count of tasks alone beside it.
 */
export function TaskFigures({ counts, label = 'Task figures', withTotal = false }: { counts: TaskCounts; label?: string; withTotal?: boolean }) {
  const tiles = [
    ...(withTotal ? [{ label: 'Total tasks', value: counts.total, tone: theme.colors.primaryDark }] : []),
    { label: 'Pending', value: counts.pending, tone: theme.colors.warning },
    { label: 'In Progress', value: counts.inProgress, tone: theme.colors.info },
    { label: 'Completed', value: counts.completed, tone: theme.colors.success },
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
