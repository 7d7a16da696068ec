import { space } from 'shared-ui';
import styled from 'styled-components';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs', 'md')};
  list-style: none;
  margin: ${space('xxs', 0, 'xs')};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSize.label};
  & li {
    display: inline-flex;
    align-items: center;
    gap: ${space('xxs')};
  }
  & i {
    display: inline-block;
    width: 1.1rem;
    height: 0.7rem;
    border-radius: 3px;
  }
  /* The swatches draw what calendarEvents.ts gives each look. */
  & .task {
    background: ${({ theme }) => theme.colors.primary};
  }
  & .filing {
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  & .overdue {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
  & .done {
    background: ${({ theme }) => theme.colors.faded};
    opacity: 0.55;
  }
`;

/** The one legend of every calendar (the month view, the command centre's grid): how tasks, filings and their states look. */
export function CalendarLegend() {
  return (
    <Legend aria-label="Legend">
      <li>
        <i className="task" aria-hidden="true" />
        Task (coloured by category)
      </li>
      <li>
        <i className="filing" aria-hidden="true" />
        Statutory filing
      </li>
      <li>
        <i className="overdue" aria-hidden="true" />
        Overdue
      </li>
      <li>
        <i className="done" aria-hidden="true" />
        Done
      </li>
    </Legend>
  );
}
