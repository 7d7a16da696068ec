import styled from 'styled-components';
import type { countTasks } from './taskCounts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;
  & div {
    background: #fff;
    border-radius: 8px;
    box-shadow: ${({ theme }) => theme.shadow};
    padding: 0.75rem 1rem;
  }
  & dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  & dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/** Spec 000 My Tasks counters: Pending, In Progress, Completed, Overdue. */
export function TaskCounters({ counts, label }: { counts: ReturnType<typeof countTasks>; label: string }) {
  const items: Array<[string, number]> = [
    ['Pending', counts.pending],
    ['In Progress', counts['in-progress']],
    ['Completed', counts.completed],
    ['Overdue', counts.overdue],
  ];
  return (
    <List aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
